import { timeBlocksResponseSchema } from '@salon/contracts';
import type { TimeBlock } from '@salon/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { timeBlocksQueryKey } from './front-desk-keys.ts';

/** GET /api/admin/time-blocks?date=: the day's blocked time (docs/decisions/0040-front-desk.md). */
export async function getTimeBlocks(date: string, signal?: AbortSignal): Promise<TimeBlock[]> {
  const answer = await apiRequest(`/api/admin/time-blocks?date=${encodeURIComponent(date)}`, {
    schema: timeBlocksResponseSchema,
    signal,
  });
  return answer.data.timeBlocks;
}

export const timeBlocksQueryOptions = (date: string) =>
  queryOptions({
    queryKey: timeBlocksQueryKey(date),
    queryFn: ({ signal }) => getTimeBlocks(date, signal),
    placeholderData: keepPreviousData,
  });

export function useTimeBlocks(date: string) {
  return useQuery(timeBlocksQueryOptions(date));
}
