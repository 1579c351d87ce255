import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, sandboxPaymentIntents, savedCards, slotReservations } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  bookableDate,
  createAppointment,
  customerWithCart,
  startPayment,
  VISA,
} from '../../test/booking-builders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof customerWithCart>>;

const listCards = (customer: Customer) =>
  t.app.inject({ method: 'GET', url: '/api/payments/saved-cards', headers: customer.auth });
const keepCard = (customer: Customer, paymentIntentId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/saved-cards',
    headers: customer.auth,
    payload: { paymentIntentId },
  });
const payWithCard = (customer: Customer, cardId: string, paymentIntentId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/saved-cards/${cardId}/pay`,
    headers: customer.auth,
    payload: { paymentIntentId },
  });
const deleteCard = (customer: Customer, cardId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/payments/saved-cards/${cardId}`, headers: customer.auth });

const intentOf = async (id: string) =>
  (await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)))[0]!;
const appointmentsOf = (paymentIntentId: string) =>
  t.db.select().from(appointments).where(eq(appointments.paymentIntentId, paymentIntentId));

/** Holds a time and opens its payment; answers the intent. A booking empties the cart, so it is filled again. */
async function hold(customer: Customer, dayOffset: number, startTime = '10:00') {
  await t.app.inject({
    method: 'POST',
    url: '/api/cart/add-cart',
    headers: customer.auth,
    payload: { serviceId: customer.service.id },
  });
  const started = await startPayment(t, customer, bookableDate(t, dayOffset), startTime);
  expect(started.statusCode).toBe(200);
  return started.json() as { clientSecret: string; paymentIntentId: string };
}

/** Pays by typing the card, asking to keep it; answers the saved card. */
async function payAndKeep(customer: Customer, dayOffset: number) {
  const intent = await hold(customer, dayOffset);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    headers: customer.auth,
    payload: { clientSecret: intent.clientSecret, card: VISA, saveCard: true },
  });
  expect(confirmed.json()).toMatchObject({ paymentIntent: { status: 'succeeded' } });
  const kept = await keepCard(customer, intent.paymentIntentId);
  expect(kept.statusCode).toBe(201);
  return kept.json().data.card as { id: string };
}

describe('keeping a card (docs/decisions/0033-saved-cards.md)', () => {
  it('keeps brand, last four digits and expiry of a card paid with the box ticked, never its number', async () => {
    const customer = await customerWithCart(t);
    const card = await payAndKeep(customer, 3);

    const listed = await listCards(customer);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.cards).toEqual([
      { id: card.id, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    ]);
    const [row] = await t.db.select().from(savedCards).where(eq(savedCards.id, card.id));
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    // No column holds the security code (a random id may well end in its digits).
    expect(Object.values(row!).map(String)).not.toContain(VISA.cvc);
    expect(row?.token).toMatch(/^pm_sandbox_/);
  });

  it('keeps nothing when the box was not ticked', async () => {
    const customer = await customerWithCart(t);
    const intent = await hold(customer, 4);
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      headers: customer.auth,
      payload: { clientSecret: intent.clientSecret, card: VISA },
    });

    const kept = await keepCard(customer, intent.paymentIntentId);
    expect(kept.statusCode).toBe(400);
    expect(kept.json().message).toBe('This payment has no card to save');
    expect((await listCards(customer)).json().data.cards).toEqual([]);
  });

  it("does not keep the card of another customer's payment", async () => {
    const owner = await customerWithCart(t);
    const other = await customerWithCart(t);
    const intent = await hold(owner, 5);
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      headers: owner.auth,
      payload: { clientSecret: intent.clientSecret, card: VISA, saveCard: true },
    });

    expect((await keepCard(other, intent.paymentIntentId)).statusCode).toBe(404);
    expect(await t.db.select().from(savedCards).where(eq(savedCards.userId, other.userId))).toEqual([]);
  });

  it('refuses in the database a last4 that is not four digits', async () => {
    const customer = await customerWithCart(t);
    await expect(
      t.db.insert(savedCards).values({
        userId: customer.userId,
        provider: 'sandbox',
        token: 'pm_sandbox_bad',
        brand: 'visa',
        last4: '42a2',
        expMonth: 1,
        expYear: 2040,
      }),
    ).rejects.toThrow();
  });
});

