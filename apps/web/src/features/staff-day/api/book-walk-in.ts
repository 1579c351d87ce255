import { staffFreeStartsResponseSchema, staffWalkInResponseSchema } from '@salon/contracts';
import type { StaffWalkInRequest, StaffWalkInResponse } from '@salon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { scheduleQueryKey } from './get-schedule.ts';

/** POST /api/staff/me/appointments: a walk-in for the stylist signed in (docs/decisions/0039-staff-accounts.md). */
export const bookWalkIn = (walkIn: StaffWalkInRequest): Promise<StaffWalkInResponse> =>
  apiRequest('/api/staff/me/appointments', {
    method: 'POST',
    body: walkIn,
    schema: staffWalkInResponseSchema,
  });

export function useBookWalkIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookWalkIn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKey }),
  });
}

/** The stylist's own free starts for these services on a date, as the desk sees them (a walk-in may start now). */
export async function getWalkInStarts(
  date: string,
  services: string[],
  branchId: string | undefined,
  signal?: AbortSignal,
) {
  const answer = await apiRequest('/api/staff/me/free-starts', {
    method: 'POST',
    // docs/decisions/0047-back-office-per-branch.md: absent, the branch of the stylist's shift that day.
    body: { date, services, ...(branchId && { branchId }) },
    schema: staffFreeStartsResponseSchema,
    signal,
  });
  return answer.data.freeStarts;
}

export function useWalkInStarts(date: string, services: string[], branchId?: string | undefined) {
  return useQuery({
    queryKey: ['staff', 'me', 'free-starts', date, services, branchId ?? 'their shift'],
    queryFn: ({ signal }) => getWalkInStarts(date, services, branchId, signal),
    enabled: services.length > 0 && date !== '',
  });
}
