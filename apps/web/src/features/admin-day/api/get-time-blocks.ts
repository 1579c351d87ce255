import { timeBlocksResponseSchema } from '@salon/contracts';
import type { TimeBlock } from '@salon/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { timeBlocksQueryKey } from './front-desk-keys.ts';

/**
 * GET /api/admin/time-blocks?date=: the day's blocked time (docs/decisions/0040-front-desk.md)
 * at a branch (docs/decisions/0045-branches.md; absent: the main one).
 */
export async function getTimeBlocks(
  date: string,
  branchId?: string,
  signal?: AbortSignal,
): Promise<TimeBlock[]> {
  const branch = branchId ? `&branchId=${encodeURIComponent(branchId)}` : '';
  const answer = await apiRequest(`/api/admin/time-blocks?date=${encodeURIComponent(date)}${branch}`, {
    schema: timeBlocksResponseSchema,
    signal,
  });
  return answer.data.timeBlocks;
}

export const timeBlocksQueryOptions = (date: string, branchId?: string) =>
  queryOptions({
    queryKey: timeBlocksQueryKey(date, branchId),
    queryFn: ({ signal }) => getTimeBlocks(date, branchId, signal),
    placeholderData: keepPreviousData,
  });

export function useTimeBlocks(date: string, branchId?: string, enabled = true) {
  return useQuery({ ...timeBlocksQueryOptions(date, branchId), enabled });
}