describe('paying with a saved card', () => {
  it('pays the next booking fee without the card typed, and books it once however often it is tapped', async () => {
    const customer = await customerWithCart(t);
    const card = await payAndKeep(customer, 6);
    const next = await hold(customer, 7, '13:00');

    const [first, second] = await Promise.all([
      payWithCard(customer, card.id, next.paymentIntentId),
      payWithCard(customer, card.id, next.paymentIntentId),
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ paymentIntent: { id: next.paymentIntentId, status: 'succeeded' } });
    expect(second.json()).toEqual(first.json());

    const booked = await createAppointment(t, customer, next.paymentIntentId);
    expect(booked.statusCode).toBe(201);
    expect(await appointmentsOf(next.paymentIntentId)).toHaveLength(1);
    const [reservation] = await t.db
      .select()
      .from(slotReservations)
      .where(eq(slotReservations.paymentIntentId, next.paymentIntentId));
    expect(reservation?.status).toBe('booked');
    expect(reservation?.bookingFeeLkr).toBe(1000);
  });

  it('declines an expired saved card with the decline message and leaves the fee unpaid', async () => {
    const customer = await customerWithCart(t);
    const [expired] = await t.db
      .insert(savedCards)
      .values({
        userId: customer.userId,
        provider: 'sandbox',
        token: 'pm_sandbox_expired',
        brand: 'visa',
        last4: '4242',
        expMonth: 1,
        expYear: 2020,
      })
      .returning();
    const intent = await hold(customer, 8);

    const answer = await payWithCard(customer, expired!.id, intent.paymentIntentId);
    expect(answer.json()).toMatchObject({
      error: { code: 'expired_card', message: 'Your card has expired.' },
    });
    expect((await intentOf(intent.paymentIntentId)).status).toBe('requires_payment_method');
    expect(await appointmentsOf(intent.paymentIntentId)).toEqual([]);
  });
});

describe("nobody sees, uses or removes another customer's card", () => {
  it('answers 404 to another customer and changes nothing', async () => {
    const owner = await customerWithCart(t);
    const other = await customerWithCart(t);
    const card = await payAndKeep(owner, 9);
    const othersHold = await hold(other, 10);

    expect((await listCards(other)).json().data.cards).toEqual([]);

    const used = await payWithCard(other, card.id, othersHold.paymentIntentId);
    expect(used.statusCode).toBe(404);
    expect(used.json().message).toBe('Card not found');
    expect((await intentOf(othersHold.paymentIntentId)).status).toBe('requires_payment_method');

    const removed = await deleteCard(other, card.id);
    expect(removed.statusCode).toBe(404);
    expect((await listCards(owner)).json().data.cards).toHaveLength(1);
  });

  it("answers 404 to the owner paying someone else's booking fee with their card", async () => {
    const owner = await customerWithCart(t);
    const other = await customerWithCart(t);
    const card = await payAndKeep(owner, 11);
    const othersHold = await hold(other, 12);

    const answer = await payWithCard(owner, card.id, othersHold.paymentIntentId);
    expect(answer.statusCode).toBe(404);
    expect((await intentOf(othersHold.paymentIntentId)).status).toBe('requires_payment_method');
  });
});

describe('removing a card', () => {
  it('removes the owner’s card, after which it can no longer pay', async () => {
    const customer = await customerWithCart(t);
    const card = await payAndKeep(customer, 13);

    const removed = await deleteCard(customer, card.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Card removed');
    expect((await listCards(customer)).json().data.cards).toEqual([]);
    expect((await deleteCard(customer, card.id)).statusCode).toBe(404);
    const next = await hold(customer, 14, '13:00');
    expect((await payWithCard(customer, card.id, next.paymentIntentId)).statusCode).toBe(404);
  });

  it('answers 400 to an id that is not a card id, and 401 without a session', async () => {
    const customer = await customerWithCart(t);
    expect((await deleteCard(customer, 'not-a-card')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/saved-cards' })).statusCode).toBe(401);
  });
});
