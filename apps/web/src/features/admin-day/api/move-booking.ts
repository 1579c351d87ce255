import { deskAppointmentResponseSchema } from '@salon/contracts';
import type { MoveDeskAppointmentRequest } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshDesk } from './front-desk-keys.ts';

export interface MoveBookingInput extends MoveDeskAppointmentRequest {
  id: string;
  /** The day it is on now, which changes too. */
  fromDate: string;
}

/** POST /api/admin/appointments/:id/move: another time, stylist, branch or several; the customer is told. */
export async function moveBooking({ id, fromDate: _fromDate, ...move }: MoveBookingInput) {
  const answer = await apiRequest(`/api/admin/appointments/${id}/move`, {
    method: 'POST',
    body: move,
    schema: deskAppointmentResponseSchema,
  });
  return answer.data.appointment;
}

export function useMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveBooking,
    onSettled: (_data, _error, move) => refreshDesk(queryClient, [move.fromDate, move.date]),
  });
}
