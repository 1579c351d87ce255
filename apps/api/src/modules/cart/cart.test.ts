import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createOffer, createService, signedInCustomer, signedInUnverified } from '../../test/builders.ts';

let t: TestApp;
let haircut: { id: string };
let manicure: { id: string };
let retired: { id: string };
beforeAll(async () => {
  t = await buildTestApp();
  haircut = await createService(t, { title: 'Haircut', priceLkr: 3500, durationMinutes: 45 });
  manicure = await createService(t, {
    title: 'Gel Manicure',
    category: 'nail',
    priceLkr: 4500,
    durationMinutes: 60,
  });
  retired = await createService(t, { title: 'Retired', deletedAt: new Date() });
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;
const call = (customer: Customer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/cart${url}`, headers: customer.auth, ...(payload && { payload }) });

describe('cart', () => {
  it('starts empty with no booking fee', async () => {
    const customer = await signedInCustomer(t);
    const response = await call(customer, 'GET', '/get-cart');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.cart).toMatchObject({
      items: [],
      specialOffer: null,
      summary: { servicesTotal: 0, bookingFee: 0, totalAmount: 0, totalDuration: 0 },
    });
  });

  it('adds services, raises the quantity of a repeat and computes the summary', async () => {
    const customer = await signedInCustomer(t);
    const added = await call(customer, 'POST', '/add-cart', { serviceId: haircut.id });
    expect(added.json().message).toBe('Service added to cart');
    await call(customer, 'POST', '/add-cart', { serviceId: manicure.id });
    const cart = (await call(customer, 'POST', '/add-cart', { serviceId: haircut.id })).json().data.cart;
    expect(
      cart.items.map((item: { title: string; quantity: number }) => [item.title, item.quantity]),
    ).toEqual([
      ['Haircut', 2],
      ['Gel Manicure', 1],
    ]);
    expect(cart.items[0]).toMatchObject({
      serviceId: haircut.id,
      price: 3500,
      duration: 45,
      fromSpecialOffer: false,
      specialOfferId: null,
      service: { _id: haircut.id, averageTime: 45 },
    });
    expect(cart.summary).toEqual({
      servicesTotal: 11500,
      bookingFee: 1000,
      totalAmount: 12500,
      totalDuration: 150,
    });
  });

  it('updates quantity within 1-10 and refuses anything else', async () => {
    const customer = await signedInCustomer(t);
    const item = (await call(customer, 'POST', '/add-cart', { serviceId: haircut.id })).json().data.cart
      .items[0];
    const updated = await call(customer, 'PUT', `/update-quantity/${item._id}`, { quantity: 3 });
    expect(updated.json().data.cart.summary.servicesTotal).toBe(10500);
    for (const quantity of [0, 11, 2.5]) {
      const refused = await call(customer, 'PUT', `/update-quantity/${item._id}`, { quantity });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Quantity must be a whole number from 1 to 10');
    }
    expect((await call(customer, 'GET', '/get-cart')).json().data.cart.items[0].quantity).toBe(3);
  });

  it("answers 404 for another customer's cart item and leaves it alone", async () => {
    const owner = await signedInCustomer(t);
    const stranger = await signedInCustomer(t);
    const item = (await call(owner, 'POST', '/add-cart', { serviceId: haircut.id })).json().data.cart
      .items[0];
    expect((await call(stranger, 'DELETE', `/remove-cart-item/${item._id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', `/update-quantity/${item._id}`, { quantity: 5 })).statusCode).toBe(
      404,
    );
    expect((await call(owner, 'GET', '/get-cart')).json().data.cart.items[0].quantity).toBe(1);
  });

  it('removes an item and clears the cart', async () => {
    const customer = await signedInCustomer(t);
    await call(customer, 'POST', '/add-cart', { serviceId: haircut.id });
    const item = (await call(customer, 'POST', '/add-cart', { serviceId: manicure.id })).json().data.cart
      .items[1];
    const removed = await call(customer, 'DELETE', `/remove-cart-item/${item._id}`);
    expect(removed.json().message).toBe('Item removed from cart');
    expect(removed.json().data.cart.items).toHaveLength(1);
    const cleared = await call(customer, 'DELETE', '/clear-cart');
    expect(cleared.json()).toMatchObject({
      message: 'Cart cleared successfully',
      data: { cart: { items: [], summary: { bookingFee: 0 } } },
    });
  });

  it('refuses unknown and retired services', async () => {
    const customer = await signedInCustomer(t);
    expect((await call(customer, 'POST', '/add-cart', { serviceId: retired.id })).statusCode).toBe(404);
    const malformed = await call(customer, 'POST', '/add-cart', { serviceId: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Missing service ID');
  });

  it("puts an offer's own services in the cart, replacing what was there, at the offer price", async () => {
    const customer = await signedInCustomer(t);
    await call(customer, 'POST', '/add-cart', { serviceId: manicure.id });
    const offer = await createOffer(t, [haircut.id, manicure.id]);
    const response = await call(customer, 'POST', '/add-special-offer', {
      offerId: offer.id,
      services: [{ serviceId: retired.id, quantity: 9, fromSpecialOffer: true, specialOfferId: offer.id }],
    });
    expect(response.statusCode).toBe(200);
    const cart = response.json().data.cart;
    expect(response.json().message).toBe('Special offer added to cart');
    expect(cart.specialOffer).toMatchObject({
      _id: offer.id,
      title: 'Pamper Day',
      price: 6000,
      originalPrice: 8000,
      discount: 25,
    });
    expect(
      cart.items.map(
        (item: {
          serviceId: string;
          quantity: number;
          fromSpecialOffer: boolean;
          specialOfferId: string;
        }) => [item.serviceId, item.quantity, item.fromSpecialOffer, item.specialOfferId],
      ),
    ).toEqual([
      [haircut.id, 1, true, offer.id],
      [manicure.id, 1, true, offer.id],
    ]);
    expect(cart.summary).toEqual({
      servicesTotal: 6000,
      bookingFee: 1000,
      totalAmount: 7000,
      totalDuration: 105,
      originalPrice: 8000,
      savings: 2000,
    });

    const fixed = await call(customer, 'PUT', `/update-quantity/${cart.items[0]._id}`, { quantity: 2 });
    expect(fixed.statusCode).toBe(409);
    const mixed = await call(customer, 'POST', '/add-cart', { serviceId: haircut.id });
    expect(mixed.statusCode).toBe(409);

    const removed = await call(customer, 'DELETE', `/remove-cart-item/${cart.items[1]._id}`);
    expect(removed.json().data.cart).toMatchObject({ items: [], specialOffer: null });
  });

  it('refuses an expired offer and an offer without services', async () => {
    const customer = await signedInCustomer(t);
    const expired = await createOffer(t, [haircut.id], { startOffsetDays: -10, endOffsetDays: -1 });
    const expiredAnswer = await call(customer, 'POST', '/add-special-offer', { offerId: expired.id });
    expect(expiredAnswer.statusCode).toBe(409);
    expect(expiredAnswer.json().message).toBe('This special offer is not available right now');
    const empty = await createOffer(t, [], { endOffsetDays: 1 });
    const emptyAnswer = await call(customer, 'POST', '/add-special-offer', { offerId: empty.id });
    expect(emptyAnswer.statusCode).toBe(400);
    expect(emptyAnswer.json().message).toBe('This special offer has no services defined');
    const onlyRetired = await createOffer(t, [retired.id], { endOffsetDays: 1 });
    const retiredAnswer = await call(customer, 'POST', '/add-special-offer', { offerId: onlyRetired.id });
    expect(retiredAnswer.json().message).toBe('No valid services in this special offer');
    expect((await call(customer, 'GET', '/get-cart')).json().data.cart.items).toEqual([]);
  });

  it('keeps count right under simultaneous adds of one service', async () => {
    const customer = await signedInCustomer(t);
    await Promise.all(
      Array.from({ length: 6 }, () => call(customer, 'POST', '/add-cart', { serviceId: haircut.id })),
    );
    const cart = (await call(customer, 'GET', '/get-cart')).json().data.cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(6);
    const rows = await t.db.select().from(cartItems);
    expect(rows.filter((row) => row.id === cart.items[0]._id)).toHaveLength(1);
  });

  it('holds a service booked once per visit at most once, and changes nothing when asked for more', async () => {
    const customer = await signedInCustomer(t);
    const cut = await createService(t, { title: 'Hair Cut', bookableOnce: true });
    const added = await call(customer, 'POST', '/add-cart', { serviceId: cut.id });
    expect(added.statusCode).toBe(200);
    const item = added.json().data.cart.items[0];
    expect(item.service).toMatchObject({ _id: cut.id, bookableOnce: true });

    const again = await call(customer, 'POST', '/add-cart', { serviceId: cut.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Hair Cut can be booked once per visit');
    expect(again.json()).toMatchObject({
      messageId: '{title} can be booked once per visit',
      params: { title: 'Hair Cut' },
    });
    const raised = await call(customer, 'PUT', `/update-quantity/${item._id}`, { quantity: 2 });
    expect(raised.statusCode).toBe(400);
    expect(raised.json().message).toBe('Hair Cut can be booked once per visit');
    expect((await call(customer, 'PUT', `/update-quantity/${item._id}`, { quantity: 1 })).statusCode).toBe(
      200,
    );

    await Promise.all(
      Array.from({ length: 4 }, () => call(customer, 'POST', '/add-cart', { serviceId: cut.id })),
    );
    const cart = (await call(customer, 'GET', '/get-cart')).json().data.cart;
    expect(cart.items.map((line: { quantity: number }) => line.quantity)).toEqual([1]);
    expect(cart.summary.servicesTotal).toBe(3500);
  });

  it("names the service in the reader's language when it refuses a second one", async () => {
    const customer = await signedInCustomer(t);
    const cut = await createService(t, {
      title: 'Hair Cut',
      bookableOnce: true,
      translations: { si: { title: 'කොණ්ඩය කැපීම' }, ta: { title: '' } },
    });
    const inSinhala = { ...customer.auth, cookie: 'salon_lang=si' };
    const add = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/cart/add-cart', headers, payload: { serviceId: cut.id } });
    expect((await add(inSinhala)).statusCode).toBe(200);
    const again = await add(inSinhala);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      messageId: '{title} can be booked once per visit',
      params: { title: 'කොණ්ඩය කැපීම' },
    });
    // No Tamil title: the English one, as every screen shows it.
    const inTamil = await add({ ...customer.auth, cookie: 'salon_lang=ta' });
    expect(inTamil.json().params).toEqual({ title: 'Hair Cut' });
  });

  it('lets a service not booked once be added again and says so in the cart', async () => {
    const customer = await signedInCustomer(t);
    await call(customer, 'POST', '/add-cart', { serviceId: manicure.id });
    const cart = (await call(customer, 'POST', '/add-cart', { serviceId: manicure.id })).json().data.cart;
    expect(cart.items[0]).toMatchObject({ quantity: 2, service: { bookableOnce: false } });
  });

  it('needs a signed-in, verified customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/cart/get-cart' })).statusCode).toBe(401);
    const unverified = await signedInUnverified(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/cart/get-cart',
      headers: unverified.auth,
    });
    expect(response.statusCode).toBe(403);
  });
});
