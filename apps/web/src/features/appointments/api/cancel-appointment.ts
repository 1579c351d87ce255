import { cancelAppointmentResponseSchema } from '@salon/contracts';
import type { Appointment, FeeRefund } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { myAppointmentsQueryKey } from './get-my-appointments.ts';

export async function cancelAppointment(
  id: string,
): Promise<{ appointment: Appointment; refund: FeeRefund }> {
  const answer = await apiRequest(`/api/appointments/${encodeURIComponent(id)}/cancel`, {
    method: 'PATCH',
    schema: cancelAppointmentResponseSchema,
  });
  return answer.data;
}

/** The answer is the cancelled appointment: it replaces its old copy in the cached list. */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: ({ appointment: cancelled }) =>
      queryClient.setQueryData<Appointment[]>(myAppointmentsQueryKey, (list) =>
        list?.map((appointment) => (appointment._id === cancelled._id ? cancelled : appointment)),
      ),
  });
}
