import { appointmentMessages, paymentIntentResponseSchema } from '@salon/contracts';
import type { CreatePaymentIntentRequest } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { hasErrorCode } from '../../../lib/api-error.ts';

export interface PaymentIntent {
  clientSecret: string;
  paymentIntentId: string;
  /** PayHere: the hosted checkout form, every field signed by the server. */
  checkout?: { action: string; fields: Record<string, string> } | undefined;
  /** PayHere: its Preapproval form for the same payment, which keeps the card (docs/decisions/0033-saved-cards.md). */
  keepCardCheckout?: { action: string; fields: Record<string, string> } | undefined;
  /** When the hold ends (ISO): a hosted checkout is not payable after it. */
  holdExpiresAt?: string | undefined;
}

/** docs/product.md#5: an answer without a client secret cannot start a payment. */
export class InvalidPaymentResponseError extends Error {
  constructor() {
    super(appointmentMessages.invalidPaymentResponse);
  }
}

/** docs/architecture.md#booking-and-payment step 1: holds the slot for 15 minutes and opens the intent. */
export async function createPaymentIntent(body: CreatePaymentIntentRequest): Promise<PaymentIntent> {
  try {
    const answer = await apiRequest('/api/appointments/create-payment-intent', {
      method: 'POST',
      body,
      schema: paymentIntentResponseSchema,
    });
    if (!answer.clientSecret) throw new InvalidPaymentResponseError();
    return {
      clientSecret: answer.clientSecret,
      paymentIntentId: answer.paymentIntentId,
      checkout: answer.data.checkout,
      keepCardCheckout: answer.data.keepCardCheckout,
      holdExpiresAt: answer.data.holdExpiresAt,
    };
  } catch (error) {
    if (hasErrorCode(error, 'INVALID_RESPONSE')) throw new InvalidPaymentResponseError();
    throw error;
  }
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
