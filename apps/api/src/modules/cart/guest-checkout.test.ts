import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, bookThroughApi, customerWithCart } from '../../test/booking-builders.ts';
import { createService, nextClientAddress, signedInCustomer } from '../../test/builders.ts';

/** docs/product.md#2.10: a visitor sees free times and prices before making an account. */
let t: TestApp;
let short: { id: string };
beforeAll(async () => {
  t = await buildTestApp();
  // Made before any read: the services' lengths are then read once into the cache.
  short = await createService(t, { durationMinutes: 30 });
});
afterAll(() => t.close());

const visitor = (url: string, payload: object, remoteAddress = nextClientAddress()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('availability without an account', () => {
  it('shows a visitor the same free starts and days a customer sees, a booked visit counted', async () => {
    const owner = await customerWithCart(t, 60);
    const date = bookableDate(t, 5);
    const services = [{ _id: owner.service.id, averageTime: 60, quantity: 1 }];
    await bookThroughApi(t, owner, date, '10:00');

    const asVisitor = await visitor('/api/appointments/check-availability', { date, services });
    expect(asVisitor.statusCode, asVisitor.body).toBe(200);
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/check-availability',
      headers: owner.auth,
      payload: { date, services },
    });
    expect(asVisitor.json().data.availableSlots).toEqual(asCustomer.json().data.availableSlots);
    expect(asVisitor.json().data.availableSlots.length).toBeGreaterThan(0);

    const days = await visitor('/api/appointments/bookable-days', { month: date.slice(0, 7), services });
    expect(days.statusCode, days.body).toBe(200);
    expect(days.json().data.days.find((day: { date: string }) => day.date === date).state).not.toBe('closed');
  });

  it('keeps a move (an appointment id) to the signed-in customer', async () => {
    const response = await visitor('/api/appointments/check-availability', {
      date: bookableDate(t),
      services: [{ _id: short.id, averageTime: 30, quantity: 1 }],
      appointmentId: 'a0000000-0000-4000-8000-000000000001',
    });
    expect(response.statusCode).toBe(401);
  });

  it('stops one address asking too often, with the wait, while another address still reads', async () => {
    const payload = { month: bookableDate(t).slice(0, 7), services: [{ _id: short.id, quantity: 1 }] };
    const address = nextClientAddress();
    let last = await visitor('/api/appointments/bookable-days', payload, address);
    for (let call = 1; call < 301 && last.statusCode === 200; call++) {
      last = await visitor('/api/appointments/bookable-days', payload, address);
    }
    expect(last.statusCode, last.body).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect((await visitor('/api/appointments/bookable-days', payload)).statusCode).toBe(200);
    // A signed-in customer behind the same address is not counted as a visitor.
    const customer = await signedInCustomer(t);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/bookable-days',
      headers: customer.auth,
      payload,
      remoteAddress: address,
    });
    expect(signedIn.statusCode).toBe(200);
  });
});

describe('POST /api/cart/guest-preview', () => {
  it("prices a visitor's cart like a customer's, leaves out a retired service and stores nothing", async () => {
    const cut = await createService(t, { title: 'Guest Cut', priceLkr: 3500, durationMinutes: 45 });
    const colour = await createService(t, { title: 'Guest Colour', priceLkr: 6000, durationMinutes: 90 });
    const retired = await createService(t, { title: 'Gone', deletedAt: new Date() });
    const cartsBefore = (await t.db.select().from(carts)).length;

    const response = await visitor('/api/cart/guest-preview', {
      items: [
        { serviceId: cut.id, quantity: 2 },
        { serviceId: colour.id, quantity: 1 },
        { serviceId: retired.id, quantity: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const cart = response.json().data.cart;
    expect(
      cart.items.map((item: { title: string; quantity: number }) => [item.title, item.quantity]),
    ).toEqual([
      ['Guest Cut', 2],
      ['Guest Colour', 1],
    ]);
    expect(cart.summary).toMatchObject({ servicesTotal: 13000, totalDuration: 180, bookingFee: 1000 });
    expect((await t.db.select().from(carts)).length).toBe(cartsBefore);
  });

  it('refuses an empty cart, a repeated service and a second of a once-per-visit service', async () => {
    const once = await createService(t, { title: 'Bridal Trial', bookableOnce: true });
    const empty = await visitor('/api/cart/guest-preview', { items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please add services to your cart first');
    const repeated = await visitor('/api/cart/guest-preview', {
      items: [
        { serviceId: once.id, quantity: 1 },
        { serviceId: once.id, quantity: 1 },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().message).toBe('Each service can be in the cart once');
    const twice = await visitor('/api/cart/guest-preview', { items: [{ serviceId: once.id, quantity: 2 }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Bridal Trial can be booked once per visit');
  });
});
