import { availabilityResponseSchema } from '@salon/contracts';
import type { Appointment } from '@salon/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The appointment's own services, as check-availability takes them. */
export const servicesOf = (appointment: Appointment) =>
  appointment.services.map((line) => ({ _id: line.service._id, quantity: line.quantity }));

export async function getFreeTimes(
  appointment: Appointment,
  date: string,
  staffId: string | undefined,
  signal?: AbortSignal,
): Promise<string[]> {
  const answer = await apiRequest('/api/appointments/check-availability', {
    method: 'POST',
    body: {
      date,
      services: servicesOf(appointment),
      appointmentId: appointment._id,
      ...(staffId && { staffId }),
    },
    schema: availabilityResponseSchema,
    signal,
  });
  return answer.data.availableSlots;
}

/**
 * docs/product.md#2.11: the free start times of `date` for this appointment's services, its own
 * time not counting against it; none asked without a date. `staffId`: another stylist than its
 * own (absent keeps its own; docs/decisions/0036-stylists.md).
 */
export function useFreeTimes(appointment: Appointment, date: string | null, staffId?: string) {
  return useQuery({
    queryKey: ['availability', date ?? '', 'reschedule', appointment._id, staffId ?? null] as const,
    queryFn: ({ signal }) => getFreeTimes(appointment, date!, staffId, signal),
    enabled: date !== null,
    // Slots are taken by other customers all the time: never show an old answer as current.
    staleTime: 0,
  });
}
