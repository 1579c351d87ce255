import { savedCardResponseSchema } from '@salon/contracts';
import type { SavedCard } from '@salon/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** docs/decisions/0033-saved-cards.md: keeps the card this paid booking fee was paid with. */
export async function keepSavedCard(paymentIntentId: string): Promise<SavedCard> {
  const answer = await apiRequest('/api/payments/saved-cards', {
    method: 'POST',
    body: { paymentIntentId },
    schema: savedCardResponseSchema,
  });
  return answer.data.card;
}
