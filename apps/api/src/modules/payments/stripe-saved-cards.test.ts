import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeFake } from '../../test/stripe-fake.ts';
import type { StripeFake } from '../../test/stripe-fake.ts';
import type { PaymentProvider, SavedCardSupport } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

const SECRET_KEY = 'sk_test_salon_0123456789';
const metadata = { reservationId: 'hold-1', userId: 'user-1' };
const MASTERCARD = { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2031 };

let fake: StripeFake;
let provider: PaymentProvider;
let cards: SavedCardSupport;

beforeAll(async () => {
  fake = await startStripeFake();
  provider = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: undefined, apiBase: fake.url });
  cards = provider.savedCards!;
});
afterAll(() => fake.close());

const newCustomer = () =>
  cards.createCustomer!({
    name: 'Nimali Perera',
    email: 'nimali@example.lk',
    userId: randomUUID(),
    idempotencyKey: `customer-${randomUUID()}`,
  });
const openIntent = (customerRef: string) =>
  provider.createIntent({ amountLkr: 1000, idempotencyKey: randomUUID(), metadata, customerRef });

/** A first payment in the browser with the box ticked: the card is kept on the customer. */
async function keptCardOf(customerRef: string, options: { declinesLater?: boolean } = {}) {
  const first = await openIntent(customerRef);
  fake.succeed(first.id, { keepCard: MASTERCARD, ...options });
  return (await cards.cardToKeep(first.id))!;
}

describe('Stripe saved cards, at the protocol level (docs/decisions/0033-saved-cards.md)', () => {
  it('creates one Stripe Customer per customer of ours, whatever the retries', async () => {
    const idempotencyKey = `customer-${randomUUID()}`;
    const input = { name: 'Nimali Perera', email: 'nimali@example.lk', userId: 'user-7', idempotencyKey };
    const first = await cards.createCustomer!(input);
    const second = await cards.createCustomer!(input);

    expect(first).toMatch(/^cus_/);
    expect(second).toBe(first);
    const request = fake.requests.find(
      (r) => r.path === '/v1/customers' && r.headers['idempotency-key'] === idempotencyKey,
    );
    expect(request?.body).toEqual({
      name: 'Nimali Perera',
      email: 'nimali@example.lk',
      metadata: { userId: 'user-7' },
    });
  });

  it('opens the intent on the customer, so the browser can keep the card', async () => {
    const customer = await newCustomer();
    const idempotencyKey = randomUUID();
    await provider.createIntent({ amountLkr: 1000, idempotencyKey, metadata, customerRef: customer });
    const request = fake.requests.find((r) => r.headers['idempotency-key'] === idempotencyKey);
    expect(request?.body).toMatchObject({ customer, amount: '100000', currency: 'lkr' });
  });

  it('reads the kept card (brand, last4, expiry) from a paid intent set up for future use', async () => {
    const customer = await newCustomer();
    const first = await openIntent(customer);
    const methodId = fake.succeed(first.id, { keepCard: MASTERCARD });

    expect(await cards.cardToKeep(first.id)).toEqual({
      token: methodId,
      brand: 'mastercard',
      last4: '4444',
      expMonth: 3,
      expYear: 2031,
    });
    const retrieve = fake.requests.findLast((r) => r.path === `/v1/payment_intents/${first.id}`);
    expect(retrieve?.query).toMatchObject({ expand: ['payment_method'] });
  });

  it('keeps nothing from a payment made without setup_future_usage', async () => {
    const customer = await newCustomer();
    const intent = await openIntent(customer);
    fake.succeed(intent.id);
    expect(await cards.cardToKeep(intent.id)).toBeUndefined();
  });

  it('pays a new intent with the saved PaymentMethod (customer + payment_method + confirm), once per key', async () => {
    const customer = await newCustomer();
    const card = await keptCardOf(customer);
    const next = await openIntent(customer);
    const idempotencyKey = `saved-card-${randomUUID()}`;

    const [first, second] = await Promise.all([
      cards.chargeSavedCard({ intentId: next.id, card, customerRef: customer, idempotencyKey }),
      cards.chargeSavedCard({ intentId: next.id, card, customerRef: customer, idempotencyKey }),
    ]);

    expect(first).toEqual({ paymentIntent: { id: next.id, status: 'succeeded' } });
    expect(second).toEqual(first);
    const confirms = fake.requests.filter((r) => r.path === `/v1/payment_intents/${next.id}/confirm`);
    expect(confirms.map((r) => r.body)).toEqual([
      { payment_method: card.token },
      { payment_method: card.token },
    ]);
    expect(confirms.every((r) => r.headers['idempotency-key'] === idempotencyKey)).toBe(true);
    expect(await provider.retrieveIntent(next.id)).toMatchObject({ status: 'succeeded', amountLkr: 1000 });
  });

  it('answers paid for an intent already paid by an earlier tap under another key', async () => {
    const customer = await newCustomer();
    const card = await keptCardOf(customer);
    const next = await openIntent(customer);
    await cards.chargeSavedCard({
      intentId: next.id,
      card,
      customerRef: customer,
      idempotencyKey: randomUUID(),
    });

    expect(
      await cards.chargeSavedCard({
        intentId: next.id,
        card,
        customerRef: customer,
        idempotencyKey: randomUUID(),
      }),
    ).toEqual({ paymentIntent: { id: next.id, status: 'succeeded' } });
    expect(fake.refundsFor(next.id)).toEqual([]);
  });

  it("returns Stripe's decline in the card confirmation's shape and leaves the intent unpaid", async () => {
    const customer = await newCustomer();
    const card = await keptCardOf(customer, { declinesLater: true });
    const next = await openIntent(customer);

    const answer = await cards.chargeSavedCard({
      intentId: next.id,
      card,
      customerRef: customer,
      idempotencyKey: randomUUID(),
    });
    expect(answer).toEqual({
      error: {
        message: 'Your card was declined.',
        code: 'card_declined',
        decline_code: 'generic_decline',
        payment_intent: { id: next.id },
      },
    });
    expect(await provider.retrieveIntent(next.id)).toMatchObject({ status: 'requires_payment_method' });
  });

  it('detaches a removed card, and a card Stripe no longer knows counts as removed', async () => {
    const customer = await newCustomer();
    const card = await keptCardOf(customer);

    await cards.forgetCard!(card);
    expect(fake.paymentMethods.get(card.token)?.customer).toBeNull();
    await expect(cards.forgetCard!({ ...card, token: 'pm_unknown' })).resolves.toBeUndefined();
  });
});
