import type { Executor } from '../../db/client.ts';

/**
 * One interface for every payment provider (docs/architecture.md#payment-providers). "Paid" is always
 * what the provider says on the server, never what the browser reports.
 */
export type PaymentIntentStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';

export interface ProviderPaymentIntent {
  id: string;
  status: PaymentIntentStatus;
  amountLkr: number;
  currency: string;
  metadata: Record<string, string>;
  /** Set once the booking fee has been refunded. */
  refunded: boolean;
}

export interface CreatedPaymentIntent {
  id: string;
  clientSecret: string;
  /** A hosted checkout the browser POSTs as a form (PayHere); card-form providers have none. */
  checkout?: { action: string; fields: Record<string, string> };
  /**
   * PayHere: the same payment through its Preapproval form, which keeps the card; the fee is
   * then charged with the kept card (docs/decisions/0033-saved-cards.md). Posted instead of
   * `checkout` when the customer ticks "Save this card for next time".
   */
  keepCardCheckout?: { action: string; fields: Record<string, string> };
}

/** Who pays: hosted checkouts (PayHere) prefill and require these. */
export interface PayingCustomer {
  name: string;
  /** null: an account made by mobile number; PayHere then gets an empty address to fill in. */
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
}

/** A provider event that may finish a booking: only succeeded payments matter to us. */
export interface PaymentEvent {
  eventId: string;
  type: 'payment_succeeded' | 'other';
  paymentIntentId: string | undefined;
}

/**
 * When the sweep stops retrying a duplicate payment's refund the provider keeps refusing
 * (docs/decisions/0024-every-hold-ends.md): `handOver` runs in the transaction that marks it,
 * once, to queue the owner's mail.
 */
export interface DuplicateRefundGiveUp {
  now: Date;
  afterMs: number;
  handOver: (duplicate: { orderId: string; paymentId: string }, tx: Executor) => Promise<unknown>;
}

/** A card the provider keeps for a customer: its reference and what identifies it to them. */
export interface ProviderCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A saved card's charge, in Stripe.js confirmCardPayment's answer shape like the sandbox confirm. */
export type SavedCardCharge =
  | { paymentIntent: { id: string; status: string } }
  | { error: { message: string; code: string; decline_code?: string; payment_intent: { id: string } } };

/**
 * Saved cards (docs/decisions/0033-saved-cards.md): a provider that can keep a card and charge it
 * again without the customer typing it.
 */
export interface SavedCardSupport {
  /**
   * The provider's customer record for one of ours, made once (`idempotencyKey`); providers
   * that keep cards without one (sandbox, PayHere) have none.
   */
  createCustomer?(input: {
    name: string;
    email: string | null;
    userId: string;
    idempotencyKey: string;
  }): Promise<string>;
  /** The card a paid intent was asked to keep; undefined when it was not (or is not paid). */
  cardToKeep(intentId: string): Promise<ProviderCard | undefined>;
  /**
   * Pays an open intent with a kept card. `idempotencyKey` is one per hold, so a double tap
   * charges once; a decline answers with the provider's error, as a typed card's would.
   */
  chargeSavedCard(input: {
    intentId: string;
    card: ProviderCard;
    customerRef: string | undefined;
    idempotencyKey: string;
  }): Promise<SavedCardCharge | undefined>;
  /** Tells the provider to forget the card; one it no longer knows counts as forgotten. */
  forgetCard?(card: ProviderCard): Promise<void>;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe' | 'payhere';
  createIntent(input: {
    amountLkr: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
    customer?: PayingCustomer;
    /** The provider's customer record (a Stripe Customer), so the card paid with can be kept. */
    customerRef?: string;
  }): Promise<CreatedPaymentIntent>;
  retrieveIntent(id: string): Promise<ProviderPaymentIntent | undefined>;
  /**
   * The gateway's own records, for a provider whose retrieveIntent only knows the notifications
   * it received (PayHere): the sweep asks before letting a hold go, in case a notification was
   * lost. `now` paces repeated questions. Throws when the gateway does not answer.
   */
  lookUpWithGateway?(id: string, now: Date): Promise<ProviderPaymentIntent | undefined>;
  /**
   * Refunds payments recorded as duplicates (a second payment of an order already paid) whose
   * refund is still owed; the sweep calls it. Providers that cannot take two payments for one
   * intent have none.
   */
  refundDuplicatesOwed?(giveUp?: DuplicateRefundGiveUp): Promise<{ refunded: number; failures: unknown[] }>;
  /** Refunds the whole intent; a second call for the same intent is a no-op. */
  refund(id: string): Promise<{ refundId: string }>;
  /** Verifies the signature on the raw body; throws on a forged or malformed event. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent>;
  /** Present when the provider can keep cards (docs/decisions/0033-saved-cards.md). */
  savedCards?: SavedCardSupport;
}

export class WebhookSignatureError extends Error {}
