import { adminDayResponseSchema } from '@salon/contracts';
import type { AdminDay } from '@salon/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** A day's key; its branch last, so refreshing a date (`['admin', 'day', date]`) refreshes every branch's. */
export const adminDayQueryKey = (date: string, branchId?: string) =>
  branchId ? (['admin', 'day', date, branchId] as const) : (['admin', 'day', date] as const);

/** GET /api/admin/day: the day at a branch (docs/decisions/0045-branches.md; absent: the main one). */
export async function getAdminDay(date: string, branchId?: string, signal?: AbortSignal): Promise<AdminDay> {
  const branch = branchId ? `&branchId=${encodeURIComponent(branchId)}` : '';
  const answer = await apiRequest(`/api/admin/day?date=${encodeURIComponent(date)}${branch}`, {
    schema: adminDayResponseSchema,
    signal,
  });
  return answer.data.day;
}

export const adminDayQueryOptions = (date: string, branchId?: string) =>
  queryOptions({
    queryKey: adminDayQueryKey(date, branchId),
    queryFn: ({ signal }) => getAdminDay(date, branchId, signal),
    placeholderData: keepPreviousData,
    // Checkout holds come and go within minutes: the day on screen follows them.
    refetchInterval: 60_000,
  });

export function useAdminDay(date: string, branchId?: string, enabled = true) {
  return useQuery({ ...adminDayQueryOptions(date, branchId), enabled });
}
