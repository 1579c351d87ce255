import { payhereMessages } from '@salon/contracts';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database, Executor } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import type { Clock } from '../../lib/clock.ts';
import type {
  DuplicateRefundGiveUp,
  PaymentIntentStatus,
  PaymentProvider,
  ProviderCard,
  ProviderPaymentIntent,
  SavedCardCharge,
  SavedCardSupport,
} from './payment-provider.ts';
import { WebhookSignatureError } from './payment-provider.ts';
import { createPayHereMerchantApi } from './payhere-merchant-api.ts';
import { createPayHerePaymentsRepository } from './payhere-payments.repository.ts';
import type { PayHereDuplicatePaymentRow, PayHerePaymentRow } from './payhere-payments.repository.ts';

export interface PayHereOptions {
  db: Database;
  merchantId: string;
  merchantSecret: string;
  /** The Merchant API's app credentials: refunds go through it. */
  appId: string;
  appSecret: string;
  /** https://sandbox.payhere.lk, https://www.payhere.lk, or a local fake in tests. */
  apiBase: string;
  /** The site's public origin: PayHere sends the customer back here and notifies us here. */
  appUrl: string;
  /** Dates a duplicate payment, so the sweep's day for its refund counts in the app's time. */
  clock?: Clock;
}

/** A notify PayHere (or someone pretending to be it) sent that must change nothing. */
export class PayHereNotifyError extends Error {}

/** What a verified notify asks of the booking side. */
export interface PayHereNotifyOutcome {
  orderId: string;
  /**
   * `ignored`: a replay, or a notify older than what the order already knows. `duplicate`: a
   * second payment of an order already paid, recorded to be refunded (`paymentId` names it).
   */
  action: 'paid' | 'failed' | 'chargeback' | 'pending' | 'ignored' | 'duplicate';
  paymentId?: string;
}

/** A second payment of an order already paid, just recorded to be refunded. */
export interface DuplicatePayment {
  orderId: string;
  paymentId: string;
}

export interface NotifyHooks {
  /**
   * Called in the transaction that records a duplicate payment, only the first time it is
   * recorded: the customer's and the salon's messages commit with the record or not at all.
   */
  onDuplicate?: (duplicate: DuplicatePayment, tx: Executor) => Promise<unknown>;
}

export type PayHereProvider = PaymentProvider & {
  readonly name: 'payhere';
  savedCards: SavedCardSupport;
  receiveNotify(fields: Record<string, unknown>, hooks?: NotifyHooks): Promise<PayHereNotifyOutcome>;
  /** Refunds one recorded duplicate payment; a second call answers the first refund. */
  refundDuplicate(paymentId: string): Promise<{ refundId: string }>;
};

export const PAYHERE_STATUS = { paid: 2, pending: 0, cancelled: -1, failed: -2, chargedBack: -3 } as const;

const md5Upper = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

/** PayHere's amount format: two decimals, no thousands separator ("1000.00"). */
export const formatPayHereAmount = (amountMinor: number) => (amountMinor / 100).toFixed(2);

/** The checkout's request hash as PayHere documents it. */
export function payhereCheckoutHash(
  merchantId: string,
  orderId: string,
  amount: string,
  currency: string,
  merchantSecret: string,
) {
  return md5Upper(merchantId + orderId + amount + currency + md5Upper(merchantSecret));
}

/** The notify's md5sig as PayHere documents it. */
export function payhereNotifySignature(
  merchantId: string,
  orderId: string,
  amount: string,
  currency: string,
  statusCode: string,
  merchantSecret: string,
) {
  return md5Upper(merchantId + orderId + amount + currency + statusCode + md5Upper(merchantSecret));
}

