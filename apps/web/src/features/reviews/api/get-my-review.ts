import { reviewResponseSchema } from '@salon/contracts';
import type { Review } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const myReviewQueryKey = (userId: string) => ['reviews', 'mine', userId] as const;

export async function getMyReview(signal?: AbortSignal): Promise<Review | null> {
  const answer = await apiRequest('/api/reviews/user/me', { schema: reviewResponseSchema, signal });
  return answer.data.review;
}

// Keyed by user so a different account signing in on the same tab never sees the last one's review.
export const myReviewQueryOptions = (userId: string) =>
  queryOptions({ queryKey: myReviewQueryKey(userId), queryFn: ({ signal }) => getMyReview(signal) });

export function useMyReview(userId: string | undefined) {
  return useQuery({ ...myReviewQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
