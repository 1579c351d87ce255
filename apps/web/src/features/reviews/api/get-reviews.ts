import type { ReviewsResponse } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { envelopeWith } from '../../../lib/response-shape.ts';

const reviewsAnswerShape = envelopeWith<ReviewsResponse>({ reviews: 'array' });

/** Every list of reviews (each branch's too), so a saved review refreshes them all. */
export const reviewsQueryKey = ['reviews', 'list'] as const;

export type ReviewsData = ReviewsResponse['data'];

/** The shown reviews, of one branch when given (docs/decisions/0048-reviews-and-gallery-per-branch.md). */
export async function getReviews(branchId?: string, signal?: AbortSignal): Promise<ReviewsData> {
  const query = branchId ? `?branchId=${encodeURIComponent(branchId)}` : '';
  const answer = await apiRequest(`/api/reviews${query}`, { schema: reviewsAnswerShape, signal });
  return answer.data;
}

export const reviewsQueryOptions = (branchId?: string) =>
  queryOptions({
    queryKey: [...reviewsQueryKey, branchId ?? 'all'] as const,
    queryFn: ({ signal }) => getReviews(branchId, signal),
  });

export function useReviews(branchId?: string) {
  // The list of another branch shows the last one's until it arrives, not a skeleton.
  return useQuery({ ...reviewsQueryOptions(branchId), placeholderData: (previous) => previous });
}
