import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, slotReservations } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, customerWithCart, startPayment } from '../../test/booking-builders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const reservationsOf = (userId: string) =>
  t.db.select().from(slotReservations).where(eq(slotReservations.userId, userId));

describe('unpaid holds cannot block the salon (docs/decisions/0006-booking-fee-lifecycle.md)', () => {
  it('keeps one live hold per customer when five days are held at once', async () => {
    const customer = await customerWithCart(t);
    const distinctDays = [...new Set([3, 4, 5, 6, 7, 8, 9].map((ahead) => bookableDate(t, ahead)))].slice(
      0,
      5,
    );
    expect(distinctDays).toHaveLength(5);
    const responses = await Promise.all(distinctDays.map((date) => startPayment(t, customer, date, '10:00')));
    expect(responses.map((response) => response.statusCode)).toEqual(distinctDays.map(() => 200));
    const rows = await reservationsOf(customer.userId);
    console.info(
      `holds: ${rows.length} started on ${distinctDays.length} days, statuses ${rows.map((r) => r.status)}`,
    );
    expect(rows.filter((row) => row.status === 'held')).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'released')).toHaveLength(distinctDays.length - 1);
  });

  it('refuses with 400 a cart too long for one visit, and holds nothing', async () => {
    const customer = await customerWithCart(t, 240);
    const [cart] = await t.db.select().from(carts).where(eq(carts.userId, customer.userId));
    await t.db
      .update(cartItems)
      .set({ quantity: 10 })
      .where(and(eq(cartItems.cartId, cart!.id), eq(cartItems.serviceId, customer.service.id)));
    const response = await startPayment(t, customer, bookableDate(t), '09:00');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'An appointment can last at most 6 hours. Please book the other services as a separate visit.',
    );
    expect(await reservationsOf(customer.userId)).toEqual([]);
    const checked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/check-availability',
      headers: customer.auth,
      payload: { date: bookableDate(t), services: [{ _id: customer.service.id, quantity: 10 }] },
    });
    expect(checked.statusCode).toBe(400);
    expect(checked.json().message).toBe(response.json().message);
  });

  it('limits one account to 10 payment intents an hour, answering 429 with Retry-After', async () => {
    const customer = await customerWithCart(t);
    const date = bookableDate(t, 8);
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await startPayment(t, customer, date, '11:00');
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await startPayment(t, customer, date, '11:00');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many payment attempts. Please try again later.');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await reservationsOf(customer.userId)).toHaveLength(10);
    t.clock.advanceSeconds(retryAfter);
    expect((await startPayment(t, customer, date, '11:00')).statusCode).toBe(200);
  });
});
