import type { Review } from '@salon/contracts';
import { BadgeCheck, Store } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { formatTimestampDate } from '../../../lib/format-time.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { formatRating, StarRating } from './star-rating.tsx';

/** `showBranch`: the salon has two or more branches (docs/decisions/0048-reviews-and-gallery-per-branch.md). */
export function ReviewCard({ review, showBranch = false }: { review: Review; showBranch?: boolean }) {
  const { language } = useLanguage();
  const t = useT();
  // docs/product.md#2.7: name falls back to 'Anonymous' (an account deleted or never named).
  const name = review.user.name?.trim() || t('Anonymous');
  return (
    <article className="flex h-full flex-col rounded-3xl border border-sand-200 bg-white p-6 shadow-sm shadow-plum-950/5 transition-shadow hover:shadow-md">
      <header className="flex items-center gap-3">
        <Avatar name={name} imageUrl={review.user.profileImage} size={48} className="size-12 text-lg" />
        <div className="min-w-0">
          <h3 className="truncate font-sans text-base font-semibold text-plum-950">{name}</h3>
          <p className="mt-0.5 flex items-center gap-2 text-sm">
            <StarRating rating={review.rating} />
            <span className="font-semibold text-ink tabular-nums">{formatRating(review.rating)}</span>
          </p>
        </div>
      </header>
      <p className="mt-4 flex-1 leading-relaxed break-words whitespace-pre-line text-ink/90">
        {review.comment}
      </p>
      <footer className="mt-5 flex flex-wrap items-center justify-between gap-2 border-t border-sand-100 pt-3 text-xs text-ink-muted">
        {/* The same date as a booking's "Booked on" (docs/product.md#2.2). */}
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <time dateTime={review.createdAt}>{formatTimestampDate(review.createdAt, language)}</time>
          {showBranch && (
            <span className="inline-flex items-center gap-1">
              <Store aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{t('Branch')}: </span>
              {review.branch.name}
            </span>
          )}
        </span>
        {review.verifiedVisit && (
          // docs/product.md#2.7: the author has completed an appointment with the salon.
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 font-semibold text-emerald-800">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t('Verified visit')}
          </span>
        )}
      </footer>
    </article>
  );
}
