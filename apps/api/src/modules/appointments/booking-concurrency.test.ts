import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, slotReservations } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, customerWithCart, VISA } from '../../test/booking-builders.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof customerWithCart>>;

/** Real HTTP requests over real sockets, so the races happen as they would in production. */
async function post(customer: Customer, path: string, body: object) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...customer.auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function payAndBook(customer: Customer, date: string, startTime: string) {
  const started = await post(customer, '/api/appointments/create-payment-intent', {
    totalAmount: 1000,
    date,
    startTime,
  });
  if (started.status !== 200) return started.status;
  await post(customer, '/api/payments/sandbox/confirm', {
    clientSecret: started.body.clientSecret,
    card: VISA,
  });
  return (await post(customer, '/api/appointments/create', { paymentIntentId: started.body.paymentIntentId }))
    .status;
}

/** The most reservations live at any one moment of the day. */
async function peakLiveReservations(date: string) {
  const live = (await t.db.select().from(slotReservations)).filter(
    (r) => r.date === date && (r.status === 'held' || r.status === 'booked'),
  );
  return Math.max(
    0,
    ...live.map((r) => live.filter((o) => o.startsAt <= r.startsAt && o.blockedUntil > r.startsAt).length),
  );
}

describe('capacity under concurrency', () => {
  it(
    '50 simultaneous attempts on one slot end with exactly 3 (the capacity) appointments',
    { timeout: 120_000 },
    async () => {
      const date = bookableDate(t, 2);
      const customers = await Promise.all(Array.from({ length: 50 }, () => customerWithCart(t, 60)));
      const outcomes = await Promise.all(customers.map((customer) => payAndBook(customer, date, '10:00')));
      const booked = outcomes.filter((status) => status === 201).length;
      const refused = outcomes.filter((status) => status === 409).length;
      console.info(
        `concurrency: ${customers.length} attempts, ${booked} booked, ${refused} refused, capacity 3`,
      );
      expect(booked).toBe(3);
      expect(refused).toBe(47);
      expect((await t.db.select().from(appointments)).filter((a) => a.date === date)).toHaveLength(3);
      expect(await peakLiveReservations(date)).toBe(3);
    },
  );

  it(
    'overlapping bookings of different lengths never put more than 3 in the salon at once',
    { timeout: 120_000 },
    async () => {
      const date = bookableDate(t, 3);
      const plan = [
        ...Array.from({ length: 8 }, () => ({ minutes: 120, start: '10:00' })),
        ...Array.from({ length: 8 }, () => ({ minutes: 60, start: '11:00' })),
        ...Array.from({ length: 8 }, () => ({ minutes: 90, start: '11:30' })),
        ...Array.from({ length: 8 }, () => ({ minutes: 30, start: '09:30' })),
      ];
      const customers = await Promise.all(plan.map((step) => customerWithCart(t, step.minutes)));
      const outcomes = await Promise.all(
        customers.map((customer, index) => payAndBook(customer, date, plan[index]!.start)),
      );
      expect(outcomes.every((status) => status === 201 || status === 409)).toBe(true);
      expect(outcomes.filter((status) => status === 201).length).toBeGreaterThanOrEqual(3);
      expect(await peakLiveReservations(date)).toBeLessThanOrEqual(3);
    },
  );
});
