/**
 * PayHere's Merchant API (docs/decisions/0017-payhere.md): an OAuth client-credentials token,
 * then the refund and retrieval calls. Every call takes a fresh token: they are rare (a
 * cancellation, a sweep's question), and a fresh token can never have expired.
 */
export interface PayHereMerchantApiOptions {
  apiBase: string;
  appId: string;
  appSecret: string;
}

/** One payment PayHere holds for an order, as far as the booking side cares. */
export interface PayHereRecordedPayment {
  paymentId: string;
  /** Upper case and trimmed: "RECEIVED" is a payment that went through. */
  status: string;
  amount: number;
  currency: string;
}

const TIMEOUT_MS = 20_000;

type Json = Record<string, unknown>;

const readJson = async (response: Response): Promise<Json> => {
  const body: unknown = await response.json().catch(() => ({}));
  return typeof body === 'object' && body !== null ? (body as Json) : {};
};

/**
 * An entry of the retrieval answer, read tolerantly: PayHere's documentation shows numbers and
 * strings for the same fields in different places, so either is taken; an entry lacking what
 * we need is left out rather than guessed at.
 */
function toRecordedPayment(entry: unknown, orderId: string): PayHereRecordedPayment | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { payment_id, order_id, status, amount, currency } = entry as Json;
  const paymentId =
    typeof payment_id === 'string' || typeof payment_id === 'number' ? String(payment_id) : '';
  const amountNumber =
    typeof amount === 'number' ? amount : typeof amount === 'string' ? Number(amount) : NaN;
  if (order_id !== undefined && String(order_id) !== orderId) return undefined;
  if (paymentId === '' || typeof status !== 'string' || !Number.isFinite(amountNumber)) return undefined;
  if (typeof currency !== 'string') return undefined;
  return {
    paymentId,
    status: status.trim().toUpperCase(),
    amount: amountNumber,
    currency: currency.trim().toUpperCase(),
  };
}

/** What the Charging API said about one charge of a kept card. */
export type PayHereChargeResult = { paid: true; paymentId: string } | { paid: false; message: string };

export function createPayHereMerchantApi(options: PayHereMerchantApiOptions) {
  async function token(): Promise<string> {
    const basic = Buffer.from(`${options.appId}:${options.appSecret}`).toString('base64');
    const response = await fetch(`${options.apiBase}/merchant/v1/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = await readJson(response);
    if (!response.ok || typeof body.access_token !== 'string') {
      throw new Error(`PayHere refused the Merchant API credentials (HTTP ${response.status})`);
    }
    return body.access_token;
  }

  return {
    /** PayHere's refund id; throws when PayHere refuses (the caller keeps the refund owed). */
    async refund(paymentId: string, description: string): Promise<string> {
      const response = await fetch(`${options.apiBase}/merchant/v1/payment/refund`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ payment_id: paymentId, description }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = await readJson(response);
      if (!response.ok || body.status !== 1) {
        throw new Error(`PayHere refused the refund of ${paymentId}: ${String(body.msg ?? response.status)}`);
      }
      return body.data === undefined || body.data === null
        ? `payhere-refund-${paymentId}`
        : String(body.data);
    },

    /**
     * Charges a kept card (the Charging API, docs/decisions/0033-saved-cards.md) for one of our
     * orders. A readable refusal answers `paid: false`; no readable answer throws, since the
     * charge may have gone through (the sweep's search then finds it).
     */
    async charge(input: {
      orderId: string;
      items: string;
      amount: number;
      currency: string;
      customerToken: string;
    }): Promise<PayHereChargeResult> {
      const response = await fetch(`${options.apiBase}/merchant/v1/payment/charge`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'PAYMENT',
          order_id: input.orderId,
          items: input.items,
          currency: input.currency,
          amount: input.amount,
          customer_token: input.customerToken,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = await readJson(response);
      if (typeof body.status !== 'number') {
        throw new Error(
          `PayHere did not answer the charge of order ${input.orderId} (HTTP ${response.status})`,
        );
      }
      const data = typeof body.data === 'object' && body.data !== null ? (body.data as Json) : {};
      const paymentId =
        typeof data.payment_id === 'string' || typeof data.payment_id === 'number'
          ? String(data.payment_id)
          : '';
      if (body.status === 1 && Number(data.status_code) === 2 && paymentId !== '')
        return { paid: true, paymentId };
      const message = typeof data.status_message === 'string' ? data.status_message : String(body.msg ?? '');
      return { paid: false, message };
    },

    /**
     * The payments PayHere holds for one of our orders (its retrieval call). An order nobody paid
     * is answered with an empty list (PayHere says so with a non-1 status and no data); a
     * failed call throws, so the caller can tell "no payment" from "no answer".
     */
    async paymentsOfOrder(orderId: string): Promise<PayHereRecordedPayment[]> {
      const response = await fetch(
        `${options.apiBase}/merchant/v1/payment/search?order_id=${encodeURIComponent(orderId)}`,
        {
          headers: { authorization: `Bearer ${await token()}`, accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        },
      );
      const body = await readJson(response);
      // Which HTTP status PayHere gives "no payments found" is not documented; its own status is.
      if (typeof body.status !== 'number' || (!response.ok && response.status !== 404)) {
        throw new Error(`PayHere did not answer the search for order ${orderId} (HTTP ${response.status})`);
      }
      const entries = Array.isArray(body.data) ? body.data : [];
      return entries.flatMap((entry) => toRecordedPayment(entry, orderId) ?? []);
    },
  };
}

export type PayHereMerchantApi = ReturnType<typeof createPayHereMerchantApi>;
