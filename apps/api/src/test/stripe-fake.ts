import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

type FormValue = string | string[] | Record<string, string>;
type Form = Record<string, FormValue>;

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  client_secret: string;
  created: number;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  allowed_payment_method_types: string[] | null;
  payment_method_types: string[];
  status: 'requires_payment_method' | 'succeeded';
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: 'on_session' | 'off_session' | null;
  last_payment_error: StripeErrorBody | null;
}

interface StripeErrorBody {
  type: string;
  message: string;
  code?: string;
  decline_code?: string;
  payment_intent?: FakeIntent;
}

interface FakeCustomer {
  id: string;
  object: 'customer';
  name: string | null;
  email: string | null;
  metadata: Record<string, string>;
}

interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
}

interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  paid: true;
  payment_intent: string;
  refunded: boolean;
  status: 'succeeded';
}

interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
}

export interface StripeFakeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  query: Form;
  body: Form;
}

interface Reply {
  status: number;
  body: unknown;
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const stripeError = (status: number, type: string, message: string, code?: string): Reply => ({
  status,
  body: { error: { type, message, ...(code && { code }) } },
});

const invalidRequest = (status: number, message: string, code?: string) =>
  stripeError(status, 'invalid_request_error', message, code);

const resourceMissing = (kind: string, id: string) =>
  invalidRequest(404, `No such ${kind}: '${id}'`, 'resource_missing');

/**
 * Stripe's form encoding as the SDK writes it: `metadata[key]=v`, `allowed_payment_method_types[0]=card`.
 * One level of brackets is all the endpoints we fake ever receive.
 */
function parseForm(text: string): Form {
  const form: Form = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const nested = /^([^[]+)\[([^\]]*)\]$/.exec(key);
    if (!nested) {
      form[key] = value;
      continue;
    }
    const [, name = '', inner = ''] = nested;
    if (inner === '' || /^\d+$/.test(inner)) {
      const list = Array.isArray(form[name]) ? form[name] : [];
      list.push(value);
      form[name] = list;
    } else {
      const record = typeof form[name] === 'object' && !Array.isArray(form[name]) ? form[name] : {};
      record[inner] = value;
      form[name] = record;
    }
  }
  return form;
}

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/**
 * The few Stripe endpoints our provider calls, served over real HTTP on loopback so the
 * official SDK runs unchanged (its host/port/protocol options point here). Idempotency and
 * error shapes follow Stripe's documented behaviour, since the provider relies on both.
 */
