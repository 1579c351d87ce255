import { appointmentResponseSchema } from '@salon/contracts';
import type { Appointment, CreateAppointmentRequest } from '@salon/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Idempotent per payment intent on the server, so a retried call cannot book twice. */
export async function createAppointment(body: CreateAppointmentRequest): Promise<Appointment> {
  const answer = await apiRequest('/api/appointments/create', {
    method: 'POST',
    body,
    schema: appointmentResponseSchema,
  });
  return answer.data.appointment;
}
