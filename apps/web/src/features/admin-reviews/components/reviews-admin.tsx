import { catalogueAdminMessages, catalogueMessages } from '@salon/contracts';
import type { AdminReview } from '@salon/contracts';
import { Eye, EyeOff, MessageSquareQuote, Star, Store } from 'lucide-react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useBranches } from '../../../lib/branches.ts';
import { errorDetail } from '../../../lib/error-detail.ts';
import { useAdminReviews, useSetReviewHidden } from '../api/admin-reviews.ts';
import { formatTimestampDate } from '../../../lib/format-time.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

export const reviewsLoadFailed = 'Failed to load reviews';

function Rating({ value }: { value: number }) {
  const t = useT();
  return (
    <span
      className="flex items-center gap-0.5 text-amber-500"
      role="img"
      aria-label={t('{rating} out of 5 stars', { rating: value })}
    >
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={index < value ? 'size-4 fill-current' : 'size-4 text-sand-300'}
        />
      ))}
    </span>
  );
}

export function ReviewsAdmin() {
  const t = useT();
  const { language } = useLanguage();
  const reviews = useAdminReviews();
  const setHidden = useSetReviewHidden();
  // docs/decisions/0048-reviews-and-gallery-per-branch.md: each review's branch, with two or more.
  const showsBranches = (useBranches().data?.length ?? 0) >= 2;

  function toggle(review: AdminReview) {
    setHidden.mutate(
      { id: review._id, hidden: !review.hidden },
      {
        onSuccess: () =>
          toast.success(
            t(review.hidden ? catalogueAdminMessages.reviewShown : catalogueAdminMessages.reviewHidden),
          ),
        onError: (error) => toast.error(t(errorMessage(error, catalogueMessages.somethingWrong))),
      },
    );
  }

  if (reviews.isPending) return <PageLoader label={t('Loading reviews...')} />;
  if (reviews.isError)
    return (
      <ErrorState
        title={reviewsLoadFailed}
        message={errorDetail(reviews.error, t(reviewsLoadFailed))}
        onRetry={() => void reviews.refetch()}
        isRetrying={reviews.isFetching}
      />
    );
  if (reviews.data.length === 0)
    return (
      <EmptyState
        icon={MessageSquareQuote}
        title="No reviews yet"
        message="Customers' reviews will appear here."
      />
    );

  return (
    <ul className="space-y-3">
      {reviews.data.map((review) => {
        const author = review.user.name ?? t('A customer');
        const isToggling = setHidden.isPending && setHidden.variables?.id === review._id;
        return (
          <li key={review._id} className="rounded-2xl border border-sand-200 bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex flex-wrap items-center gap-3">
                <Rating value={review.rating} />
                <span className="font-medium text-ink">{author}</span>
                <time dateTime={review.createdAt} className="text-sm text-ink-muted">
                  {formatTimestampDate(review.createdAt, language)}
                </time>
                {showsBranches && (
                  <span className="inline-flex items-center gap-1 text-sm text-ink-muted">
                    <Store aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">{t('Branch')}: </span>
                    {review.branch.name}
                  </span>
                )}
                {review.hidden && (
                  <span className="rounded-full bg-sand-200 px-2 py-0.5 text-xs font-medium text-ink-muted">
                    {t('Hidden')}
                  </span>
                )}
              </div>
              <Button
                variant="outline"
                size="sm"
                isLoading={isToggling}
                onClick={() => toggle(review)}
                aria-label={
                  review.hidden
                    ? t('Show the review by {name}', { name: author })
                    : t('Hide the review by {name}', { name: author })
                }
              >
                {!isToggling &&
                  (review.hidden ? (
                    <Eye aria-hidden="true" className="size-4" />
                  ) : (
                    <EyeOff aria-hidden="true" className="size-4" />
                  ))}
                {review.hidden ? t('Show') : t('Hide')}
              </Button>
            </div>
            <p className="mt-2 text-sm leading-relaxed text-ink">{review.comment}</p>
          </li>
        );
      })}
    </ul>
  );
}
