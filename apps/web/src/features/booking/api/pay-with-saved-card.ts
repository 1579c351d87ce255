import { sandboxConfirmResponseSchema } from '@salon/contracts';
import type { SandboxConfirmResponse } from '@salon/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * docs/decisions/0033-saved-cards.md: pays the hold's booking fee with a saved card. The answer has
 * the card confirmation's shape, so the booking flow treats it like a typed card.
 */
export function payWithSavedCard(cardId: string, paymentIntentId: string): Promise<SandboxConfirmResponse> {
  return apiRequest(`/api/payments/saved-cards/${encodeURIComponent(cardId)}/pay`, {
    method: 'POST',
    body: { paymentIntentId },
    schema: sandboxConfirmResponseSchema,
  });
}
