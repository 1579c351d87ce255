import type { Review } from '@salon/contracts';
import { reviewMessages } from '@salon/contracts';
import { MessageSquareHeart } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton.tsx';
import { ReviewCard } from './review-card.tsx';

interface ReviewListProps {
  reviews: Review[] | undefined;
  isPending: boolean;
  isError: boolean;
  isRetrying: boolean;
  onRetry: () => void;
  /** Each review names its branch (two or more branches). */
  showBranch?: boolean;
}

const gridClasses = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

export function ReviewList({
  reviews,
  isPending,
  isError,
  isRetrying,
  onRetry,
  showBranch = false,
}: ReviewListProps) {
  if (isPending) {
    return (
      <SkeletonGroup label="Loading reviews..." className={gridClasses}>
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="rounded-3xl border border-sand-200 bg-white p-6">
            <div className="flex items-center gap-3">
              <Skeleton className="size-12 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </div>
            <Skeleton className="mt-5 h-3 w-full" />
            <Skeleton className="mt-2 h-3 w-5/6" />
            <Skeleton className="mt-2 h-3 w-2/3" />
          </div>
        ))}
      </SkeletonGroup>
    );
  }
  if (isError || !reviews) {
    return <ErrorState title={reviewMessages.loadFailed} onRetry={onRetry} isRetrying={isRetrying} />;
  }
  if (reviews.length === 0) {
    return <EmptyState title={reviewMessages.empty} icon={MessageSquareHeart} />;
  }
  return (
    <ul className={gridClasses}>
      {reviews.map((review) => (
        <li key={review._id}>
          <ReviewCard review={review} showBranch={showBranch} />
        </li>
      ))}
    </ul>
  );
}
