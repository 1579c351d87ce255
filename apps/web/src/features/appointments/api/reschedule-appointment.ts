import { appointmentResponseSchema } from '@salon/contracts';
import type { Appointment, RescheduleRequest } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bookableDaysQueryKey } from '../../../lib/bookable-days.ts';
import { myAppointmentsQueryKey } from './get-my-appointments.ts';

export async function rescheduleAppointment({
  id,
  ...body
}: RescheduleRequest & { id: string }): Promise<Appointment> {
  const answer = await apiRequest(`/api/appointments/${encodeURIComponent(id)}/reschedule`, {
    method: 'POST',
    body,
    schema: appointmentResponseSchema,
  });
  return answer.data.appointment;
}

/** docs/product.md#2.11: the answer is the moved appointment; it replaces its old copy in the cached list. */
export function useRescheduleAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleAppointment,
    onSuccess: (moved) => {
      queryClient.setQueryData<Appointment[]>(myAppointmentsQueryKey, (list) =>
        list?.map((appointment) => (appointment._id === moved._id ? moved : appointment)),
      );
      // Both the old and the new day have other free times now.
      void queryClient.invalidateQueries({ queryKey: ['availability'] });
      void queryClient.invalidateQueries({ queryKey: bookableDaysQueryKey });
    },
  });
}
