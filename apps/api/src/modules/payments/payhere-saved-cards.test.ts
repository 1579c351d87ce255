import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, payherePayments } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, customerWithCart, startPayment } from '../../test/booking-builders.ts';
import { PAYHERE_TEST_KEYS, startPayHereTestApp } from '../../test/payhere-app.ts';
import { payhereCheckoutHash } from './payhere-provider.ts';
import type { PayHereFake } from '../../test/payhere-fake.ts';

const KEYS = PAYHERE_TEST_KEYS;

let t: TestApp;
let fake: PayHereFake;
let notifyUrl: string;
let close: () => Promise<void>;
let daysAhead = 3;

beforeAll(async () => {
  ({ t, fake, notifyUrl, close } = await startPayHereTestApp());
});
afterAll(() => close());

type Customer = Awaited<ReturnType<typeof customerWithCart>>;

/** The checkout answer of a hold on a day of its own, its cart filled again first (a booking empties it). */
async function startHold(customer: Customer) {
  await t.app.inject({
    method: 'POST',
    url: '/api/cart/add-cart',
    headers: customer.auth,
    payload: { serviceId: customer.service.id },
  });
  const started = await startPayment(t, customer, bookableDate(t, daysAhead++), '10:00');
  expect(started.statusCode).toBe(200);
  return started.json().data as {
    paymentIntentId: string;
    keepCardCheckout: { action: string; fields: Record<string, string> };
  };
}

/** A hold's order id. */
const hold = async (customer: Customer) => (await startHold(customer)).paymentIntentId;

/** A first booking paid on PayHere with tokenisation: the notify carries the card's customer_token. */
async function keptPayHereCard(customer: Customer, customerToken: string) {
  const orderId = await hold(customer);
  const sent = await fake.notify(notifyUrl, fake.notification({ orderId, statusCode: 2, customerToken }));
  expect(sent.status).toBe(200);
  const kept = await t.app.inject({
    method: 'POST',
    url: '/api/payments/saved-cards',
    headers: customer.auth,
    payload: { paymentIntentId: orderId },
  });
  expect(kept.statusCode, kept.body).toBe(201);
  return kept.json().data.card as { id: string };
}

