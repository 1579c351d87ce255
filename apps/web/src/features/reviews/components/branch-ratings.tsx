import type { BranchRating } from '@salon/contracts';
import { useT } from '../../../lib/use-language.tsx';
import { formatRating, StarRating } from './star-rating.tsx';

/**
 * docs/decisions/0048-reviews-and-gallery-per-branch.md: each branch's average beside the
 * salon's (shown above), only when the salon has two or more branches.
 */
export function BranchRatings({ branches }: { branches: readonly BranchRating[] }) {
  const t = useT();
  if (branches.length < 2) return null;
  return (
    <ul aria-label={t('Ratings by branch')} className="flex flex-wrap justify-center gap-2">
      {branches.map((branch) => (
        <li
          key={branch._id}
          className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-full border border-sand-200 bg-white/80 px-4 py-2 text-sm"
        >
          <span className="font-semibold text-plum-950">{branch.name}</span>
          {branch.averageRating === null ? (
            <span className="text-ink-muted">{t('No reviews yet')}</span>
          ) : (
            <>
              <StarRating rating={branch.averageRating} />
              <span className="font-semibold text-ink tabular-nums">
                {formatRating(branch.averageRating)}
              </span>
              <span className="text-ink-muted">
                {t(branch.count === 1 ? 'Based on {count} review' : 'Based on {count} reviews', {
                  count: branch.count,
                })}
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
