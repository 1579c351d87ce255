import { deskAppointmentResponseSchema } from '@salon/contracts';
import type { CreateDeskAppointmentRequest } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshDesk } from './front-desk-keys.ts';

/** POST /api/admin/appointments: a booking made at the desk; 409 SLOT_TAKEN with the nearest free starts. */
export async function createDeskBooking(booking: CreateDeskAppointmentRequest) {
  const answer = await apiRequest('/api/admin/appointments', {
    method: 'POST',
    body: booking,
    schema: deskAppointmentResponseSchema,
  });
  return { appointment: answer.data.appointment, customerName: answer.data.appointment.customer?.name ?? '' };
}

export function useCreateDeskBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeskBooking,
    onSettled: (_data, _error, booking) => refreshDesk(queryClient, [booking.date]),
  });
}
