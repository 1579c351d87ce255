import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useT } from '../../../lib/use-language.tsx';

export const RATING_SCALE = [1, 2, 3, 4, 5] as const;

interface StarRatingProps {
  rating: number;
  className?: string;
  starClassName?: string;
}

/** A read-only row of five stars; the number is spoken once, not five icons. */
export function StarRating({ rating, className, starClassName = 'size-4' }: StarRatingProps) {
  const t = useT();
  return (
    <span
      role="img"
      aria-label={t('Rated {rating} out of 5', { rating })}
      className={clsx('inline-flex gap-0.5', className)}
    >
      {RATING_SCALE.map((step) => (
        <Star
          key={step}
          aria-hidden="true"
          className={clsx(
            starClassName,
            step <= Math.round(rating) ? 'fill-gold-400 text-gold-500' : 'fill-sand-100 text-sand-300',
          )}
        />
      ))}
    </span>
  );
}

/** docs/product.md#2.7: a rating is shown as 'N.0'. */
export const formatRating = (rating: number) => rating.toFixed(1);