function sameText(a: string, b: string) {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * How far along an order is. A notify only ever moves it forward, so a late or reordered one
 * (a pending after paid, a failure after paid) changes nothing (docs/decisions/0017-payhere.md).
 * A paid notify after a failed one is a later successful attempt on the same checkout.
 */
function rank(statusCode: number | null): number {
  switch (statusCode) {
    case PAYHERE_STATUS.pending:
      return 1;
    case PAYHERE_STATUS.cancelled:
    case PAYHERE_STATUS.failed:
      return 2;
    case PAYHERE_STATUS.paid:
      return 3;
    case PAYHERE_STATUS.chargedBack:
      return 4;
    default:
      return 0;
  }
}

function toStatus(statusCode: number | null): PaymentIntentStatus {
  switch (statusCode) {
    // A charged-back payment was paid: the booking it made stays, marked by the notify.
    case PAYHERE_STATUS.paid:
    case PAYHERE_STATUS.chargedBack:
      return 'succeeded';
    case PAYHERE_STATUS.pending:
      return 'processing';
    case PAYHERE_STATUS.cancelled:
    case PAYHERE_STATUS.failed:
      return 'canceled';
    default:
      return 'requires_payment_method';
  }
}

const NOT_GIVEN = 'Not given';

const BRANDS: Record<string, string> = { VISA: 'visa', MASTER: 'mastercard', AMEX: 'amex' };

/**
 * The card a paid notify carries a customer_token for (PayHere's tokenisation: a preapproval, or
 * a checkout with tokenisation on), as PayHere masks it: card_no '************1292', card_expiry
 * 'MM/YY'. Anything unreadable keeps nothing rather than a guess.
 */
export function cardFromNotify(raw: Record<string, unknown>): ProviderCard | undefined {
  const { customer_token: token, card_no: number, card_expiry: expiry, method } = raw;
  if (typeof token !== 'string' || token === '' || typeof number !== 'string' || typeof expiry !== 'string')
    return undefined;
  const last4 = /(\d{4})$/.exec(number)?.[1];
  const [, month, year] = /^(\d{2})\/(\d{2})$/.exec(expiry.trim()) ?? [];
  if (!last4 || !month || !year || Number(month) < 1 || Number(month) > 12) return undefined;
  return {
    token,
    brand: BRANDS[typeof method === 'string' ? method.toUpperCase() : ''] ?? 'unknown',
    last4,
    expMonth: Number(month),
    expYear: 2000 + Number(year),
  };
}

/**
 * The order id of a hold's Preapproval (the hold's own id and this ending): signed in the form's
 * hash and in the notify's md5sig, so no one can turn a checkout into a preapproval or back.
 */
export const KEEP_CARD_SUFFIX = '-keep';

const DECLINED = { code: 'card_declined', message: 'Your card was declined.' } as const;

/** The wait before the sweep's second question to PayHere about an unsettled order. */
const FIRST_RECHECK_MS = 15 * 60_000;

const NOTIFY_FIELDS = [
  'merchant_id',
  'order_id',
  'payment_id',
  'payhere_amount',
  'payhere_currency',
  'status_code',
  'md5sig',
] as const;

/**
 * PayHere's hosted checkout (docs/architecture.md#payment-providers). Our table keeps each
 * checkout; only notifies whose md5sig verifies change it, so "paid" is PayHere's word on the
 * server, never the browser's return to our site.
 */
export function createPayHereProvider(options: PayHereOptions): PayHereProvider {
  const { db, merchantId, merchantSecret, clock = systemClock } = options;
  const merchantApi = createPayHereMerchantApi(options);
  const orders = createPayHerePaymentsRepository(db);

  const toIntent = (row: PayHerePaymentRow): ProviderPaymentIntent => ({
    id: row.orderId,
    status: toStatus(row.statusCode),
    amountLkr: row.amountMinor / 100,
    currency: row.currency.toLowerCase(),
    metadata: row.metadata,
    refunded: row.refundId !== null,
  });

  const findOrder = (orderId: string) => orders.findOrder(orderId);

  /** Whether the sweep may ask PayHere about this order again: each wait doubles the one before. */
  const dueForGatewayCheck = (row: PayHerePaymentRow, now: Date) =>
    row.gatewayCheckedAt === null ||
    now.getTime() >=
      row.gatewayCheckedAt.getTime() + FIRST_RECHECK_MS * 2 ** Math.max(0, row.gatewayChecks - 1);

  /** Records a payment as a paid notify would, moving the order only forward. */
  async function recordPaid(orderId: string, paymentId: string) {
    return orders.transaction(async (tx) => {
      const row = await orders.lockOrder(tx, orderId);
      if (!row || rank(PAYHERE_STATUS.paid) <= rank(row.statusCode)) return row;
      return orders.updateOrder(orderId, { statusCode: PAYHERE_STATUS.paid, paymentId }, tx);
    });
  }

  /** Refunds one recorded duplicate payment; a second call answers the first refund. */
  async function refundDuplicate(paymentId: string) {
    const row = await orders.findDuplicate(paymentId);
    if (!row) throw new Error(`No duplicate PayHere payment ${paymentId}`);
    if (row.refundId) return { refundId: row.refundId };
    const refundId = await merchantApi.refund(paymentId, 'Duplicate booking fee refund');
    await orders.setDuplicateRefund(paymentId, refundId);
    return { refundId };
  }

  /** Stops retrying a refused duplicate refund and lets `giveUp` queue the owner's mail, once. */
  async function handOverDuplicate(duplicate: PayHereDuplicatePaymentRow, giveUp: DuplicateRefundGiveUp) {
    await orders.transaction(async (tx) => {
      if (await orders.markDuplicateNeedsOwner(tx, duplicate.paymentId, giveUp.now))
        await giveUp.handOver({ orderId: duplicate.orderId, paymentId: duplicate.paymentId }, tx);
    });
  }

  /**
   * The Charging API pays the order with the kept card's customer_token. PayHere takes no
   * idempotency key, so the order is claimed first: a second tap, or a retry while a charge
   * is under way or after one whose answer was lost, charges nothing.
   */
  async function chargeWithCard(intentId: string, card: ProviderCard): Promise<SavedCardCharge | undefined> {
    const claimed = await orders.claimCharge(
      intentId,
      clock.now(),
      [PAYHERE_STATUS.cancelled, PAYHERE_STATUS.failed],
      PAYHERE_STATUS.failed,
    );
    if (!claimed) {
      const row = await findOrder(intentId);
      if (!row) return undefined;
      return {
        paymentIntent: {
          id: row.orderId,
          status: toStatus(row.statusCode) === 'succeeded' ? 'succeeded' : 'processing',
        },
      };
    }
    // No readable answer throws with the claim kept: the money may have moved, and the
    // sweep's search in PayHere's records settles the order (docs/decisions/0017-payhere.md).
    const result = await merchantApi.charge({
      orderId: claimed.orderId,
      items: payhereMessages.checkoutItem,
      amount: claimed.amountMinor / 100,
      currency: claimed.currency,
      customerToken: card.token,
    });
    if (result.paid) {
      await recordPaid(claimed.orderId, result.paymentId);
      return { paymentIntent: { id: claimed.orderId, status: 'succeeded' } };
    }
    await orders.releaseCharge(claimed.orderId);
    return { error: { ...DECLINED, payment_intent: { id: claimed.orderId } } };
  }

  /**
   * A verified Preapproval notify (docs/decisions/0033-saved-cards.md): PayHere kept the card and
   * took no money, so the hold's fee is charged now with its customer_token, through the same
   * claim as a saved card's payment: a replay charges nothing, and a charge whose answer is lost
   * keeps the claim for the sweep's search in PayHere's records (docs/decisions/0017-payhere.md).
   * The notify's amount is not read: what is charged is the order's own amount.
   */
  async function receivePreapproval(
    keepOrderId: string,
    statusCode: number,
    raw: Record<string, unknown>,
  ): Promise<PayHereNotifyOutcome> {
    const orderId = keepOrderId.slice(0, -KEEP_CARD_SUFFIX.length);
    const row = await findOrder(orderId);
    if (!row) throw new PayHereNotifyError(payhereMessages.notifyUnknownOrder);
    const card = statusCode === PAYHERE_STATUS.paid ? cardFromNotify(raw) : undefined;
    // A cancelled or refused preapproval kept no card and took no money: the hold waits as it is.
    // An order paid already (its checkout too was paid) is not charged again.
    if (!card || rank(row.statusCode) >= rank(PAYHERE_STATUS.paid)) return { orderId, action: 'ignored' };
    await orders.updateOrder(orderId, { keptCard: card });
    let charge: SavedCardCharge | undefined;
    try {
      charge = await chargeWithCard(orderId, card);
    } catch {
      // No readable answer: the claim stays, and the sweep books or refunds what PayHere recorded.
      return { orderId, action: 'pending' };
    }
    if (!charge) return { orderId, action: 'ignored' };
    if ('error' in charge) return { orderId, action: 'failed' };
    return { orderId, action: charge.paymentIntent.status === 'succeeded' ? 'paid' : 'pending' };
  }

  return {
    name: 'payhere',

    async createIntent({ amountLkr, idempotencyKey, metadata, customer }) {
      // The hold's id is the order id, so a notify names the hold it pays for.
      const orderId = metadata.reservationId ?? idempotencyKey;
      await orders.insertOrderOnce({
        orderId,
        amountMinor: Math.round(amountLkr * 100),
        currency: 'LKR',
        metadata,
      });
      const row = (await findOrder(orderId))!;
      const amount = formatPayHereAmount(row.amountMinor);
      const [firstName = '', ...rest] = (customer?.name ?? '').trim().split(/\s+/);
      const checkoutFields = (payOrderId: string, returnQuery: string): Record<string, string> => ({
        merchant_id: merchantId,
        return_url: `${options.appUrl}/book-appointment/payhere-return?order_id=${encodeURIComponent(orderId)}${returnQuery}`,
        cancel_url: `${options.appUrl}/book-appointment?payhere=cancelled&order_id=${encodeURIComponent(orderId)}`,
        notify_url: `${options.appUrl}/api/payments/payhere/notify`,
        order_id: payOrderId,
        items: payhereMessages.checkoutItem,
        currency: row.currency,
        amount,
        first_name: firstName,
        // PayHere requires every contact field; a one-word name is its own last name.
        last_name: rest.join(' ') || firstName,
        email: customer?.email ?? '',
        phone: customer?.phone ?? '',
        // PayHere refuses an empty address or city; accounts need neither, so the gap is said plainly.
        address: customer?.address || NOT_GIVEN,
        city: customer?.city || NOT_GIVEN,
        country: 'Sri Lanka',
        hash: payhereCheckoutHash(merchantId, payOrderId, amount, row.currency, merchantSecret),
      });
      return {
        id: orderId,
        clientSecret: orderId,
        checkout: { action: `${options.apiBase}/pay/checkout`, fields: checkoutFields(orderId, '') },
        // PayHere's Preapproval form keeps the card; its notify brings the customer_token, and
        // the fee is then charged with it (receiveNotify). The return page then keeps the card.
        keepCardCheckout: {
          action: `${options.apiBase}/pay/preapprove`,
          fields: checkoutFields(`${orderId}${KEEP_CARD_SUFFIX}`, '&save_card=1'),
        },
      };
    },

    async retrieveIntent(id) {
      const row = await findOrder(id);
      return row && toIntent(row);
    },

    async lookUpWithGateway(id, now) {
      const row = await findOrder(id);
      if (!row) return undefined;
      if (rank(row.statusCode) >= rank(PAYHERE_STATUS.paid) || !dueForGatewayCheck(row, now))
        return toIntent(row);
      // Counted before asking: a PayHere that never answers is asked less and less often too.
      await orders.countGatewayCheck(id, now);
      const received = (await merchantApi.paymentsOfOrder(id)).find(
        (payment) =>
          payment.status === 'RECEIVED' &&
          Math.round(payment.amount * 100) === row.amountMinor &&
          payment.currency === row.currency,
      );
      if (!received) return toIntent(row);
      const recorded = await recordPaid(id, received.paymentId);
      return recorded && toIntent(recorded);
    },

    /** A second call answers the first refund: PayHere would refuse a second one anyway. */
    async refund(id) {
      const row = await findOrder(id);
      if (!row) throw new Error(`No PayHere order ${id}`);
      if (row.refundId) return { refundId: row.refundId };
      if (!row.paymentId) throw new Error(`PayHere order ${id} has no payment to refund`);
      // A charged-back payment is back with the customer already (docs/decisions/0017-payhere.md):
      // paying it back again would pay twice, so the chargeback stands as its refund.
      if (row.statusCode === PAYHERE_STATUS.chargedBack) return { refundId: `chargeback:${row.paymentId}` };
      const refundId = await merchantApi.refund(row.paymentId, 'Booking fee refund');
      await orders.updateOrder(id, { refundId });
      return { refundId };
    },

    refundDuplicate,

    savedCards: {
      async cardToKeep(orderId) {
        const row = await findOrder(orderId);
        return row && toStatus(row.statusCode) === 'succeeded' ? (row.keptCard ?? undefined) : undefined;
      },

      chargeSavedCard: ({ intentId, card }) => chargeWithCard(intentId, card),
    },

    async refundDuplicatesOwed(giveUp) {
      const owed = await orders.duplicatesOwed();
      const failures: unknown[] = [];
      let refunded = 0;
      for (const duplicate of owed) {
        try {
          await refundDuplicate(duplicate.paymentId);
          refunded++;
        } catch (error) {
          failures.push(error);
          if (giveUp && duplicate.createdAt.getTime() + giveUp.afterMs <= giveUp.now.getTime())
            await handOverDuplicate(duplicate, giveUp);
        }
      }
      return { refunded, failures };
    },

    async parseWebhook() {
      throw new WebhookSignatureError('PayHere notifies at /api/payments/payhere/notify');
    },

    async receiveNotify(raw, hooks = {}) {
      const fields: Partial<Record<(typeof NOTIFY_FIELDS)[number], string>> = {};
      for (const name of NOTIFY_FIELDS) {
        const value = raw[name];
        if (typeof value !== 'string' || value === '')
          throw new PayHereNotifyError(payhereMessages.notifyMalformed);
        fields[name] = value;
      }
      const f = fields as Record<(typeof NOTIFY_FIELDS)[number], string>;
      const expected = payhereNotifySignature(
        f.merchant_id,
        f.order_id,
        f.payhere_amount,
        f.payhere_currency,
        f.status_code,
        merchantSecret,
      );
      if (!sameText(f.md5sig.toUpperCase(), expected))
        throw new PayHereNotifyError(payhereMessages.notifyForged);
      if (!sameText(f.merchant_id, merchantId))
        throw new PayHereNotifyError(payhereMessages.notifyOtherMerchant);
      const statusCode = Number(f.status_code);
      if (!Object.values(PAYHERE_STATUS).some((known) => String(known) === f.status_code)) {
        throw new PayHereNotifyError(payhereMessages.notifyUnknownStatus);
      }
      if (f.order_id.endsWith(KEEP_CARD_SUFFIX)) return receivePreapproval(f.order_id, statusCode, raw);
      return orders.transaction(async (tx) => {
        const row = await orders.lockOrder(tx, f.order_id);
        if (!row) throw new PayHereNotifyError(payhereMessages.notifyUnknownOrder);
        if (
          f.payhere_amount !== formatPayHereAmount(row.amountMinor) ||
          f.payhere_currency !== row.currency
        ) {
          throw new PayHereNotifyError(payhereMessages.notifyWrongAmount);
        }
        // payment_id is not signed: one PayHere payment must never pay a second order.
        const paidElsewhere = () => orders.findOtherOrderPaidBy(tx, f.payment_id, row.orderId);
        // A second, different payment of an order already paid (two checkouts of one order were
        // both paid): the first one books; this one is recorded and refunded as a duplicate.
        const secondPayment =
          statusCode === PAYHERE_STATUS.paid &&
          rank(row.statusCode) >= rank(PAYHERE_STATUS.paid) &&
          row.paymentId !== null &&
          f.payment_id !== row.paymentId;
        if (secondPayment) {
          if (await paidElsewhere()) throw new PayHereNotifyError(payhereMessages.notifyPaymentOfOtherOrder);
          const recorded = await orders.insertDuplicateOnce(tx, {
            paymentId: f.payment_id,
            orderId: row.orderId,
            createdAt: clock.now(),
          });
          if (recorded && hooks.onDuplicate)
            await hooks.onDuplicate({ orderId: row.orderId, paymentId: f.payment_id }, tx);
          return {
            orderId: row.orderId,
            action: recorded ? ('duplicate' as const) : ('ignored' as const),
            paymentId: f.payment_id,
          };
        }
        // A chargeback only follows a payment; anything not ahead of what we know is stale or replayed.
        const chargebackWithoutPayment =
          statusCode === PAYHERE_STATUS.chargedBack && row.statusCode !== PAYHERE_STATUS.paid;
        if (rank(statusCode) <= rank(row.statusCode) || chargebackWithoutPayment) {
          return { orderId: row.orderId, action: 'ignored' as const };
        }
        if (await paidElsewhere()) throw new PayHereNotifyError(payhereMessages.notifyPaymentOfOtherOrder);
        // A chargeback keeps the paid payment's id, the one refunds and the records name.
        const paymentId =
          statusCode === PAYHERE_STATUS.chargedBack ? (row.paymentId ?? f.payment_id) : f.payment_id;
        // A paid notify with a customer_token names the card PayHere kept (docs/decisions/0033-saved-cards.md);
        // our table keeps it with the order until the customer asks to keep it.
        const keptCard = statusCode === PAYHERE_STATUS.paid ? (cardFromNotify(raw) ?? null) : null;
        await orders.updateOrder(row.orderId, { statusCode, paymentId, ...(keptCard && { keptCard }) }, tx);
        const action =
          statusCode === PAYHERE_STATUS.paid
            ? 'paid'
            : statusCode === PAYHERE_STATUS.chargedBack
              ? 'chargeback'
              : statusCode === PAYHERE_STATUS.pending
                ? 'pending'
                : 'failed';
        return { orderId: row.orderId, action };
      });
    },
  };
}
