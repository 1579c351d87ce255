import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeFake } from '../../test/stripe-fake.ts';
import type { StripeFake } from '../../test/stripe-fake.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { WebhookSignatureError } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

const SECRET_KEY = 'sk_test_salon_0123456789';
const WEBHOOK_SECRET = 'whsec_test_salon_0123456789';
const metadata = { holdId: 'hold-1', userId: 'user-1' };

let fake: StripeFake;
let provider: PaymentProvider;

beforeAll(async () => {
  fake = await startStripeFake();
  provider = createStripeProvider({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiBase: fake.url,
  });
});
afterAll(() => fake.close());

const createIntent = (idempotencyKey = randomUUID()) =>
  provider.createIntent({ amountLkr: 1000, idempotencyKey, metadata });

const requestsWithKey = (idempotencyKey: string) =>
  fake.requests.filter((request) => request.headers['idempotency-key'] === idempotencyKey);

describe('createIntent', () => {
  it('asks Stripe for 1000 LKR in minor units, card only, with the metadata and idempotency key', async () => {
    const idempotencyKey = randomUUID();
    const intent = await createIntent(idempotencyKey);

    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const [request, ...others] = requestsWithKey(idempotencyKey);
    expect(others).toEqual([]);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    });
    // Exact equality: automatic_payment_methods and anything else unexpected must be absent.
    expect(request?.body).toEqual({
      amount: '100000',
      currency: 'lkr',
      allowed_payment_method_types: ['card'],
      metadata,
    });
  });

  it('answers with the same intent for the same idempotency key', async () => {
    const idempotencyKey = randomUUID();
    const first = await createIntent(idempotencyKey);
    const second = await createIntent(idempotencyKey);

    expect(second).toEqual(first);
    expect(requestsWithKey(idempotencyKey)).toHaveLength(2);
  });

  it('creates distinct intents for distinct keys', async () => {
    const [first, second] = await Promise.all([createIntent(), createIntent()]);
    expect(first.id).not.toBe(second.id);
  });
});

describe('retrieveIntent', () => {
  it('maps an unpaid intent', async () => {
    const { id } = await createIntent();
    expect(await provider.retrieveIntent(id)).toEqual({
      id,
      status: 'requires_payment_method',
      amountLkr: 1000,
      currency: 'lkr',
      metadata,
      refunded: false,
    });
  });

  it('reports a paid intent as succeeded', async () => {
    const { id } = await createIntent();
    fake.succeed(id);
    expect(await provider.retrieveIntent(id)).toMatchObject({
      id,
      status: 'succeeded',
      amountLkr: 1000,
      refunded: false,
    });
  });

  it('returns undefined for an intent Stripe does not know', async () => {
    expect(await provider.retrieveIntent('pi_unknown')).toBeUndefined();
  });
});

describe('refund', () => {
  it('refunds once however often it is asked, and the intent then reads as refunded', async () => {
    const { id } = await createIntent();
    fake.succeed(id);

    const first = await provider.refund(id);
    const second = await provider.refund(id);

    expect(first.refundId).toMatch(/^re_/);
    expect(second).toEqual(first);
    expect(fake.refundsFor(id)).toHaveLength(1);
    expect(requestsWithKey(`refund-${id}`)).toHaveLength(2);
    expect(await provider.retrieveIntent(id)).toMatchObject({ status: 'succeeded', refunded: true });
  });

  it('answers with the existing refund when the charge was refunded without our key', async () => {
    const { id } = await createIntent();
    fake.succeed(id);
    // Another key stands for a Dashboard refund, or for ours once Stripe has forgotten the key.
    const stripe = new Stripe(SECRET_KEY, {
      host: '127.0.0.1',
      port: new URL(fake.url).port,
      protocol: 'http',
    });
    const earlier = await stripe.refunds.create({ payment_intent: id }, { idempotencyKey: randomUUID() });

    expect(await provider.refund(id)).toEqual({ refundId: earlier.id });
    expect(fake.refundsFor(id)).toHaveLength(1);
  });
});

describe('parseWebhook', () => {
  const eventPayload = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
  const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp && { timestamp }) });
  const succeeded = eventPayload('payment_intent.succeeded', { id: 'pi_paid', object: 'payment_intent' });

  it('accepts a signed payment_intent.succeeded event', async () => {
    const event = await provider.parseWebhook(Buffer.from(succeeded), sign(succeeded));
    expect(event).toEqual({
      eventId: JSON.parse(succeeded).id,
      type: 'payment_succeeded',
      paymentIntentId: 'pi_paid',
    });
  });

  it('maps other payment intent events to other, keeping the intent id', async () => {
    const payload = eventPayload('payment_intent.payment_failed', {
      id: 'pi_failed',
      object: 'payment_intent',
    });
    expect(await provider.parseWebhook(Buffer.from(payload), sign(payload))).toMatchObject({
      type: 'other',
      paymentIntentId: 'pi_failed',
    });
  });

  it('maps events about other objects to other, without an intent id', async () => {
    const payload = eventPayload('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: 'pi_paid',
    });
    expect(await provider.parseWebhook(Buffer.from(payload), sign(payload))).toMatchObject({
      type: 'other',
      paymentIntentId: undefined,
    });
  });

  it('rejects a payload signed with another secret', async () => {
    const signature = sign(succeeded, 'whsec_someone_else');
    await expect(provider.parseWebhook(Buffer.from(succeeded), signature)).rejects.toThrow(
      WebhookSignatureError,
    );
  });

  it('rejects a payload altered after signing', async () => {
    const signature = sign(succeeded);
    const altered = Buffer.from(succeeded.replace('pi_paid', 'pi_other'));
    await expect(provider.parseWebhook(altered, signature)).rejects.toThrow(WebhookSignatureError);
  });

  it('rejects a replayed signature older than Stripe’s tolerance', async () => {
    const signature = sign(succeeded, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600);
    await expect(provider.parseWebhook(Buffer.from(succeeded), signature)).rejects.toThrow(
      WebhookSignatureError,
    );
  });

  it('rejects a request without a signature header', async () => {
    await expect(provider.parseWebhook(Buffer.from(succeeded), undefined)).rejects.toThrow(
      WebhookSignatureError,
    );
  });

  it('rejects every event when no webhook secret is configured', async () => {
    const unconfigured = createStripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: undefined,
      apiBase: fake.url,
    });
    await expect(unconfigured.parseWebhook(Buffer.from(succeeded), sign(succeeded))).rejects.toThrow(
      WebhookSignatureError,
    );
  });
});
