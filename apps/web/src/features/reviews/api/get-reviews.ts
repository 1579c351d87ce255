import { reviewsResponseSchema } from '@salon/contracts';
import type { ReviewsResponse } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const reviewsQueryKey = ['reviews'] as const;

export type ReviewsData = ReviewsResponse['data'];

export async function getReviews(signal?: AbortSignal): Promise<ReviewsData> {
  const answer = await apiRequest('/api/reviews', { schema: reviewsResponseSchema, signal });
  return answer.data;
}

export const reviewsQueryOptions = queryOptions({
  queryKey: reviewsQueryKey,
  queryFn: ({ signal }) => getReviews(signal),
});

export function useReviews() {
  return useQuery(reviewsQueryOptions);
}
