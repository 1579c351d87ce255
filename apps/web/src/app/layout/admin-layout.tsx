import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useRef, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { OwnBranchContext } from '../../lib/admin-branch.ts';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { useT } from '../../lib/use-language.tsx';
import { AdminBranchSwitcher } from './admin-branch-switcher.tsx';
import { adminNavLinks, adminNavLinksFor, MANAGER_PAGES } from './admin-nav-links.ts';

const ADMIN_MENU_ID = 'admin-menu';

function AdminNavList({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const { user } = useSession();
  return (
    <ul className="space-y-1">
      {adminNavLinksFor(user?.role).map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              clsx(
                'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors',
                isActive ? 'bg-plum-900 text-white' : 'text-ink hover:bg-plum-50 hover:text-plum-900',
              )
            }
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {t(label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The back office's frame (docs/architecture.md#admin): a side navigation on wide screens and,
 * on phones, one button that opens the same list, so the page itself keeps the width.
 */
export function AdminLayout() {
  const t = useT();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const { user } = useSession();
  const current = adminNavLinks.find((link) => pathname.startsWith(link.to));
  // A branch manager runs their branch's pages only (docs/decisions/0049-branch-manager.md).
  const ownBranchId = user?.role === 'manager' ? (user.branchId ?? null) : null;
  const isManagerOffPage =
    user?.role === 'manager' && !MANAGER_PAGES.some((page) => pathname.startsWith(page));

  useDismiss(isMenuOpen, [toggleRef, panelRef], (reason) => {
    setIsMenuOpen(false);
    if (reason === 'escape') toggleRef.current?.focus();
  });

  if (isManagerOffPage) return <Navigate to={MANAGER_PAGES[0]!} replace />;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:py-10">
      <aside className="hidden w-56 shrink-0 lg:block">
        <nav aria-label={t('Admin')} className="sticky top-24">
          <p className="px-3 pb-3 text-xs font-semibold tracking-wider text-ink-muted uppercase">
            {t('Back office')}
          </p>
          <AdminNavList />
        </nav>
      </aside>

      <div className="relative lg:hidden">
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={isMenuOpen}
          aria-controls={ADMIN_MENU_ID}
          aria-label={
            current ? t('Admin menu, current page: {page}', { page: t(current.label) }) : t('Admin menu')
          }
          onClick={() => setIsMenuOpen((open) => !open)}
          className="flex w-full items-center justify-between rounded-xl border border-sand-200 bg-white px-4 py-3 text-sm font-medium text-plum-950"
        >
          <span>{current ? t(current.label) : t('Admin menu')}</span>
          <ChevronDown
            aria-hidden="true"
            className={clsx('size-4 transition-transform', isMenuOpen && 'rotate-180')}
          />
        </button>
        {isMenuOpen && (
          <div
            ref={panelRef}
            id={ADMIN_MENU_ID}
            className="absolute inset-x-0 z-20 mt-2 rounded-2xl border border-sand-200 bg-white p-2 shadow-xl shadow-plum-950/10"
          >
            <nav aria-label={t('Admin mobile')}>
              <AdminNavList onNavigate={() => setIsMenuOpen(false)} />
            </nav>
          </div>
        )}
      </div>

      <div className="min-w-0 flex-1">
        <OwnBranchContext value={ownBranchId}>
          <AdminBranchSwitcher />
          <Outlet />
        </OwnBranchContext>
      </div>
    </div>
  );
}
