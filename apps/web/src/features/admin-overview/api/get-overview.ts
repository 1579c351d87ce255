import { adminOverviewResponseSchema } from '@salon/contracts';
import type { AdminOverview } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminOverviewQueryKey = ['admin', 'overview'] as const;

/** GET /api/admin/overview: one branch's, or (no branchId) the salon's with each branch's month (docs/decisions/0045-branches.md). */
export async function getAdminOverview(branchId?: string, signal?: AbortSignal): Promise<AdminOverview> {
  const query = branchId ? `?branchId=${encodeURIComponent(branchId)}` : '';
  const answer = await apiRequest(`/api/admin/overview${query}`, {
    schema: adminOverviewResponseSchema,
    signal,
  });
  return answer.data.overview;
}

// A minute keeps the numbers fresh when the owner comes back to the tab without a request per click.
export const adminOverviewQueryOptions = (branchId?: string) =>
  queryOptions({
    queryKey: [...adminOverviewQueryKey, branchId ?? 'all'],
    queryFn: ({ signal }) => getAdminOverview(branchId, signal),
    staleTime: 60_000,
  });

export function useAdminOverview(branchId?: string, enabled = true) {
  return useQuery({ ...adminOverviewQueryOptions(branchId), enabled });
}
