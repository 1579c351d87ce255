import { useT } from '../../../lib/use-language.tsx';
import { formatRating, StarRating } from './star-rating.tsx';

interface ReviewsSummaryProps {
  averageRating: number | null;
  count: number;
}

/** The average and the number of reviews behind it, above the grid. */
export function ReviewsSummary({ averageRating, count }: ReviewsSummaryProps) {
  const t = useT();
  if (averageRating === null || count === 0) return null;
  const rounded = Math.round(averageRating * 10) / 10;
  return (
    <div className="inline-flex flex-wrap items-center justify-center gap-x-4 gap-y-2 rounded-3xl sm:rounded-full border border-sand-200 bg-white/80 px-6 py-3 shadow-sm">
      <span className="font-display text-3xl text-plum-950 tabular-nums">{formatRating(rounded)}</span>
      <StarRating rating={rounded} starClassName="size-5" />
      <span className="text-sm text-ink-muted">
        {t(count === 1 ? 'Based on {count} review' : 'Based on {count} reviews', { count })}
      </span>
    </div>
  );
}
