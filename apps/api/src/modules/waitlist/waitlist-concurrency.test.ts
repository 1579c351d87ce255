import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { salonSettings, slotReservations, waitlistFreedTimes } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, bookThroughApi, customerWithCart } from '../../test/booking-builders.ts';
import { createService, signedInCustomer } from '../../test/builders.ts';
import { eventually } from '../../test/eventually.ts';

/**
 * docs/decisions/0042-waitlist.md: 50 cancellations at once, with fewer entries waiting than
 * times freed. 50 chairs open 10:00-11:00, so each booking is one 10:00 on its own chair. The
 * limits are generous for a busy machine (70 sign-ins and 50 checkouts come first); the test
 * waits on conditions, never on time.
 */
let t: TestApp;
const BOOKINGS = 50;
const ENTRIES = 20;

beforeAll(async () => {
  t = await buildTestApp({}, { waitlistPollMs: 100 });
  await t.db
    .update(salonSettings)
    .set({
      capacity: BOOKINGS,
      bufferMinutes: 0,
      leadTimeMinutes: 0,
      openingHours: Array.from({ length: 7 }, () => ({ open: '10:00', close: '11:00' })),
    })
    .where(eq(salonSettings.id, 1));
});
afterAll(() => t.close());

const allFreedTimesWorked = () =>
  eventually(
    async () => {
      const { rows } = await t.db.execute<{ pending: number }>(
        sql`select count(*)::int as pending from ${waitlistFreedTimes} where processed_at is null`,
      );
      return rows[0]!.pending === 0 ? true : undefined;
    },
    'every freed time worked',
    180_000,
  );

async function inBatches<T>(count: number, size: number, make: (index: number) => Promise<T>) {
  const made: T[] = [];
  for (let start = 0; start < count; start += size)
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(size, count - start) }, (_, i) => make(start + i)),
      )),
    );
  return made;
}

it('50 simultaneous cancellations: every waiting entry gets one offer, in join order, and no time twice', async () => {
  const date = bookableDate(t, 4);
  const bookings = await inBatches(BOOKINGS, 10, async () => {
    const customer = await customerWithCart(t, 60);
    const booked = await bookThroughApi(t, customer, date, '10:00');
    expect(booked.statusCode, booked.body).toBe(201);
    return { customer, appointmentId: booked.json().data.appointment._id as string };
  });
  const service = await createService(t, { durationMinutes: 60 });
  // Joined one after the other, so their order is known.
  const entries: Array<{ entryId: string; userId: string }> = [];
  for (let i = 0; i < ENTRIES; i++) {
    const customer = await signedInCustomer(t);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: customer.auth,
      payload: { windows: [{ date, from: '09:00', to: '12:00' }], services: [{ _id: service.id }] },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    entries.push({ entryId: joined.json().data.entry._id, userId: customer.userId });
  }

  // The day is full: joining made no offer (and the days the entries asked for are worked).
  await allFreedTimesWorked();
  expect(
    await t.db
      .select()
      .from(slotReservations)
      .where(and(eq(slotReservations.date, date), isNotNull(slotReservations.waitlistEntryId))),
  ).toHaveLength(0);
  const cancelled = await Promise.all(
    bookings.map(({ customer, appointmentId }) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/appointments/${appointmentId}/cancel`,
        headers: customer.auth,
      }),
    ),
  );
  expect(cancelled.map((response) => response.statusCode)).toEqual(Array(BOOKINGS).fill(200));

  // From outside: the worker, woken by the cancellations, works every freed time.
  await allFreedTimesWorked();

  const offers = await t.db
    .select()
    .from(slotReservations)
    .where(and(eq(slotReservations.date, date), isNotNull(slotReservations.waitlistEntryId)));
  // No fitting entry skipped: each has exactly one offer, all live.
  expect(offers.map((o) => o.waitlistEntryId).sort()).toEqual(entries.map((e) => e.entryId).sort());
  expect(offers.every((o) => o.status === 'held')).toBe(true);
  // No time offered twice: one chair each, and each freed time made at most one offer.
  expect(new Set(offers.map((o) => o.chair)).size).toBe(ENTRIES);
  const freed = await t.db
    .select()
    .from(waitlistFreedTimes)
    .where(and(eq(waitlistFreedTimes.date, date), isNotNull(waitlistFreedTimes.offerReservationId)));
  expect(freed).toHaveLength(ENTRIES);
  expect(new Set(freed.map((f) => f.offerReservationId)).size).toBe(ENTRIES);
  // Freed times were worked in order, each going to the first entry without an offer.
  const entryOfOffer = new Map(offers.map((o) => [o.id, o.waitlistEntryId]));
  expect([...freed].sort((a, b) => a.id - b.id).map((f) => entryOfOffer.get(f.offerReservationId!))).toEqual(
    entries.map((e) => e.entryId),
  );
  // Every offer came from a cancelled booking's time.
  const cancelledReservations = new Set(
    (
      await t.db
        .select({ id: slotReservations.id })
        .from(slotReservations)
        .where(and(eq(slotReservations.date, date), eq(slotReservations.status, 'released')))
    ).map((r) => r.id),
  );
  for (const offer of offers) expect(cancelledReservations.has(offer.offeredFromReservationId!)).toBe(true);
  // The 30 times left over are open to everyone.
  const walkUp = await customerWithCart(t, 60);
  const free = await t.app.inject({
    method: 'POST',
    url: '/api/appointments/check-availability',
    headers: walkUp.auth,
    payload: { date, services: [{ _id: walkUp.service.id }] },
  });
  expect(free.statusCode, free.body).toBe(200);
  expect(free.json().data.availableSlots).toContain('10:00');
}, 420_000);
