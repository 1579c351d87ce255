import { Store } from 'lucide-react';
import { useT } from '../lib/use-language.tsx';

interface BranchFilterProps {
  branches: ReadonlyArray<{ _id: string; name: string }>;
  /** The chosen branch; undefined: all branches. */
  value: string | undefined;
  onChange: (branchId: string | undefined) => void;
  /** Words for the control, already translated; "Branch" unless told. */
  label?: string;
  /** "All branches" is offered (a filter); false: a branch must be chosen (the prices shown). */
  canChooseAll?: boolean;
  className?: string;
}

/**
 * docs/decisions/0048-reviews-and-gallery-per-branch.md: one branch or all of them, shown only
 * with two or more branches. A native select, so the keyboard and screen readers get the control
 * they know, 44 px tall for a finger.
 */
export function BranchFilter({
  branches,
  value,
  onChange,
  label,
  canChooseAll = true,
  className,
}: BranchFilterProps) {
  const t = useT();
  if (branches.length < 2) return null;
  return (
    <label
      className={`flex flex-wrap items-center gap-2 text-sm font-medium text-plum-950 ${className ?? ''}`}
    >
      <Store aria-hidden="true" className="size-4 shrink-0 text-plum-700" />
      <span>{label ?? t('Branch')}</span>
      <select
        // A form control with neither id nor name is one Chrome reports (the accessibility run).
        name="branch"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        // At least 10rem: beside a long label (Tamil) it moves to its own line rather than clip the name.
        className="min-h-11 max-w-full min-w-40 flex-1 cursor-pointer rounded-xl border border-sand-200 bg-white px-3 text-sm text-plum-950 hover:border-plum-900/35 sm:flex-none"
      >
        {canChooseAll && <option value="">{t('All branches')}</option>}
        {branches.map((branch) => (
          <option key={branch._id} value={branch._id}>
            {branch.name}
          </option>
        ))}
      </select>
    </label>
  );
}
