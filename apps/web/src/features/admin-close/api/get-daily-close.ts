import { dailyCloseResponseSchema } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/admin/daily-close?date=: a salon day's visits, the money of each, and the totals, at
 * one branch or (no branchId) every branch with each one's totals (docs/decisions/0045-branches.md).
 */
export async function getDailyClose(date: string, branchId?: string, signal?: AbortSignal) {
  const branch = branchId ? `&branchId=${encodeURIComponent(branchId)}` : '';
  const answer = await apiRequest(`/api/admin/daily-close?date=${date}${branch}`, {
    schema: dailyCloseResponseSchema,
    signal,
  });
  return answer.data.close;
}

export const dailyCloseQueryOptions = (date: string, branchId?: string) =>
  queryOptions({
    queryKey: ['admin', 'daily-close', date, branchId ?? 'all'],
    queryFn: ({ signal }) => getDailyClose(date, branchId, signal),
  });

export function useDailyClose(date: string, branchId?: string, enabled = true) {
  return useQuery({ ...dailyCloseQueryOptions(date, branchId), enabled });
}
