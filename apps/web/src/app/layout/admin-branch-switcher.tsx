import { Store } from 'lucide-react';
import { useLocation } from 'react-router';
import { ALL_BRANCHES, useAdminBranch } from '../../lib/admin-branch.ts';
import { useT } from '../../lib/use-language.tsx';

/** The back office's views that can show every branch together (docs/decisions/0045-branches.md). */
export const ALL_BRANCH_VIEWS: readonly string[] = [
  '/admin/dashboard',
  '/admin/close',
  '/admin/appointments',
  '/admin/waitlist',
];

/**
 * The salon-wide pages: what they edit is the salon's (Settings' hours and chairs are the main
 * branch's; other branches' are on the Branches page), so a branch chosen there would change
 * nothing and suggest it did.
 */
export const SALON_WIDE_VIEWS: readonly string[] = [
  '/admin/settings',
  '/admin/team',
  '/admin/branches',
  '/admin/services',
  '/admin/offers',
  '/admin/gallery',
  '/admin/reviews',
];

/**
 * docs/decisions/0045-branches.md: which branch the back office shows, at the top of every
 * branch page, only when the salon has two or more. A native select, so the keyboard and screen
 * readers get the control they know; "All branches" only where the view can show them.
 */
export function AdminBranchSwitcher() {
  const t = useT();
  const { pathname } = useLocation();
  const all = ALL_BRANCH_VIEWS.some((view) => pathname.startsWith(view));
  const { branches, choosing, own, value, choose } = useAdminBranch({ all });
  if (SALON_WIDE_VIEWS.some((view) => pathname.startsWith(view))) return null;
  // A manager's one branch (docs/decisions/0049-branch-manager.md): named, with nothing to choose.
  if (own)
    return (
      <p className="mb-4 flex flex-wrap items-center gap-2 text-sm font-medium text-plum-950">
        <Store aria-hidden="true" className="size-4 shrink-0 text-plum-700" />
        <span>{t('Branch')}:</span>
        <span data-testid="own-branch">{own.name}</span>
      </p>
    );
  if (!choosing) return null;
  return (
    <label className="mb-4 flex flex-wrap items-center gap-2 text-sm font-medium text-plum-950">
      <Store aria-hidden="true" className="size-4 shrink-0 text-plum-700" />
      <span>{t('Branch')}</span>
      <select
        name="admin-branch"
        value={value}
        onChange={(event) => choose(event.target.value)}
        className="min-h-11 max-w-full min-w-0 flex-1 cursor-pointer rounded-xl border border-sand-200 bg-white px-3 text-sm text-plum-950 hover:border-plum-900/35 sm:flex-none"
      >
        {all && <option value={ALL_BRANCHES}>{t('All branches')}</option>}
        {branches.map((branch) => (
          <option key={branch._id} value={branch._id}>
            {branch.name}
          </option>
        ))}
      </select>
    </label>
  );
}
