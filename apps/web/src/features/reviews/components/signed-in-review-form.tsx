import { reviewMessages } from '@salon/contracts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useMyReview } from '../api/get-my-review.ts';
import { ReviewForm } from './review-form.tsx';
import { ReviewFormSkeleton } from './review-form-skeleton.tsx';

/** Loaded only for a signed-in user: a visitor's page never fetches the form and its validation. */
export function SignedInReviewForm({ userId }: { userId: string }) {
  const { data: myReview, isPending, isError, refetch, isRefetching } = useMyReview(userId);
  if (isPending) {
    return <ReviewFormSkeleton />;
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
