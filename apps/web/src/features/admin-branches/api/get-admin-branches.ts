import { adminBranchesResponseSchema } from '@salon/contracts';
import type { AdminBranch } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/branches: every branch, closed ones too, the main one first (docs/decisions/0045-branches.md). */
export async function getAdminBranches(signal?: AbortSignal): Promise<AdminBranch[]> {
  const answer = await apiRequest('/api/admin/branches', { schema: adminBranchesResponseSchema, signal });
  return answer.data.branches;
}

export const adminBranchesQueryOptions = queryOptions({
  queryKey: ['admin', 'branches'] as const,
  queryFn: ({ signal }) => getAdminBranches(signal),
});

export function useAdminBranches() {
  return useQuery(adminBranchesQueryOptions);
}