const payWith = (customer: Customer, cardId: string, orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/saved-cards/${cardId}/pay`,
    headers: customer.auth,
    payload: { paymentIntentId: orderId },
  });
const chargesOf = (orderId: string) => fake.charges.filter((charge) => charge.orderId === orderId);
const appointmentsOf = (orderId: string) =>
  t.db.select().from(appointments).where(eq(appointments.paymentIntentId, orderId));

describe('PayHere saved cards: tokenised notify, then the Charging API (docs/decisions/0033-saved-cards.md)', () => {
  it('keeps the card a verified paid notify carried a customer_token for: brand, last4, expiry', async () => {
    const customer = await customerWithCart(t);
    const token = fake.issueCustomerToken();
    const card = await keptPayHereCard(customer, token);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/payments/saved-cards',
      headers: customer.auth,
    });
    expect(listed.json().data.cards).toEqual([
      { id: card.id, brand: 'visa', last4: '1292', expMonth: 12, expYear: 2030 },
    ]);
  });

  it('keeps nothing from a paid notify without a customer_token', async () => {
    const customer = await customerWithCart(t);
    const orderId = await hold(customer);
    await fake.notify(notifyUrl, fake.notification({ orderId, statusCode: 2 }));
    const kept = await t.app.inject({
      method: 'POST',
      url: '/api/payments/saved-cards',
      headers: customer.auth,
      payload: { paymentIntentId: orderId },
    });
    expect(kept.statusCode).toBe(400);
  });

  it('charges the next booking fee with the token once, however often it is tapped, and books it', async () => {
    const customer = await customerWithCart(t);
    const token = fake.issueCustomerToken();
    const card = await keptPayHereCard(customer, token);
    const orderId = await hold(customer);

    const [first, second] = await Promise.all([
      payWith(customer, card.id, orderId),
      payWith(customer, card.id, orderId),
    ]);
    const answers = [first.json(), second.json()];
    expect(answers).toContainEqual({ paymentIntent: { id: orderId, status: 'succeeded' } });
    const [charge, ...others] = chargesOf(orderId);
    expect(others).toEqual([]);
    expect(charge).toMatchObject({ customerToken: token, amount: 1000 });
    const request = fake.requests.find(
      (r) => r.path === '/merchant/v1/payment/charge' && JSON.parse(r.body).order_id === orderId,
    );
    expect(JSON.parse(request!.body)).toMatchObject({ type: 'PAYMENT', currency: 'LKR', amount: 1000 });
    expect(await appointmentsOf(orderId)).toHaveLength(1);
    const [payment] = await t.db.select().from(payherePayments).where(eq(payherePayments.orderId, orderId));
    expect(payment).toMatchObject({ statusCode: 2, paymentId: charge!.paymentId });
  });

  it('answers a refused charge as a declined card, books nothing and lets the customer try again', async () => {
    const customer = await customerWithCart(t);
    const card = await keptPayHereCard(customer, fake.issueCustomerToken({ declines: true }));
    const orderId = await hold(customer);

    const answer = await payWith(customer, card.id, orderId);
    expect(answer.json()).toEqual({
      error: { code: 'card_declined', message: 'Your card was declined.', payment_intent: { id: orderId } },
    });
    expect(await appointmentsOf(orderId)).toEqual([]);
    const [payment] = await t.db.select().from(payherePayments).where(eq(payherePayments.orderId, orderId));
    expect(payment?.chargeStartedAt).toBeNull();
  });

  it('never charges twice when the answer to a charge was lost; the sweep finds the payment', async () => {
    const customer = await customerWithCart(t);
    const card = await keptPayHereCard(customer, fake.issueCustomerToken());
    const orderId = await hold(customer);
    fake.loseNextChargeAnswers(1);

    expect((await payWith(customer, card.id, orderId)).statusCode).toBe(500);
    const retry = await payWith(customer, card.id, orderId);
    expect(retry.json()).toEqual({ paymentIntent: { id: orderId, status: 'processing' } });
    expect(chargesOf(orderId)).toHaveLength(1);

    t.clock.advanceSeconds(16 * 60);
    await t.app.sweepBookings();
    expect(await appointmentsOf(orderId)).toHaveLength(1);
  });
});

describe('PayHere Preapproval: "Save this card" on the first payment (docs/decisions/0033-saved-cards.md)', () => {
  /** A hold, and the Preapproval form the checkout answer offers for it. */
  async function holdWithPreapproval(customer: Customer) {
    const data = await startHold(customer);
    return { orderId: data.paymentIntentId, form: data.keepCardCheckout };
  }
  const keepCard = (customer: Customer, orderId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/saved-cards',
      headers: customer.auth,
      payload: { paymentIntentId: orderId },
    });

  it('offers a signed Preapproval form for the hold, returning to the page that keeps the card', async () => {
    const customer = await customerWithCart(t);
    const { orderId, form } = await holdWithPreapproval(customer);
    expect(form.action).toBe(`${fake.url}/pay/preapprove`);
    expect(form.fields).toMatchObject({ order_id: `${orderId}-keep`, amount: '1000.00', currency: 'LKR' });
    expect(form.fields.return_url).toContain(`order_id=${orderId}&save_card=1`);
    expect(form.fields.hash).toBe(
      payhereCheckoutHash(KEYS.merchantId, `${orderId}-keep`, '1000.00', 'LKR', KEYS.merchantSecret),
    );
  });

  it('charges the fee once with the token its notify brings, books it, and keeps the card', async () => {
    const customer = await customerWithCart(t);
    const { orderId } = await holdWithPreapproval(customer);
    const token = fake.issueCustomerToken();
    const preapproved = fake.notification({
      orderId: `${orderId}-keep`,
      statusCode: 2,
      customerToken: token,
    });

    expect((await fake.notify(notifyUrl, preapproved)).status).toBe(200);
    expect((await fake.notify(notifyUrl, preapproved)).status).toBe(200);

    const [charge, ...others] = chargesOf(orderId);
    expect(others).toEqual([]);
    expect(charge).toMatchObject({ customerToken: token, amount: 1000 });
    expect(await appointmentsOf(orderId)).toHaveLength(1);
    expect((await keepCard(customer, orderId)).statusCode).toBe(201);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/payments/saved-cards',
      headers: customer.auth,
    });
    expect(listed.json().data.cards).toMatchObject([
      { brand: 'visa', last4: '1292', expMonth: 12, expYear: 2030 },
    ]);
  });

  it('changes nothing for a forged preapproval notify', async () => {
    const customer = await customerWithCart(t);
    const { orderId } = await holdWithPreapproval(customer);
    const forged = fake.notification({
      orderId: `${orderId}-keep`,
      statusCode: 2,
      customerToken: fake.issueCustomerToken(),
      merchantSecret: 'not-the-secret',
    });
    expect((await fake.notify(notifyUrl, forged)).status).toBe(400);
    expect(chargesOf(orderId)).toEqual([]);
    expect(await appointmentsOf(orderId)).toEqual([]);
  });

  it('does not charge an order its checkout already paid', async () => {
    const customer = await customerWithCart(t);
    const { orderId } = await holdWithPreapproval(customer);
    await fake.notify(notifyUrl, fake.notification({ orderId, statusCode: 2 }));
    const preapproved = fake.notification({
      orderId: `${orderId}-keep`,
      statusCode: 2,
      customerToken: fake.issueCustomerToken(),
    });
    expect((await fake.notify(notifyUrl, preapproved)).status).toBe(200);
    expect(chargesOf(orderId)).toEqual([]);
    expect(await appointmentsOf(orderId)).toHaveLength(1);
  });

  it('books nothing on a refused charge, and a lost answer is settled by the sweep, charged once', async () => {
    const refused = await customerWithCart(t);
    const first = await holdWithPreapproval(refused);
    const declining = fake.issueCustomerToken({ declines: true });
    await fake.notify(
      notifyUrl,
      fake.notification({ orderId: `${first.orderId}-keep`, statusCode: 2, customerToken: declining }),
    );
    expect(await appointmentsOf(first.orderId)).toEqual([]);

    const lost = await customerWithCart(t);
    const second = await holdWithPreapproval(lost);
    fake.loseNextChargeAnswers(1);
    const preapproved = fake.notification({
      orderId: `${second.orderId}-keep`,
      statusCode: 2,
      customerToken: fake.issueCustomerToken(),
    });
    await fake.notify(notifyUrl, preapproved);
    await fake.notify(notifyUrl, preapproved);
    expect(chargesOf(second.orderId)).toHaveLength(1);
    expect(await appointmentsOf(second.orderId)).toEqual([]);
    t.clock.advanceSeconds(16 * 60);
    await t.app.sweepBookings();
    expect(await appointmentsOf(second.orderId)).toHaveLength(1);
  });
});
