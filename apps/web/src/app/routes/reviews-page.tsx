import { PageHero } from '../../components/ui/page-hero.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { useReviews } from '../../features/reviews/api/get-reviews.ts';
import { ReviewList } from '../../features/reviews/components/review-list.tsx';
import { ReviewPanel } from '../../features/reviews/components/review-panel.tsx';
import { ReviewsSummary } from '../../features/reviews/components/reviews-summary.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';

/** docs/product.md#2.7. */
export function ReviewsPage() {
  useDocumentTitle('Reviews');
  const { user } = useSession();
  const reviews = useReviews();
  const t = useT();

  return (
    <>
      <PageHero
        eyebrow="Reviews"
        title="What Our Clients Say"
        description="Honest words from the people who sit in our chairs. Reviews marked Verified visit come from clients who completed an appointment with us."
      >
        {reviews.data && (
          <ReviewsSummary averageRating={reviews.data.averageRating} count={reviews.data.count} />
        )}
      </PageHero>
      <div className="mx-auto w-full max-w-6xl space-y-12 px-4 py-12 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-3xl">
          <ReviewPanel user={user} />
        </div>
        <section aria-labelledby="client-reviews-title">
          <h2 id="client-reviews-title" className="sr-only">
            {t('Client reviews')}
          </h2>
          <ReviewList
            reviews={reviews.data?.reviews}
            isPending={reviews.isPending}
            isError={reviews.isError}
            isRetrying={reviews.isRefetching}
            onRetry={() => void reviews.refetch()}
          />
        </section>
      </div>
    </>
  );
}
