import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PayHereFakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface PayHereFakeOptions {
  merchantId: string;
  merchantSecret: string;
  appId: string;
  appSecret: string;
}

interface Reply {
  status: number;
  body: unknown;
}

const md5Upper = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/**
 * The Merchant API endpoints our provider calls (OAuth client credentials, refund, retrieval), served over
 * real HTTP on loopback, plus a notifier that signs exactly as PayHere documents
 * (https://support.payhere.lk/api-&-mobile-sdk/checkout-api). Written from the documentation,
 * independently of the provider, so a shared mistake cannot hide.
 */
export async function startPayHereFake(options: PayHereFakeOptions) {
  const requests: PayHereFakeRequest[] = [];
  const tokens = new Set<string>();
  const refunds: { paymentId: string; description: string; refundId: string }[] = [];
  let refundFailures = 0;
  /** Orders whose next searches fail, and how many more will. */
  const searchFailures = new Map<string, number>();
  /** Kept cards' customer tokens the Charging API accepts, and those whose charges it declines. */
  const customerTokens = new Set<string>();
  const decliningTokens = new Set<string>();
  /** Charges whose answer is lost on the way back (the charge itself goes through). */
  let chargeAnswersLost = 0;
  const charges: { orderId: string; customerToken: string; amount: unknown; paymentId: string }[] = [];
  /** What PayHere's records hold per order: payments made whether or not a notify reached us. */
  const recorded = new Map<string, Record<string, unknown>[]>();

  function issueToken(request: PayHereFakeRequest): Reply {
    const expected = `Basic ${Buffer.from(`${options.appId}:${options.appSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return { status: 401, body: { error: 'invalid_client', error_description: 'Bad client credentials' } };
    }
    if (new URLSearchParams(request.body).get('grant_type') !== 'client_credentials') {
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
    const token = randomBytes(16).toString('hex');
    tokens.add(token);
    return {
      status: 200,
      body: { access_token: token, token_type: 'bearer', expires_in: 599, scope: 'SANDBOX' },
    };
  }

  const unauthorized = (request: PayHereFakeRequest): Reply | undefined => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (token && tokens.has(token)) return undefined;
    return { status: 401, body: { error: 'invalid_token', error_description: 'Invalid access token' } };
  };

  /** The retrieval call: `{ status: 1, data: [payment...] }`, or -1 and no data when nothing was paid. */
  function search(request: PayHereFakeRequest): Reply {
    const refused = unauthorized(request);
    if (refused) return refused;
    const orderId = request.query.get('order_id') ?? '';
    const failures = searchFailures.get(orderId) ?? 0;
    if (failures > 0) {
      searchFailures.set(orderId, failures - 1);
      return { status: 503, body: 'Service Unavailable' };
    }
    const payments = recorded.get(orderId) ?? [];
    if (payments.length === 0)
      return { status: 200, body: { status: -1, msg: 'No payments found', data: null } };
    return { status: 200, body: { status: 1, msg: `Payments with order_id:${orderId}`, data: payments } };
  }

  function refund(request: PayHereFakeRequest): Reply {
    const refused = unauthorized(request);
    if (refused) return refused;
    if (refundFailures > 0) {
      refundFailures--;
      return { status: 200, body: { status: -1, msg: 'Refund could not be processed', data: null } };
    }
    let body: { payment_id?: unknown; description?: unknown };
    try {
      body = JSON.parse(request.body) as typeof body;
    } catch {
      return { status: 400, body: { status: -1, msg: 'Invalid JSON', data: null } };
    }
    if (typeof body.payment_id !== 'string' && typeof body.payment_id !== 'number') {
      return { status: 200, body: { status: -1, msg: 'payment_id is required', data: null } };
    }
    const paymentId = String(body.payment_id);
    if (refunds.some((earlier) => earlier.paymentId === paymentId)) {
      return { status: 200, body: { status: -1, msg: 'Payment already refunded', data: null } };
    }
    const refundId = String(Math.floor(Math.random() * 1e9));
    refunds.push({ paymentId, description: String(body.description ?? ''), refundId });
    return { status: 200, body: { status: 1, msg: 'Successfully Refunded', data: refundId } };
  }

  /** The Charging API: a kept card's customer_token pays an order at once, answered in the response. */
  function charge(request: PayHereFakeRequest): Reply {
    const refused = unauthorized(request);
    if (refused) return refused;
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.body) as Record<string, unknown>;
    } catch {
      return { status: 400, body: { status: -1, msg: 'Invalid JSON', data: null } };
    }
    const token = typeof body.customer_token === 'string' ? body.customer_token : '';
    if (body.type !== 'PAYMENT' || typeof body.order_id !== 'string' || !customerTokens.has(token)) {
      return { status: 200, body: { status: -1, msg: 'Invalid customer token or parameters', data: null } };
    }
    if (decliningTokens.has(token)) {
      return { status: 200, body: { status: -1, msg: 'Payment declined by the card issuer', data: null } };
    }
    const paymentId = String(320000000000 + Math.floor(Math.random() * 1e9));
    charges.push({ orderId: body.order_id, customerToken: token, amount: body.amount, paymentId });
    recorded.set(body.order_id, [
      ...(recorded.get(body.order_id) ?? []),
      {
        payment_id: Number(paymentId),
        order_id: body.order_id,
        status: 'RECEIVED',
        currency: body.currency,
        amount: body.amount,
      },
    ]);
    if (chargeAnswersLost > 0) {
      chargeAnswersLost--;
      return { status: 502, body: 'Bad Gateway' };
    }
    return {
      status: 200,
      body: {
        status: 1,
        msg: 'Automatic payment charged successfully',
        data: {
          order_id: body.order_id,
          items: body.items,
          currency: body.currency,
          amount: body.amount,
          payment_id: Number(paymentId),
          status_code: 2,
          status_message: 'Successfully completed the tokenized payment.',
        },
      },
    };
  }

  function route(request: PayHereFakeRequest): Reply {
    if (request.method === 'POST' && request.path === '/merchant/v1/payment/charge') return charge(request);
    if (request.method === 'POST' && request.path === '/merchant/v1/oauth/token') return issueToken(request);
    if (request.method === 'POST' && request.path === '/merchant/v1/payment/refund') return refund(request);
    if (request.method === 'GET' && request.path === '/merchant/v1/payment/search') return search(request);
    return { status: 404, body: { status: -1, msg: `No route ${request.method} ${request.path}` } };
  }

  const server = http.createServer((incoming, response) => {
    readBody(incoming).then((body) => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const request: PayHereFakeRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body,
      };
      requests.push(request);
      const reply = route(request);
      response.statusCode = reply.status;
      const isText = typeof reply.body === 'string';
      response.setHeader('content-type', isText ? 'text/plain' : 'application/json');
      response.end(isText ? reply.body : JSON.stringify(reply.body));
    }, response.destroy.bind(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** The form PayHere posts to notify_url, md5sig computed as documented. */
  function notification(input: {
    orderId: string;
    statusCode: number;
    paymentId?: string;
    amount?: string;
    currency?: string;
    merchantId?: string;
    merchantSecret?: string;
    /** A tokenised payment (preapproval): the kept card's token and expiry come with the notify. */
    customerToken?: string;
    cardExpiry?: string;
  }) {
    const merchantId = input.merchantId ?? options.merchantId;
    const amount = input.amount ?? '1000.00';
    const currency = input.currency ?? 'LKR';
    const statusCode = String(input.statusCode);
    const secret = input.merchantSecret ?? options.merchantSecret;
    return {
      merchant_id: merchantId,
      order_id: input.orderId,
      payment_id: input.paymentId ?? String(320000000000 + Math.floor(Math.random() * 1e9)),
      payhere_amount: amount,
      payhere_currency: currency,
      status_code: statusCode,
      md5sig: md5Upper(merchantId + input.orderId + amount + currency + statusCode + md5Upper(secret)),
      status_message: 'Successfully completed the payment.',
      method: 'VISA',
      card_holder_name: 'Test Customer',
      card_no: '************1292',
      ...(input.customerToken && {
        customer_token: input.customerToken,
        card_expiry: input.cardExpiry ?? '12/30',
      }),
    };
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    refunds,
    charges,
    notification,
    /** A customer_token as PayHere issues for a kept card; `declines` makes its charges fail. */
    issueCustomerToken({ declines = false }: { declines?: boolean } = {}) {
      const token = randomBytes(16).toString('hex').toUpperCase();
      customerTokens.add(token);
      if (declines) decliningTokens.add(token);
      return token;
    },
    /** The next `count` charges go through but their answers are lost. */
    loseNextChargeAnswers(count: number) {
      chargeAnswersLost = count;
    },
    /** POSTs a notification form to `notifyUrl`, as PayHere's servers do. */
    async notify(notifyUrl: string, fields: Record<string, string>) {
      return fetch(notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    },
    /**
     * A payment PayHere records for `orderId` without notifying us (the notify lost on the way),
     * shaped as its retrieval call lists them. Returns the payment id.
     */
    recordPayment(
      orderId: string,
      payment: { status?: string; amount?: number | string; currency?: string } = {},
    ) {
      const paymentId = 320000000000 + Math.floor(Math.random() * 1e9);
      const entry = {
        payment_id: paymentId,
        order_id: orderId,
        date: '2026-11-25 10:15:00',
        description: 'Salon booking fee',
        status: payment.status ?? 'RECEIVED',
        currency: payment.currency ?? 'LKR',
        amount: payment.amount ?? 1000,
        customer: {
          first_name: 'Nimali',
          last_name: 'Perera',
          email: 'nimali@example.lk',
          phone: '+94771234567',
        },
        amount_detail: { currency: 'LKR', gross: 1000, fee: 33, net: 967, exchange_rate: 1 },
        payment_method: { method: 'VISA', card_customer_name: 'Nimali Perera', card_no: '************1292' },
      };
      recorded.set(orderId, [...(recorded.get(orderId) ?? []), entry]);
      return String(paymentId);
    },
    /** The next `count` searches for `orderId` fail as an unavailable server would, with no JSON. */
    failNextSearches(orderId: string, count: number) {
      searchFailures.set(orderId, count);
    },
    /** The next `count` refunds are answered with status -1, as PayHere does when it refuses one. */
    failNextRefunds(count: number) {
      refundFailures = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PayHereFake = Awaited<ReturnType<typeof startPayHereFake>>;
