import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, slotReservations } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  bookableDate,
  createAppointment,
  customerWithCart,
  startPayment,
} from '../../test/booking-builders.ts';
import { startStripeFake } from '../../test/stripe-fake.ts';

const WEBHOOK_SECRET = 'whsec_test_salon';
let t: TestApp;
let stripe: Awaited<ReturnType<typeof startStripeFake>>;
beforeAll(async () => {
  stripe = await startStripeFake();
  t = await buildTestApp({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_salon',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_salon',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

function signedEvent(id: string, type: string, paymentIntentId: string) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    data: { object: { id: paymentIntentId, object: 'payment_intent' } },
  });
  return {
    payload,
    signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  };
}

const sendWebhook = (payload: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });

describe('the Stripe provider end to end', () => {
  it('books from a signed payment_intent.succeeded webhook, once, however often Stripe sends it', async () => {
    const customer = await customerWithCart(t);
    const started = await startPayment(t, customer, bookableDate(t), '10:00');
    expect(started.statusCode).toBe(200);
    const { paymentIntentId, data } = started.json();
    expect(data.provider).toBe('stripe');
    const created = stripe.requests.find(
      (request) => request.method === 'POST' && request.path === '/v1/payment_intents',
    );
    expect(created!.body).toMatchObject({ amount: '100000', currency: 'lkr' });

    stripe.succeed(paymentIntentId);
    const event = signedEvent('evt_1', 'payment_intent.succeeded', paymentIntentId);
    const first = await sendWebhook(event.payload, event.signature);
    expect(first.statusCode).toBe(200);
    const again = await sendWebhook(event.payload, event.signature);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(
      await t.db.select().from(appointments).where(eq(appointments.paymentIntentId, paymentIntentId)),
    ).toHaveLength(1);

    const fromBrowser = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/create',
      headers: customer.auth,
      payload: { paymentIntentId },
    });
    expect(fromBrowser.statusCode).toBe(201);
  });

  it('refuses a webhook with a bad signature and books nothing', async () => {
    const customer = await customerWithCart(t);
    const { paymentIntentId } = (await startPayment(t, customer, bookableDate(t, 4), '10:00')).json();
    stripe.succeed(paymentIntentId);
    const event = signedEvent('evt_2', 'payment_intent.succeeded', paymentIntentId);
    const response = await sendWebhook(event.payload, event.signature.replace(/v1=\w+/, 'v1=forged'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid webhook signature');
    expect(
      await t.db.select().from(appointments).where(eq(appointments.paymentIntentId, paymentIntentId)),
    ).toHaveLength(0);
  });

  it('does not book an unpaid intent whatever the browser says', async () => {
    const customer = await customerWithCart(t);
    const { paymentIntentId } = (await startPayment(t, customer, bookableDate(t, 5), '10:00')).json();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/create',
      headers: customer.auth,
      payload: { paymentIntentId },
    });
    expect(response.statusCode).toBe(402);
  });

  it('never books a payment refunded at Stripe before its webhook arrived', async () => {
    const customer = await customerWithCart(t);
    const { paymentIntentId } = (await startPayment(t, customer, bookableDate(t, 6), '10:00')).json();
    stripe.succeed(paymentIntentId);
    // Staff refund it in the Stripe Dashboard; the succeeded event is delivered afterwards.
    const refunded = await fetch(`${stripe.url}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer sk_test_salon',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `payment_intent=${paymentIntentId}`,
    });
    expect(refunded.status).toBe(200);
    const event = signedEvent('evt_refunded', 'payment_intent.succeeded', paymentIntentId);
    expect((await sendWebhook(event.payload, event.signature)).statusCode).toBe(200);
    expect(
      await t.db.select().from(appointments).where(eq(appointments.paymentIntentId, paymentIntentId)),
    ).toHaveLength(0);
    const [reservation] = await t.db
      .select()
      .from(slotReservations)
      .where(eq(slotReservations.paymentIntentId, paymentIntentId));
    expect(reservation).toMatchObject({ status: 'refunded', refundReason: 'provider_refund' });
    expect(reservation!.refundId).toMatch(/^re_/);
    const fromBrowser = await createAppointment(t, customer, paymentIntentId);
    expect(fromBrowser.statusCode).toBe(409);
    expect(fromBrowser.json().message).toBe(
      'The booking fee of this payment has been refunded, so it cannot book an appointment. Please start a new booking.',
    );
  });
});
