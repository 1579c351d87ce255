import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, paymentCustomers, savedCards } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  bookableDate,
  createAppointment,
  customerWithCart,
  startPayment,
} from '../../test/booking-builders.ts';
import { startStripeFake } from '../../test/stripe-fake.ts';

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startStripeFake>>;
beforeAll(async () => {
  stripe = await startStripeFake();
  t = await buildTestApp({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_salon',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_salon',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_salon',
    STRIPE_API_BASE: stripe.url,
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('saved cards with Stripe, through the API (docs/decisions/0033-saved-cards.md)', () => {
  it('keeps the card of a payment set up for future use on one Stripe Customer, and pays the next fee with it', async () => {
    const customer = await customerWithCart(t);
    const first = (await startPayment(t, customer, bookableDate(t, 3), '10:00')).json();
    const methodId = stripe.succeed(first.paymentIntentId, {
      keepCard: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
    });
    expect((await createAppointment(t, customer, first.paymentIntentId)).statusCode).toBe(201);

    const kept = await t.app.inject({
      method: 'POST',
      url: '/api/payments/saved-cards',
      headers: customer.auth,
      payload: { paymentIntentId: first.paymentIntentId },
    });
    expect(kept.statusCode).toBe(201);
    const card = kept.json().data.card;
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 });
    const [row] = await t.db.select().from(savedCards).where(eq(savedCards.id, card.id));
    expect(row).toMatchObject({ provider: 'stripe', token: methodId });

    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add-cart',
      headers: customer.auth,
      payload: { serviceId: customer.service.id },
    });
    const next = (await startPayment(t, customer, bookableDate(t, 4), '11:00')).json();
    // One Stripe Customer per customer of ours, reused by every later payment.
    const customerRows = await t.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.userId, customer.userId));
    expect(customerRows).toHaveLength(1);
    const intentBodies = stripe.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents')
      .map((r) => r.body.customer);
    expect(intentBodies.slice(-2)).toEqual([customerRows[0]!.customerRef, customerRows[0]!.customerRef]);

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/saved-cards/${card.id}/pay`,
      headers: customer.auth,
      payload: { paymentIntentId: next.paymentIntentId },
    });
    expect(paid.json()).toEqual({ paymentIntent: { id: next.paymentIntentId, status: 'succeeded' } });
    expect(
      await t.db.select().from(appointments).where(eq(appointments.paymentIntentId, next.paymentIntentId)),
    ).toHaveLength(1);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/payments/saved-cards/${card.id}`,
      headers: customer.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(stripe.paymentMethods.get(methodId!)?.customer).toBeNull();
  });
});
