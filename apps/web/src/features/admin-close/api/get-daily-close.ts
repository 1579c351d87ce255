import { dailyCloseResponseSchema } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/daily-close?date=: a salon day's visits, the money of each, and the totals. */
export async function getDailyClose(date: string, signal?: AbortSignal) {
  const answer = await apiRequest(`/api/admin/daily-close?date=${date}`, {
    schema: dailyCloseResponseSchema,
    signal,
  });
  return answer.data.close;
}

export const dailyCloseQueryOptions = (date: string) =>
  queryOptions({
    queryKey: ['admin', 'daily-close', date],
    queryFn: ({ signal }) => getDailyClose(date, signal),
  });

export function useDailyClose(date: string) {
  return useQuery(dailyCloseQueryOptions(date));
}
