import { useQuery } from '@tanstack/react-query';
import { hasErrorCode } from '../../../lib/api-error.ts';
import { createAppointment } from '../api/create-appointment.ts';

export interface PayHereReturnOptions {
  /** Between two asks while PayHere has not confirmed the payment yet. */
  intervalMs?: number;
  /** How many asks before the page says the payment is still not confirmed. */
  attempts?: number;
  /** Once booked: the page drops the cached cart and appointment list (docs/product.md#4.5). */
  onBooked?: () => void;
}

/**
 * docs/architecture.md#payment-providers: back from PayHere, the browser only asks whether the
 * payment it names has booked, and keeps asking while the answer is "not completed" (402);
 * PayHere's signed notify to the server is what books it.
 */
export function usePayHereReturn(
  orderId: string | null,
  { intervalMs = 2000, attempts = 30, onBooked }: PayHereReturnOptions = {},
) {
  return useQuery({
    queryKey: ['payhere-return', orderId],
    queryFn: async () => {
      const appointment = await createAppointment({ paymentIntentId: orderId! });
      onBooked?.();
      return appointment;
    },
    enabled: orderId !== null,
    retry: (failures, error) => hasErrorCode(error, 'PAYMENT_REQUIRED') && failures < attempts,
    retryDelay: intervalMs,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
