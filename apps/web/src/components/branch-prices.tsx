import type { ChosenBranch } from '../lib/branches.ts';
import { useT } from '../lib/use-language.tsx';
import { BranchFilter } from './branch-filter.tsx';

interface BranchPricesProps {
  choice: Pick<ChosenBranch, 'branches' | 'choose'>;
  /** The branch whose prices the page shows; undefined: none (one branch, or not known yet). */
  branchId: string | undefined;
  className?: string;
}

/**
 * docs/decisions/0045-branches.md: a branch may have its own prices, so a page showing them
 * (/services, the cart) names the branch they are for and lets the customer choose another; the
 * choice is the one the booking page remembers. Nothing with one branch: its prices are the salon's.
 */
export function BranchPrices({ choice, branchId, className }: BranchPricesProps) {
  const t = useT();
  if (!branchId) return null;
  return (
    <BranchFilter
      branches={choice.branches}
      value={branchId}
      onChange={(chosen) => {
        if (chosen) choice.choose(chosen);
      }}
      label={t('Prices at')}
      canChooseAll={false}
      className={className}
    />
  );
}
