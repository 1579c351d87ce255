import { staffScheduleResponseSchema } from '@salon/contracts';
import type { StaffSchedule } from '@salon/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The stylist's own visits, shifts and time off from `from` to `to` (docs/decisions/0039-staff-accounts.md). */
export async function getSchedule(from: string, to: string, signal?: AbortSignal): Promise<StaffSchedule> {
  const query = new URLSearchParams({ from, to });
  const answer = await apiRequest(`/api/staff/me/schedule?${query.toString()}`, {
    schema: staffScheduleResponseSchema,
    signal,
  });
  return answer.data;
}

export const scheduleQueryKey = ['staff', 'me', 'schedule'] as const;

export const scheduleQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [...scheduleQueryKey, from, to],
    queryFn: ({ signal }) => getSchedule(from, to, signal),
    // A visit's marks come from colleagues at the front desk too: look again now and then.
    refetchInterval: 60_000,
  });

export function useSchedule(from: string, to: string) {
  return useQuery({ ...scheduleQueryOptions(from, to), placeholderData: keepPreviousData });
}
