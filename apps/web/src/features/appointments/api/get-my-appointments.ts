import { appointmentsResponseSchema } from '@salon/contracts';
import type { Appointment } from '@salon/contracts';
import { APPOINTMENT_CACHE_MS } from '../../../lib/ui-timings.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const myAppointmentsQueryKey = ['appointments', 'mine'] as const;

export async function getMyAppointments(signal?: AbortSignal): Promise<Appointment[]> {
  const answer = await apiRequest('/api/appointments/my-appointments', {
    schema: appointmentsResponseSchema,
    signal,
  });
  return answer.data.appointments;
}

/** docs/product.md#4.5 and docs/product.md#9: the list is cached for 5 minutes unless a refresh is forced. */
export const myAppointmentsQueryOptions = queryOptions({
  queryKey: myAppointmentsQueryKey,
  queryFn: ({ signal }) => getMyAppointments(signal),
  staleTime: APPOINTMENT_CACHE_MS,
});

export function useMyAppointments() {
  return useQuery(myAppointmentsQueryOptions);
}
