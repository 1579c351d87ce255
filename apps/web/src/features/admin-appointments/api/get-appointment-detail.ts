import { adminAppointmentDetailResponseSchema } from '@salon/contracts';
import type { AdminAppointmentDetail } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const appointmentDetailKey = (id: string) => ['admin', 'appointment', id] as const;

export async function getAppointmentDetail(
  id: string,
  signal?: AbortSignal,
): Promise<AdminAppointmentDetail> {
  const answer = await apiRequest(`/api/appointments/${encodeURIComponent(id)}`, {
    schema: adminAppointmentDetailResponseSchema,
    signal,
  });
  return answer.data.appointment;
}

export function useAppointmentDetail(id: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: appointmentDetailKey(id ?? ''),
      queryFn: ({ signal }) => getAppointmentDetail(id ?? '', signal),
    }),
    enabled: id !== null,
  });
}
