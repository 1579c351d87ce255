import { adminReviewResponseSchema, adminReviewsResponseSchema } from '@salon/contracts';
import type { AdminReview } from '@salon/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getAdminReviews(signal?: AbortSignal): Promise<AdminReview[]> {
  const answer = await apiRequest('/api/admin/reviews', { schema: adminReviewsResponseSchema, signal });
  return answer.data.reviews;
}

export const adminReviewsQueryOptions = queryOptions({
  queryKey: ['admin', 'reviews'] as const,
  queryFn: ({ signal }) => getAdminReviews(signal),
});

export function useAdminReviews() {
  return useQuery(adminReviewsQueryOptions);
}

export async function setReviewHidden({ id, hidden }: { id: string; hidden: boolean }): Promise<AdminReview> {
  const answer = await apiRequest(`/api/admin/reviews/${id}`, {
    method: 'PATCH',
    body: { hidden },
    schema: adminReviewResponseSchema,
  });
  return answer.data.review;
}

/** Hiding takes a review off the public page (key `reviews`) as well. */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewHidden,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReviewsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['reviews'] }),
      ]),
  });
}
