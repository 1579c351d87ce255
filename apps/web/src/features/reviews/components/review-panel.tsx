import type { User } from '@salon/contracts';
import { reviewMessages } from '@salon/contracts';
import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton.tsx';
import { useMyReview } from '../api/get-my-review.ts';
import { ReviewForm } from './review-form.tsx';

/** docs/product.md#2.7: the form for a signed-in user, an invitation to log in for a visitor. */
export function ReviewPanel({ user }: { user: User | null }) {
  if (!user) return <VisitorPrompt />;
  return <SignedInReviewForm userId={user._id} />;
}

function SignedInReviewForm({ userId }: { userId: string }) {
  const { data: myReview, isPending, isError, refetch, isRefetching } = useMyReview(userId);
  if (isPending) {
    return (
      <SkeletonGroup
        label="Loading your review..."
        className="rounded-3xl border border-sand-200 bg-white p-8"
      >
        <Skeleton className="h-7 w-56" />
        <Skeleton className="mt-6 h-8 w-48" />
        <Skeleton className="mt-6 h-28 w-full" />
      </SkeletonGroup>
    );
  }
  if (isError) {
    return (
      <ErrorState
        title={reviewMessages.loadFailed}
        onRetry={() => void refetch()}
        isRetrying={isRefetching}
      />
    );
  }
  // Remounting on the review's identity resets the form to the saved values after a first submit.
  return <ReviewForm key={myReview?._id ?? 'new'} userId={userId} existing={myReview} />;
}

function VisitorPrompt() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl border border-plum-100 bg-gradient-to-br from-plum-50 to-blush-50 px-6 py-8 text-center sm:flex-row sm:justify-between sm:text-left">
      <p className="text-ink">{reviewMessages.visitorPrompt}</p>
      <Link to="/login" className={buttonClasses('primary', 'md', 'shrink-0')}>
        <LogIn aria-hidden="true" className="size-4" />
        Log In
      </Link>
    </div>
  );
}
