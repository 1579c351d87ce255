import { adminDayResponseSchema } from '@salon/contracts';
import type { AdminDay } from '@salon/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminDayQueryKey = (date: string) => ['admin', 'day', date] as const;

export async function getAdminDay(date: string, signal?: AbortSignal): Promise<AdminDay> {
  const answer = await apiRequest(`/api/admin/day?date=${encodeURIComponent(date)}`, {
    schema: adminDayResponseSchema,
    signal,
  });
  return answer.data.day;
}

export const adminDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: adminDayQueryKey(date),
    queryFn: ({ signal }) => getAdminDay(date, signal),
    placeholderData: keepPreviousData,
    // Checkout holds come and go within minutes: the day on screen follows them.
    refetchInterval: 60_000,
  });

export function useAdminDay(date: string) {
  return useQuery(adminDayQueryOptions(date));
}
