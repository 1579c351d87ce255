import type { Appointment } from '@salon/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bookableDaysQueryKey, getBookableDays } from '../../../lib/bookable-days.ts';
import { servicesOf } from './get-free-times.ts';

/**
 * docs/product.md#2.11: which days of `month` (yyyy-MM) this appointment can move to; its own
 * time does not count against it. Nothing is asked while `month` is null (the dialog is shut).
 * `staffId`: another stylist than its own (absent keeps its own).
 */
export function useMoveDays(appointment: Appointment, month: string | null, staffId?: string) {
  return useQuery({
    queryKey: [...bookableDaysQueryKey, month ?? '', 'reschedule', appointment._id, staffId ?? null] as const,
    queryFn: ({ signal }) =>
      getBookableDays(
        {
          month: month!,
          services: servicesOf(appointment),
          appointmentId: appointment._id,
          ...(staffId && { staffId }),
        },
        signal,
      ),
    enabled: month !== null,
    // Days fill up as other customers book: never show an old answer as current.
    staleTime: 0,
    // The previous month stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
