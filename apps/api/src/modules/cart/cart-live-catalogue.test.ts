import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services, slotReservations, specialOffers } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, startPayment } from '../../test/booking-builders.ts';
import { createOffer, createService, salonDayFromNow, signedInCustomer } from '../../test/builders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;
const getCart = async (customer: Customer) =>
  (await t.app.inject({ method: 'GET', url: '/api/cart/get-cart', headers: customer.auth })).json().data.cart;
const post = (customer: Customer, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/cart${url}`, headers: customer.auth, payload });
const reservationsOf = (userId: string) =>
  t.db.select().from(slotReservations).where(eq(slotReservations.userId, userId));
const salonDay = (offset: number) => salonDayFromNow(t, offset);

describe('the cart and the booking follow the live catalogue', () => {
  it('drops a hidden service from the cart and books current prices only', async () => {
    const customer = await signedInCustomer(t);
    const kept = await createService(t, { title: 'Kept', priceLkr: 3000, durationMinutes: 60 });
    const hidden = await createService(t, { title: 'Hidden', priceLkr: 9000, durationMinutes: 120 });
    await post(customer, '/add-cart', { serviceId: kept.id });
    await post(customer, '/add-cart', { serviceId: hidden.id });
    await t.db.update(services).set({ deletedAt: t.clock.now() }).where(eq(services.id, hidden.id));
    await t.db.update(services).set({ priceLkr: 3500 }).where(eq(services.id, kept.id));

    const cart = await getCart(customer);
    expect(cart.items.map((item: { serviceId: string }) => item.serviceId)).toEqual([kept.id]);
    expect(cart.summary).toMatchObject({ servicesTotal: 3500, totalAmount: 4500, totalDuration: 60 });

    const started = await startPayment(t, customer, bookableDate(t), '10:00');
    expect(started.statusCode, started.body).toBe(200);
    const [hold] = await reservationsOf(customer.userId);
    expect(hold!.services).toEqual([
      { serviceId: kept.id, title: 'Kept', priceLkr: 3500, quantity: 1, durationMinutes: 60 },
    ]);
    expect(hold!.endsAt.getTime() - hold!.startsAt.getTime()).toBe(60 * 60_000);
  });

  it("carries the owner's Sinhala and Tamil titles of each service in the cart", async () => {
    const customer = await signedInCustomer(t);
    const translated = await createService(t, {
      title: 'Bridal Makeup',
      translations: {
        si: { title: 'මනාලිය වේශ නිරූපණය' },
        ta: { title: 'மணப்பெண் ஒப்பனை', description: 'முழு ஒப்பனை.' },
      },
    });
    const plain = await createService(t, { title: 'Plain Trim' });
    await post(customer, '/add-cart', { serviceId: translated.id });
    await post(customer, '/add-cart', { serviceId: plain.id });

    const cart = await getCart(customer);
    const byId = (id: string) => cart.items.find((item: { serviceId: string }) => item.serviceId === id);
    expect(byId(translated.id).title).toBe('Bridal Makeup');
    expect(byId(translated.id).service.translations).toEqual({
      si: { title: 'මනාලිය වේශ නිරූපණය' },
      ta: { title: 'மணப்பெண் ஒப்பனை', description: 'முழு ஒப்பனை.' },
    });
    expect(byId(plain.id).service).not.toHaveProperty('translations');
  });

  it('refuses to pay for an offer that has ended, and takes it out of the cart', async () => {
    const customer = await signedInCustomer(t);
    const service = await createService(t, { priceLkr: 8000, durationMinutes: 60 });
    const offer = await createOffer(t, [service.id]);
    expect((await post(customer, '/add-special-offer', { offerId: offer.id })).statusCode).toBe(200);
    await t.db
      .update(specialOffers)
      .set({ startDate: salonDay(-3), endDate: salonDay(-1) })
      .where(eq(specialOffers.id, offer.id));

    const refused = await startPayment(t, customer, bookableDate(t), '11:00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The special offer in your cart has ended or was withdrawn, so it has been taken out of your cart. Please choose your services again.',
    );
    expect(await reservationsOf(customer.userId)).toEqual([]);
    expect(await getCart(customer)).toMatchObject({ items: [], specialOffer: null });
  });

  it('does not show or book a deleted offer at its services\u2019 full prices', async () => {
    const customer = await signedInCustomer(t);
    const service = await createService(t, { priceLkr: 8000, durationMinutes: 60 });
    const offer = await createOffer(t, [service.id]);
    await post(customer, '/add-special-offer', { offerId: offer.id });
    await t.db.update(specialOffers).set({ deletedAt: t.clock.now() }).where(eq(specialOffers.id, offer.id));

    expect(await getCart(customer)).toMatchObject({
      items: [],
      specialOffer: null,
      summary: { servicesTotal: 0, totalAmount: 0 },
    });
    const refused = await startPayment(t, customer, bookableDate(t), '12:00');
    expect(refused.statusCode).toBe(400);
    expect(await reservationsOf(customer.userId)).toEqual([]);
    // The cart works again at once: no stale offer blocks a regular service.
    expect((await post(customer, '/add-cart', { serviceId: service.id })).statusCode).toBe(200);
  });
});
