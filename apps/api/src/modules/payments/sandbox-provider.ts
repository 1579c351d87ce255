import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type {
  PaymentEvent,
  PaymentProvider,
  ProviderPaymentIntent,
  SavedCardSupport,
} from './payment-provider.ts';
import { WebhookSignatureError } from './payment-provider.ts';
import type { SandboxCard } from './sandbox-cards.ts';
import { cardBrand, chargeOutcome, savedCardOutcome } from './sandbox-cards.ts';
import { createSandboxPaymentIntentsRepository } from './sandbox-payment-intents.repository.ts';
import type { SandboxPaymentIntentRow } from './sandbox-payment-intents.repository.ts';

const randomId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/** Stripe.js `confirmCardPayment`'s answer shape (docs/architecture.md#payment-providers). */
export type SandboxConfirmResult =
  | { paymentIntent: { id: string; status: 'succeeded' } }
  | { error: { message: string; code: string; decline_code?: string; payment_intent: { id: string } } };

export type SandboxProvider = PaymentProvider & {
  /** `keepCard`: keep the card for next time if the payment succeeds (docs/decisions/0033-saved-cards.md). */
  confirm(
    clientSecret: string,
    card: SandboxCard,
    options?: { keepCard?: boolean },
  ): Promise<SandboxConfirmResult | undefined>;
  savedCards: SavedCardSupport;
};

/**
 * The default provider: intents live in our database, and Stripe's test cards behave as they
 * do on Stripe. No keys, no network: a product feature for development, demos and tests.
 */
export function createSandboxProvider(db: Database, clock: Clock): SandboxProvider {
  const intents = createSandboxPaymentIntentsRepository(db);
  const toIntent = (row: SandboxPaymentIntentRow): ProviderPaymentIntent => ({
    id: row.id,
    status: row.status,
    amountLkr: row.amountMinor / 100,
    currency: row.currency,
    metadata: row.metadata,
    refunded: row.refundId !== null,
  });

  return {
    name: 'sandbox',

    async createIntent({ amountLkr, idempotencyKey, metadata }) {
      const existing = await intents.findByIdempotencyKey(idempotencyKey);
      if (existing) return { id: existing.id, clientSecret: existing.clientSecret };
      const id = randomId('pi');
      const clientSecret = `${id}_secret_${randomBytes(12).toString('hex')}`;
      await intents.insert({
        id,
        clientSecret,
        amountMinor: amountLkr * 100,
        currency: 'lkr',
        status: 'requires_payment_method',
        metadata,
        idempotencyKey,
      });
      return { id, clientSecret };
    },

    async retrieveIntent(id) {
      const row = await intents.findById(id);
      return row && toIntent(row);
    },

    /** Like Stripe with one idempotency key per intent: a second refund answers the first. */
    async refund(id) {
      const refundId = randomId('re');
      await intents.setRefundOnce(id, refundId);
      const row = await intents.findById(id);
      return { refundId: row?.refundId ?? refundId };
    },

    async parseWebhook(): Promise<PaymentEvent> {
      // The sandbox confirms on our own server, so there is nothing to receive.
      throw new WebhookSignatureError('The sandbox provider sends no webhooks');
    },

    async confirm(clientSecret, card, { keepCard = false } = {}) {
      const row = await intents.findByClientSecret(clientSecret);
      if (!row) return undefined;
      if (row.status === 'succeeded') return { paymentIntent: { id: row.id, status: 'succeeded' } };
      const decline = chargeOutcome(card, clock.now());
      if (decline) {
        await intents.update(row.id, { lastError: { code: decline.code, message: decline.message } });
        return {
          error: {
            message: decline.message,
            code: decline.code,
            ...(decline.declineCode && { decline_code: decline.declineCode }),
            payment_intent: { id: row.id },
          },
        };
      }
      const number = card.number.replace(/[\s-]/g, '');
      // Like a PaymentMethod attached to a Stripe Customer: a reference and what identifies the card.
      const savedCard = keepCard
        ? {
            token: randomId('pm'),
            brand: cardBrand(number),
            last4: number.slice(-4),
            expMonth: card.expMonth,
            expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
          }
        : null;
      await intents.update(row.id, { status: 'succeeded', lastError: null, savedCard });
      return { paymentIntent: { id: row.id, status: 'succeeded' } };
    },

    savedCards: {
      async cardToKeep(intentId) {
        const row = await intents.findById(intentId);
        return row?.status === 'succeeded' ? (row.savedCard ?? undefined) : undefined;
      },

      async chargeSavedCard({ intentId, card }) {
        const row = await intents.findById(intentId);
        if (!row) return undefined;
        // Paid already (a second tap, a retry): answered as paid, never charged twice.
        if (row.status === 'succeeded') return { paymentIntent: { id: row.id, status: 'succeeded' } };
        const decline = savedCardOutcome(card, clock.now());
        if (decline) {
          await intents.update(row.id, { lastError: { code: decline.code, message: decline.message } });
          return { error: { message: decline.message, code: decline.code, payment_intent: { id: row.id } } };
        }
        await intents.update(row.id, { status: 'succeeded', lastError: null });
        return { paymentIntent: { id: row.id, status: 'succeeded' } };
      },
    },
  };
}
