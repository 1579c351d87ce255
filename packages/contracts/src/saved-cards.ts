import { z } from 'zod';
import { successResponseSchema } from './envelope.ts';

/**
 * Cards a customer kept for next time (docs/decisions/0033-saved-cards.md): what identifies one
 * to its owner, never its number. The provider's reference stays on the server.
 */
export const savedCardSchema = z.object({
  id: z.uuid(),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const savedCardsResponseSchema = successResponseSchema(z.object({ cards: z.array(savedCardSchema) }));
export type SavedCardsResponse = z.infer<typeof savedCardsResponseSchema>;

export const savedCardResponseSchema = successResponseSchema(z.object({ card: savedCardSchema }));

export const savedCardParamsSchema = z.object({ id: z.uuid({ error: 'Card not found' }) });

/** The payment (the hold's intent) to pay with a saved card, or whose card to keep. */
export const paymentIntentRefRequestSchema = z.object({
  paymentIntentId: z.string().min(1).max(200),
});
export type PaymentIntentRefRequest = z.infer<typeof paymentIntentRefRequestSchema>;

export const savedCardMessages = {
  notFound: 'Card not found',
  /** The payment was not made with a card the provider kept (the box was not ticked, or it failed). */
  nothingToSave: 'This payment has no card to save',
  deleted: 'Card removed',
  saved: 'Card saved for next time',
  saveBox: 'Save this card for next time',
  /** {brand} {last4} as the provider names them ('Visa', '4242'). */
  payWithSaved: 'Pay with {brand} ending {last4}',
  expires: 'Expires {month}/{year}',
  useAnother: 'Use another card',
  title: 'Saved cards',
  empty: 'No saved cards yet. Tick "Save this card for next time" when you pay and it will show here.',
  remove: 'Remove',
  removeCardLabel: 'Remove {brand} ending {last4}',
  confirmTitle: 'Remove this card?',
  confirmBody:
    'You will type the card details again next time you pay. Bookings already paid stay as they are.',
  keep: 'Keep card',
  loadFailed: 'Could not load your saved cards.',
  notSaved: 'Your booking is paid, but the card could not be saved.',
  /** A brand the provider names that the page does not know. */
  unknownBrand: 'Card',
} as const;
