import { useState } from 'react';
import { BranchFilter } from '../../components/branch-filter.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { useReviews } from '../../features/reviews/api/get-reviews.ts';
import { BranchRatings } from '../../features/reviews/components/branch-ratings.tsx';
import { ReviewList } from '../../features/reviews/components/review-list.tsx';
import { ReviewPanel } from '../../features/reviews/components/review-panel.tsx';
import { ReviewsSummary } from '../../features/reviews/components/reviews-summary.tsx';
import { useBranches } from '../../lib/branches.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';

/**
 * docs/product.md#2.7; with two or more branches each review names its branch, each branch's
 * average shows beside the salon's and the list can be narrowed to one branch
 * (docs/decisions/0048-reviews-and-gallery-per-branch.md).
 */
export function ReviewsPage() {
  useDocumentTitle('Reviews');
  const { user } = useSession();
  const branches = useBranches().data ?? [];
  const showsBranches = branches.length >= 2;
  const [branchId, setBranchId] = useState<string | undefined>();
  const reviews = useReviews(showsBranches ? branchId : undefined);
  const t = useT();

  return (
    <>
      <PageHero
        eyebrow="Reviews"
        title="What Our Clients Say"
        description="Honest words from the people who sit in our chairs. Reviews marked Verified visit come from clients who completed an appointment with us."
      >
        {reviews.data && (
          <div className="flex flex-col items-center gap-4">
            <ReviewsSummary averageRating={reviews.data.averageRating} count={reviews.data.count} />
            {showsBranches && <BranchRatings branches={reviews.data.branches} />}
          </div>
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
          <BranchFilter branches={branches} value={branchId} onChange={setBranchId} className="mb-6" />
          <ReviewList
            showBranch={showsBranches}
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
