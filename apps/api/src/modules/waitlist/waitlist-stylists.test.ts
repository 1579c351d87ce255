import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { salonSettings, slotReservations } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, payAndBook } from '../../test/booking-builders.ts';
import { createService, signedInCustomer } from '../../test/builders.ts';
import { addStylist, customerWithServices } from '../../test/team-builders.ts';
import { everyFreedTimeWorked } from '../../test/waitlist-builders.ts';

/** docs/decisions/0042-waitlist.md: a named stylist waits for their own time; anyone takes any. */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { waitlistPollMs: 200 });
  await t.db
    .update(salonSettings)
    .set({
      capacity: 2,
      bufferMinutes: 0,
      leadTimeMinutes: 0,
      openingHours: Array.from({ length: 7 }, () => ({ open: '10:00', close: '11:00' })),
    })
    .where(eq(salonSettings.id, 1));
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

async function bookWith(customer: Customer, date: string, staffId: string) {
  const created = await payAndBook(t, customer, {
    totalAmount: 1000,
    date,
    startTime: '10:00',
    services: [],
    staffId,
  });
  return created.json().data.appointment._id as string;
}

async function join(date: string, serviceId: string, staffId?: string) {
  const customer = await signedInCustomer(t);
  const joined = await t.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers: customer.auth,
    payload: { windows: [{ date, from: '10:00', to: '11:00' }], services: [{ _id: serviceId }], staffId },
  });
  expect(joined.statusCode, joined.body).toBe(201);
  return joined.json().data.entry._id as string;
}

const worked = () => everyFreedTimeWorked(t);

it("a cancellation of one stylist's time goes to the first entry for that stylist or anyone, not another stylist's", async () => {
  const service = await createService(t, { durationMinutes: 60 });
  const asha = await addStylist(t, {
    name: 'Asha',
    services: [{ serviceId: service.id }],
    shifts: ['09:00-19:00'],
  });
  const bhanu = await addStylist(t, {
    name: 'Bhanu',
    services: [{ serviceId: service.id }],
    shifts: ['09:00-19:00'],
  });
  const date = bookableDate(t, 4);
  const withAsha = await customerWithServices(t, [service.id]);
  const ashaBooking = await bookWith(withAsha, date, asha.id);
  await bookWith(await customerWithServices(t, [service.id]), date, bhanu.id);

  const forBhanu = await join(date, service.id, bhanu.id);
  const forAsha = await join(date, service.id, asha.id);
  const forAnyone = await join(date, service.id);
  await worked();

  const cancelled = await t.app.inject({
    method: 'PATCH',
    url: `/api/appointments/${ashaBooking}/cancel`,
    headers: withAsha.auth,
  });
  expect(cancelled.statusCode).toBe(200);
  await worked();
  const offers = await t.db
    .select()
    .from(slotReservations)
    .where(and(eq(slotReservations.date, date), isNotNull(slotReservations.waitlistEntryId)));
  expect(offers.map((o) => [o.waitlistEntryId, o.staffId, o.status])).toEqual([[forAsha, asha.id, 'held']]);
  expect(offers.some((o) => o.waitlistEntryId === forBhanu || o.waitlistEntryId === forAnyone)).toBe(false);
});
