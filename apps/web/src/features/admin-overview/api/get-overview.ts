import { adminOverviewResponseSchema } from '@salon/contracts';
import type { AdminOverview } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminOverviewQueryKey = ['admin', 'overview'] as const;

export async function getAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  const answer = await apiRequest('/api/admin/overview', { schema: adminOverviewResponseSchema, signal });
  return answer.data.overview;
}

// A minute keeps the numbers fresh when the owner comes back to the tab without a request per click.
export const adminOverviewQueryOptions = queryOptions({
  queryKey: adminOverviewQueryKey,
  queryFn: ({ signal }) => getAdminOverview(signal),
  staleTime: 60_000,
});

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions);
}
