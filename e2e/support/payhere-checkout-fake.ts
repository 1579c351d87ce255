import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const md5Upper = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const json = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>${title}</title></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`;

export interface NotifyOutcome {
  orderId: string;
  /** Our server's answer to the notify. */
  status: number;
}

const REQUIRED = [
  'merchant_id',
  'return_url',
  'cancel_url',
  'notify_url',
  'order_id',
  'currency',
  'amount',
  'hash',
];

/**
 * PayHere's hosted checkout and Preapproval form, as documented (https://support.payhere.lk/api-&-mobile-sdk/checkout-api),
 * on 127.0.0.1 for the browser journeys: the checkout form is refused unless its hash is
 * UPPER(MD5(merchant_id + order_id + amount + currency + UPPER(MD5(merchant_secret)))); Pay
 * redirects the browser to return_url and then, from this server as PayHere's does, POSTs the
 * signed notify (status_code 2) to notify_url; Cancel redirects to cancel_url and notifies nothing.
 * A Preapproval (/pay/preapprove, https://support.payhere.lk/api-&-mobile-sdk/preapproval-api)
 * takes no money: its notify brings the card's customer_token, which the Charging API
 * (/merchant/v1/payment/charge, after the OAuth token call) then charges.
 * Written from the documentation, independently of apps/api's provider, so a shared mistake cannot hide.
 */
export async function startPayHereCheckoutFake(options: { merchantId: string; merchantSecret: string }) {
  const checkouts = new Map<string, { fields: URLSearchParams; preapproval: boolean }>();
  const customerTokens = new Set<string>();
  /** Every charge the Charging API took, by order id. */
  const charges: { orderId: string; amount: unknown }[] = [];
  const notifies: NotifyOutcome[] = [];
  const sending = new Set<Promise<void>>();
  let gate: Promise<void> = Promise.resolve();
  let releaseGate = () => {};

  async function notify(fields: URLSearchParams, preapproval: boolean) {
    // Sent after the browser has its redirect, so the return page finds the payment unconfirmed
    // and has to keep asking; a test may hold it back longer (holdNotifies).
    await gate;
    const merchantId = fields.get('merchant_id')!;
    const orderId = fields.get('order_id')!;
    const amount = fields.get('amount')!;
    const currency = fields.get('currency')!;
    const statusCode = '2';
    const form = new URLSearchParams({
      merchant_id: merchantId,
      order_id: orderId,
      payment_id: String(320000000000 + Math.floor(Math.random() * 1e9)),
      payhere_amount: amount,
      payhere_currency: currency,
      status_code: statusCode,
      md5sig: md5Upper(
        merchantId + orderId + amount + currency + statusCode + md5Upper(options.merchantSecret),
      ),
      status_message: 'Successfully completed the payment.',
      method: 'VISA',
      card_holder_name: 'Test Customer',
      card_no: '************1292',
      card_expiry: '12/34',
    });
    if (preapproval) {
      const customerToken = randomBytes(16).toString('hex').toUpperCase();
      customerTokens.add(customerToken);
      form.set('customer_token', customerToken);
    }
    const response = await fetch(fields.get('notify_url')!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    notifies.push({ orderId, status: response.status });
  }

  function checkout(form: URLSearchParams, response: http.ServerResponse, preapproval: boolean) {
    const missing = REQUIRED.filter((name) => !form.get(name));
    const expected = md5Upper(
      `${form.get('merchant_id')}${form.get('order_id')}${form.get('amount')}${form.get('currency')}${md5Upper(options.merchantSecret)}`,
    );
    if (
      missing.length > 0 ||
      form.get('merchant_id') !== options.merchantId ||
      form.get('hash') !== expected
    ) {
      response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        page(
          'PayHere Sandbox',
          `<p role="alert">Invalid checkout: ${escapeHtml(missing.join(', ') || 'hash')}</p>`,
        ),
      );
      return;
    }
    const id = randomBytes(12).toString('hex');
    checkouts.set(id, { fields: form, preapproval });
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      page(
        'PayHere Sandbox',
        `<p>${escapeHtml(form.get('items') ?? '')}: ${escapeHtml(form.get('currency')!)} ${escapeHtml(form.get('amount')!)}</p>
<form method="post" action="/pay/complete"><input type="hidden" name="checkout" value="${id}"><button type="submit">Pay</button></form>
<form method="post" action="/pay/cancel"><input type="hidden" name="checkout" value="${id}"><button type="submit">Cancel</button></form>`,
      ),
    );
  }

  function finish(path: string, form: URLSearchParams, response: http.ServerResponse) {
    const started = checkouts.get(form.get('checkout') ?? '');
    if (!started) {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page('PayHere Sandbox', '<p role="alert">Unknown checkout</p>'));
      return;
    }
    checkouts.delete(form.get('checkout')!);
    const { fields, preapproval } = started;
    const paid = path === '/pay/complete';
    response.writeHead(303, { location: fields.get(paid ? 'return_url' : 'cancel_url')! });
    response.end();
    if (paid) {
      const sent: Promise<void> = notify(fields, preapproval)
        .catch((error: unknown) => {
          notifies.push({ orderId: fields.get('order_id')!, status: 0 });
          console.error('the PayHere checkout fake could not notify', error);
        })
        .finally(() => sending.delete(sent));
      sending.add(sent);
    }
  }

  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    readBody(request).then((body) => {
      const form = new URLSearchParams(body);
      if (request.method === 'POST' && path === '/pay/checkout') return checkout(form, response, false);
      if (request.method === 'POST' && path === '/pay/preapprove') return checkout(form, response, true);
      if (request.method === 'POST' && path === '/merchant/v1/oauth/token')
        return json(response, 200, {
          access_token: 'e2e-access-token',
          token_type: 'bearer',
          expires_in: 599,
        });
      if (request.method === 'POST' && path === '/merchant/v1/payment/charge') {
        const charge = JSON.parse(body) as { order_id: string; amount: unknown; customer_token: string };
        if (!customerTokens.has(charge.customer_token))
          return json(response, 400, { status: -1, msg: 'Invalid customer token' });
        charges.push({ orderId: charge.order_id, amount: charge.amount });
        return json(response, 200, {
          status: 1,
          msg: 'Automatic payment charged successfully',
          data: {
            order_id: charge.order_id,
            payment_id: 320000000000 + Math.floor(Math.random() * 1e9),
            status_code: 2,
            status_message: 'Successfully completed the test tokenized payment.',
          },
        });
      }
      if (request.method === 'POST' && (path === '/pay/complete' || path === '/pay/cancel'))
        return finish(path, form, response);
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not found');
    }, response.destroy.bind(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** Every notify sent, with our server's answer. */
    notifies,
    charges,
    /** Holds every notify back until the returned function is called. */
    holdNotifies() {
      gate = new Promise<void>((resolve) => (releaseGate = resolve));
      return releaseGate;
    },
    async close() {
      releaseGate();
      await Promise.allSettled([...sending]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type PayHereCheckoutFake = Awaited<ReturnType<typeof startPayHereCheckoutFake>>;