export async function startStripeFake() {
  const intents = new Map<string, FakeIntent>();
  const charges = new Map<string, FakeCharge>();
  const refunds = new Map<string, FakeRefund>();
  const customers = new Map<string, FakeCustomer>();
  const paymentMethods = new Map<string, FakePaymentMethod>();
  /** Payment methods whose charges are declined, as Stripe's 4000 0000 0000 0341 is once attached. */
  const declining = new Set<string>();
  const idempotent = new Map<string, { fingerprint: string; reply: Reply }>();
  const requests: StripeFakeRequest[] = [];

  function createIntent(body: Form): Reply {
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0) {
      return invalidRequest(400, 'Missing required param: amount.', 'parameter_missing');
    }
    if (typeof body.currency !== 'string') {
      return invalidRequest(400, 'Missing required param: currency.', 'parameter_missing');
    }
    if (body.payment_method_types !== undefined) {
      return invalidRequest(
        400,
        'payment_method_types is no longer supported on this API version: use allowed_payment_method_types.',
        'payment_method_types_no_longer_supported',
      );
    }
    const allowed = Array.isArray(body.allowed_payment_method_types)
      ? body.allowed_payment_method_types
      : null;
    const id = randomId('pi');
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: body.currency,
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: Math.floor(Date.now() / 1000),
      latest_charge: null,
      livemode: false,
      metadata: typeof body.metadata === 'object' && !Array.isArray(body.metadata) ? body.metadata : {},
      allowed_payment_method_types: allowed,
      payment_method_types: allowed ?? ['card'],
      status: 'requires_payment_method',
      customer: null,
      payment_method: null,
      setup_future_usage: null,
      last_payment_error: null,
    };
    if (typeof body.customer === 'string') {
      if (!customers.has(body.customer)) return resourceMissing('customer', body.customer);
      intent.customer = body.customer;
    }
    intents.set(id, intent);
    return { status: 200, body: intent };
  }

  function retrieveIntent(id: string, query: Form): Reply {
    const intent = intents.get(id);
    if (!intent) return resourceMissing('payment_intent', id);
    const expand = Array.isArray(query.expand) ? query.expand : [];
    const body: Record<string, unknown> = { ...intent };
    if (expand.includes('latest_charge') && intent.latest_charge)
      body.latest_charge = charges.get(intent.latest_charge);
    if (expand.includes('payment_method') && intent.payment_method)
      body.payment_method = paymentMethods.get(intent.payment_method);
    return { status: 200, body };
  }

  function createCustomer(body: Form): Reply {
    const customer: FakeCustomer = {
      id: randomId('cus'),
      object: 'customer',
      name: typeof body.name === 'string' ? body.name : null,
      email: typeof body.email === 'string' ? body.email : null,
      metadata: typeof body.metadata === 'object' && !Array.isArray(body.metadata) ? body.metadata : {},
    };
    customers.set(customer.id, customer);
    return { status: 200, body: customer };
  }

  function charge(intent: FakeIntent) {
    const made: FakeCharge = {
      id: randomId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      paid: true,
      payment_intent: intent.id,
      refunded: false,
      status: 'succeeded',
    };
    charges.set(made.id, made);
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: made.id });
  }

  /** Confirming with a saved PaymentMethod: it must belong to the intent's customer, as on Stripe. */
  function confirmIntent(id: string, body: Form): Reply {
    const intent = intents.get(id);
    if (!intent) return resourceMissing('payment_intent', id);
    if (intent.status === 'succeeded') {
      return invalidRequest(
        400,
        'This PaymentIntent has already succeeded and cannot be confirmed again.',
        'payment_intent_unexpected_state',
      );
    }
    const methodId = typeof body.payment_method === 'string' ? body.payment_method : '';
    const method = paymentMethods.get(methodId);
    if (!method) return resourceMissing('payment_method', methodId);
    if (method.customer === null || method.customer !== intent.customer) {
      return invalidRequest(
        400,
        `The provided PaymentMethod belongs to another Customer or to none; set the PaymentIntent's customer to ${method.customer}.`,
      );
    }
    intent.payment_method = method.id;
    if (declining.has(method.id)) {
      const error: StripeErrorBody = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      };
      intent.last_payment_error = error;
      return { status: 402, body: { error: { ...error, payment_intent: structuredClone(intent) } } };
    }
    charge(intent);
    return { status: 200, body: intent };
  }

  function detachMethod(id: string): Reply {
    const method = paymentMethods.get(id);
    if (!method) return resourceMissing('payment_method', id);
    method.customer = null;
    return { status: 200, body: method };
  }

  function createRefund(body: Form): Reply {
    const intentId = typeof body.payment_intent === 'string' ? body.payment_intent : '';
    const intent = intents.get(intentId);
    if (!intent) return resourceMissing('payment_intent', intentId);
    const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
    if (!charge) {
      return invalidRequest(
        400,
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      );
    }
    if (charge.refunded) {
      return invalidRequest(400, `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
    }
    const amount = body.amount === undefined ? charge.amount - charge.amount_refunded : Number(body.amount);
    const refund: FakeRefund = {
      id: randomId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      currency: charge.currency,
      payment_intent: intent.id,
      status: 'succeeded',
    };
    refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    return { status: 200, body: refund };
  }

  function listRefunds(query: Form): Reply {
    const data = [...refunds.values()]
      .filter(
        (refund) => query.payment_intent === undefined || refund.payment_intent === query.payment_intent,
      )
      .reverse();
    return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/refunds' } };
  }

  function route(method: string, path: string, query: Form, body: Form): Reply {
    const intentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(body);
    if (method === 'GET' && intentPath) return retrieveIntent(decodeURIComponent(intentPath[1] ?? ''), query);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(body);
    if (method === 'POST' && path === '/v1/customers') return createCustomer(body);
    const confirmPath = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
    if (method === 'POST' && confirmPath)
      return confirmIntent(decodeURIComponent(confirmPath[1] ?? ''), body);
    const detachPath = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
    if (method === 'POST' && detachPath) return detachMethod(decodeURIComponent(detachPath[1] ?? ''));
    if (method === 'GET' && path === '/v1/refunds') return listRefunds(query);
    return invalidRequest(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  /** Stripe replays the first answer for a key, and refuses the key with other parameters. */
  function handle(request: StripeFakeRequest, rawBody: string): Reply & { replayed?: boolean } {
    const authorization = request.headers.authorization ?? '';
    if (!authorization.startsWith('Bearer sk_test_')) {
      return invalidRequest(401, 'Invalid API Key provided. This fake only accepts test-mode secret keys.');
    }
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || typeof key !== 'string') {
      return route(request.method, request.path, request.query, request.body);
    }
    const fingerprint = `${request.method} ${request.path} ${rawBody}`;
    const previous = idempotent.get(key);
    if (previous && previous.fingerprint !== fingerprint) {
      return stripeError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    if (previous) return { ...previous.reply, replayed: true };
    const reply = route(request.method, request.path, request.query, request.body);
    // A replay answers with the object as it was then, as Stripe does, so it is frozen here.
    idempotent.set(key, { fingerprint, reply: { status: reply.status, body: structuredClone(reply.body) } });
    return reply;
  }

  const server = http.createServer((incoming, response) => {
    readBody(incoming).then((rawBody) => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const request: StripeFakeRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        headers: incoming.headers,
        query: parseForm(url.search.slice(1)),
        body: parseForm(rawBody),
      };
      requests.push(request);
      const reply = handle(request, rawBody);
      response.statusCode = reply.status;
      response.setHeader('content-type', 'application/json');
      response.setHeader('request-id', randomId('req'));
      if (reply.replayed) response.setHeader('idempotent-replayed', 'true');
      response.end(JSON.stringify(reply.body));
    }, response.destroy.bind(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** Every request received, oldest first, with the form body parsed. */
    requests,
    /**
     * Stands in for the browser confirming a card: the intent is paid by a fresh charge. With
     * `keepCard` (Stripe.js's setup_future_usage 'on_session'), the card becomes a PaymentMethod
     * attached to the intent's customer; `declinesLater` makes its later charges fail.
     */
    succeed(
      intentId: string,
      {
        keepCard,
        declinesLater = false,
      }: { keepCard?: FakePaymentMethod['card']; declinesLater?: boolean } = {},
    ) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`The Stripe fake has no payment intent ${intentId}`);
      if (intent.status === 'succeeded') return undefined;
      const method: FakePaymentMethod = {
        id: randomId('pm'),
        object: 'payment_method',
        type: 'card',
        customer: null,
        card: keepCard ?? { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
      };
      paymentMethods.set(method.id, method);
      intent.payment_method = method.id;
      if (keepCard) {
        if (!intent.customer) throw new Error('setup_future_usage needs a customer on the intent');
        intent.setup_future_usage = 'on_session';
        method.customer = intent.customer;
        if (declinesLater) declining.add(method.id);
      }
      charge(intent);
      return method.id;
    },
    customers,
    paymentMethods,
    refundsFor: (intentId: string) =>
      [...refunds.values()].filter((refund) => refund.payment_intent === intentId),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;
