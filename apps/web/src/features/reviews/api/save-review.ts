import { reviewMessages, reviewResponseSchema } from '@salon/contracts';
import type { Review, ReviewRequest } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { myReviewQueryKey } from './get-my-review.ts';
import { reviewsQueryKey } from './get-reviews.ts';

export interface SaveReviewInput {
  /** The review being edited; absent for a first review (docs/product.md#6: one review per user). */
  reviewId?: string;
  body: ReviewRequest;
}

export interface SavedReview {
  review: Review;
  message: string;
}

export async function saveReview({ reviewId, body }: SaveReviewInput): Promise<SavedReview> {
  const answer = await apiRequest(reviewId ? `/api/reviews/${reviewId}` : '/api/reviews', {
    method: reviewId ? 'PATCH' : 'POST',
    body,
    schema: reviewResponseSchema,
  });
  if (!answer.data.review) throw new Error(reviewMessages.submitFailed);
  return {
    review: answer.data.review,
    message: answer.message ?? (reviewId ? reviewMessages.updated : reviewMessages.submitted),
  };
}

export function useSaveReview(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    onSuccess: ({ review }) => {
      // The form flips to 'Update Your Review' at once; the list and average come from the server.
      queryClient.setQueryData(myReviewQueryKey(userId), review);
      void queryClient.invalidateQueries({ queryKey: reviewsQueryKey });
    },
  });
}
