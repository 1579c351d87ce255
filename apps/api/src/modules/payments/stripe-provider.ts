import Stripe from 'stripe';
import type {
  PaymentIntentStatus,
  PaymentProvider,
  ProviderCard,
  ProviderPaymentIntent,
  SavedCardCharge,
} from './payment-provider.ts';
import { WebhookSignatureError } from './payment-provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Another API origin such as `http://127.0.0.1:4010`: tests point the SDK at a local fake. */
  apiBase?: string;
}

function toHostOptions(apiBase: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiBase);
  const protocol = url.protocol.slice(0, -1);
  if (protocol !== 'http' && protocol !== 'https') throw new Error(`Unsupported Stripe API base: ${apiBase}`);
  return { host: url.hostname, port: url.port || (protocol === 'https' ? 443 : 80), protocol };
}

function toStatus(status: Stripe.PaymentIntent.Status): PaymentIntentStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'canceled';
    // Manual capture is never requested, and an authorised but uncaptured payment is not paid yet.
    case 'requires_capture':
      return 'processing';
    // requires_action / requires_confirmation and statuses newer than this code: not paid.
    default:
      return 'requires_payment_method';
  }
}

function toProviderIntent(intent: Stripe.PaymentIntent): ProviderPaymentIntent {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return {
    id: intent.id,
    status: toStatus(intent.status),
    amountLkr: intent.amount / 100,
    currency: intent.currency,
    metadata: intent.metadata,
    // Any refund counts, including a partial one made in the Dashboard: a booking fee is
    // refunded whole or not at all by us, and a second full refund would fail anyway.
    refunded: (charge?.amount_refunded ?? 0) > 0,
  };
}

const isStripeError = (error: unknown, code: string) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === code;

/** The card a paid intent was asked to keep: set up for future use, on a customer, paid by a card. */
function keptCard(intent: Stripe.PaymentIntent): ProviderCard | undefined {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  if (intent.status !== 'succeeded' || !intent.setup_future_usage || !intent.customer || !method?.card)
    return undefined;
  return {
    token: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

/** A card refusal in Stripe.js confirmCardPayment's shape, so the booking page shows it like a typed card's. */
function toDecline(
  error: InstanceType<typeof Stripe.errors.StripeCardError>,
  intentId: string,
): SavedCardCharge {
  return {
    error: {
      message: error.message,
      code: error.code ?? 'card_declined',
      ...(error.decline_code && { decline_code: error.decline_code }),
      payment_intent: { id: intentId },
    },
  };
}

/** Stripe through its official SDK (docs/architecture.md#payment-providers). Amounts travel in LKR cents. */
export function createStripeProvider({
  secretKey,
  webhookSecret,
  apiBase,
}: StripeProviderOptions): PaymentProvider {
  // No apiVersion: the SDK pins the version its types describe, so the two cannot drift.
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(apiBase && toHostOptions(apiBase)),
  });

  return {
    name: 'stripe',

    async createIntent({ amountLkr, idempotencyKey, metadata, customerRef }) {
      const intent = await stripe.paymentIntents.create(
        // The pinned API version (endive) refuses `payment_method_types` on create; the allow-list
        // replaces it and excludes `automatic_payment_methods`, so the intent stays card-only.
        // The customer lets the browser keep the card (setup_future_usage) and pay with it later.
        {
          amount: amountLkr * 100,
          currency: 'lkr',
          allowed_payment_method_types: ['card'],
          metadata,
          ...(customerRef && { customer: customerRef }),
        },
        { idempotencyKey },
      );
      if (!intent.client_secret) {
        throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
      }
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieveIntent(id) {
      try {
        // The charge carries the refund state; expanding it saves a second request.
        const intent = await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
        return toProviderIntent(intent);
      } catch (error) {
        if (isStripeError(error, 'resource_missing')) return undefined;
        throw error;
      }
    },

    async refund(id) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: id },
          { idempotencyKey: `refund-${id}` },
        );
        return { refundId: refund.id };
      } catch (error) {
        // Stripe forgets idempotency keys after 24 hours, and staff may refund in the Dashboard:
        // either way the refund already exists, so answer with it.
        if (!isStripeError(error, 'charge_already_refunded')) throw error;
        const { data } = await stripe.refunds.list({ payment_intent: id, limit: 1 });
        if (!data[0]) throw error;
        return { refundId: data[0].id };
      }
    },

    // docs/decisions/0033-saved-cards.md: a Stripe Customer per customer of ours; a kept card is a
    // PaymentMethod attached to it by the browser's confirm with setup_future_usage 'on_session'.
    savedCards: {
      async createCustomer({ name, email, userId, idempotencyKey }) {
        const customer = await stripe.customers.create(
          { name, ...(email && { email }), metadata: { userId } },
          { idempotencyKey },
        );
        return customer.id;
      },

      async cardToKeep(intentId) {
        try {
          return keptCard(await stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] }));
        } catch (error) {
          if (isStripeError(error, 'resource_missing')) return undefined;
          throw error;
        }
      },

      async chargeSavedCard({ intentId, card, idempotencyKey }) {
        try {
          // The intent was opened on the customer's Stripe Customer, which the card belongs to.
          const intent = await stripe.paymentIntents.confirm(
            intentId,
            { payment_method: card.token },
            { idempotencyKey },
          );
          // requires_action (3-D Secure asked for) is not paid: the page says the payment is not complete.
          return { paymentIntent: { id: intent.id, status: intent.status } };
        } catch (error) {
          if (error instanceof Stripe.errors.StripeCardError) return toDecline(error, intentId);
          if (isStripeError(error, 'resource_missing')) return undefined;
          // Paid already, by an earlier tap whose idempotent answer Stripe no longer keeps.
          if (isStripeError(error, 'payment_intent_unexpected_state')) {
            const intent = await stripe.paymentIntents.retrieve(intentId);
            if (intent.status === 'succeeded')
              return { paymentIntent: { id: intent.id, status: intent.status } };
          }
          throw error;
        }
      },

      async forgetCard(card) {
        try {
          await stripe.paymentMethods.detach(card.token);
        } catch (error) {
          if (!isStripeError(error, 'resource_missing')) throw error;
        }
      },
    },

    async parseWebhook(rawBody, signature) {
      if (!webhookSecret) throw new WebhookSignatureError('No Stripe webhook secret is configured');
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError('The Stripe webhook signature does not match its body', {
          cause: error,
        });
      }
      if (event.type === 'payment_intent.succeeded') {
        return { eventId: event.id, type: 'payment_succeeded', paymentIntentId: event.data.object.id };
      }
      const object: { object?: unknown; id?: unknown } = event.data.object;
      const paymentIntentId =
        object.object === 'payment_intent' && typeof object.id === 'string' ? object.id : undefined;
      return { eventId: event.id, type: 'other', paymentIntentId };
    },
  };
}
