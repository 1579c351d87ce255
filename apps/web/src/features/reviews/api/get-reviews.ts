import type { ReviewsResponse } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { envelopeWith } from '../../../lib/response-shape.ts';

const reviewsAnswerShape = envelopeWith<ReviewsResponse>({ reviews: 'array' });

export const reviewsQueryKey = ['reviews'] as const;

export type ReviewsData = ReviewsResponse['data'];

export async function getReviews(signal?: AbortSignal): Promise<ReviewsData> {
  const answer = await apiRequest('/api/reviews', { schema: reviewsAnswerShape, signal });
  return answer.data;
}

export const reviewsQueryOptions = queryOptions({
  queryKey: reviewsQueryKey,
  queryFn: ({ signal }) => getReviews(signal),
});

export function useReviews() {
  return useQuery(reviewsQueryOptions);
}
