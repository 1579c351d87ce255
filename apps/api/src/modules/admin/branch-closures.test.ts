import { branchMessages } from '@salon/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, salonClosures } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, bookThroughApi, customerWithCart, payAndBook } from '../../test/booking-builders.ts';
import { addBranch, mainBranch } from '../../test/branch-builders.ts';
import { createService, signedInAdmin, signedInCustomer } from '../../test/builders.ts';

/**
 * A branch's own closures (docs/decisions/0045-branches.md, issue 28) through the owner's
 * closures API: the salon's list closes every branch, a branch's list only that branch.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let main: { id: string; name: string };
let nugegoda: { id: string; name: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
  main = await mainBranch(t);
  nugegoda = await addBranch(t, { name: 'Nugegoda' });
});
afterAll(() => t.close());

const putClosures = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/closures', headers: admin.auth, payload });
const listed = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/closures', headers: admin.auth })).json().data
    .closures;
const storedRows = async () =>
  (
    await t.db
      .select({ date: salonClosures.date, branchId: salonClosures.branchId, reason: salonClosures.reason })
      .from(salonClosures)
      .orderBy(asc(salonClosures.date), asc(salonClosures.branchId))
  ).map((row) => ({ ...row }));
const statusOf = async (id: string) =>
  (await t.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id)))[0]!
    .status;

/** A paid booking of its own customer at the branch (absent: the main one). */
async function bookedAt(date: string, startTime: string, branchId?: string) {
  const customer = await customerWithCart(t, 60);
  if (!branchId) {
    const booked = await bookThroughApi(t, customer, date, startTime);
    expect(booked.statusCode, booked.body).toBe(201);
    return booked.json().data.appointment as { _id: string };
  }
  const created = await payAndBook(t, customer, {
    totalAmount: 1000,
    date,
    startTime,
    services: [],
    branchId,
  });
  return created.json().data.appointment as { _id: string };
}

describe("a branch's own closures", () => {
  it("are saved beside the whole salon's, each listed with its branch, and saving one list keeps the others", async () => {
    const salon = await putClosures({ closures: [{ from: '2030-03-01', to: '2030-03-02', reason: 'Poya' }] });
    expect(salon.statusCode, salon.body).toBe(200);
    // A day the whole salon closes may be closed at the branch too: redundant, and kept when the salon's is lifted.
    const branch = await putClosures({
      branchId: nugegoda.id,
      closures: [
        { from: '2030-03-02', to: '2030-03-02', reason: 'Painting' },
        { from: '2030-03-10', to: '2030-03-10' },
      ],
    });
    expect(branch.statusCode, branch.body).toBe(200);
    const atNugegoda = { _id: nugegoda.id, name: 'Nugegoda' };
    expect(branch.json().data).toEqual({
      closures: [
        { from: '2030-03-01', to: '2030-03-02', reason: 'Poya', branch: null },
        { from: '2030-03-02', to: '2030-03-02', reason: 'Painting', branch: atNugegoda },
        { from: '2030-03-10', to: '2030-03-10', reason: '', branch: atNugegoda },
      ],
      cancelledBookings: 0,
    });
    expect(await storedRows()).toEqual([
      { date: '2030-03-01', branchId: null, reason: 'Poya' },
      { date: '2030-03-02', branchId: nugegoda.id, reason: 'Painting' },
      { date: '2030-03-02', branchId: null, reason: 'Poya' },
      { date: '2030-03-10', branchId: nugegoda.id, reason: null },
    ]);

    // The salon's list emptied: the branch's stays, and the reverse.
    expect((await putClosures({ closures: [] })).statusCode).toBe(200);
    expect(await listed()).toEqual([
      { from: '2030-03-02', to: '2030-03-02', reason: 'Painting', branch: atNugegoda },
      { from: '2030-03-10', to: '2030-03-10', reason: '', branch: atNugegoda },
    ]);
    await putClosures({ closures: [{ from: '2030-04-01', to: '2030-04-01', reason: 'Salon' }] });
    expect((await putClosures({ branchId: nugegoda.id, closures: [] })).statusCode).toBe(200);
    expect(await storedRows()).toEqual([{ date: '2030-04-01', branchId: null, reason: 'Salon' }]);
    await putClosures({ closures: [] });
  });

  it('refuses an unknown branch (404), a closed one, a malformed id and two closures of one list on a day (400), changing nothing', async () => {
    const kandy = await addBranch(t, { name: 'Kandy', position: 9, closedAt: new Date() });
    await putClosures({
      branchId: nugegoda.id,
      closures: [{ from: '2030-05-05', to: '2030-05-05', reason: 'Kept' }],
    });
    const before = await storedRows();
    const closures = [{ from: '2030-05-06', to: '2030-05-06', reason: '' }];

    const unknown = await putClosures({ branchId: crypto.randomUUID(), closures });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(branchMessages.branchNotFound);
    const closed = await putClosures({ branchId: kandy.id, closures });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(branchMessages.branchClosed);
    const malformed = await putClosures({ branchId: 'nugegoda', closures });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(branchMessages.branchNotFound);
    const overlap = await putClosures({
      branchId: nugegoda.id,
      closures: [
        { from: '2030-05-05', to: '2030-05-07', reason: 'A' },
        { from: '2030-05-07', to: '2030-05-07', reason: 'B' },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().message).toBe('Two closures cover the same day');
    expect(await storedRows()).toEqual(before);
    // A closed branch's list is not shown: it closes nothing anyone can book.
    expect((await listed()).map((closure: { branch: unknown }) => closure.branch)).toEqual([
      { _id: nugegoda.id, name: 'Nugegoda' },
    ]);
    await putClosures({ branchId: nugegoda.id, closures: [] });
  });

  it('closes the day at that branch only: its free times and its month show it closed, the main branch stays open', async () => {
    const customer = await signedInCustomer(t);
    // Made after Nugegoda opened: offered at both branches.
    const service = await createService(t, { durationMinutes: 60 });
    const date = bookableDate(t, 5);
    const services = [{ _id: service.id, quantity: 1 }];
    const freeTimes = async (branchId?: string) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/appointments/check-availability',
        headers: customer.auth,
        payload: { date, services, ...(branchId && { branchId }) },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().availableSlots as unknown[];
    };
    const dayState = async (branchId?: string) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/appointments/bookable-days',
        headers: customer.auth,
        payload: { month: date.slice(0, 7), services, ...(branchId && { branchId }) },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data.days.find((day: { date: string }) => day.date === date).state as string;
    };
    expect((await freeTimes(nugegoda.id)).length).toBeGreaterThan(0);
    expect(await dayState(nugegoda.id)).not.toBe('closed');

    const saved = await putClosures({
      branchId: nugegoda.id,
      closures: [{ from: date, to: date, reason: 'Stocktake' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await freeTimes(nugegoda.id)).toEqual([]);
    expect(await dayState(nugegoda.id)).toBe('closed');
    expect((await freeTimes()).length).toBeGreaterThan(0);
    expect((await freeTimes(main.id)).length).toBeGreaterThan(0);
    expect(await dayState()).not.toBe('closed');

    // Lifted, the branch's day opens again.
    await putClosures({ branchId: nugegoda.id, closures: [] });
    expect((await freeTimes(nugegoda.id)).length).toBeGreaterThan(0);
  });

  it("lists and cancels only that branch's bookings on the day; the whole salon's closure lists every branch's", async () => {
    const date = bookableDate(t, 8);
    const atMain = await bookedAt(date, '10:00');
    const atNugegoda = await bookedAt(date, '11:00', nugegoda.id);
    const closure = [{ from: date, to: date, reason: 'Flood' }];

    const refused = await putClosures({ branchId: nugegoda.id, closures: closure });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CLOSURE_HAS_BOOKINGS');
    expect(refused.json().details.bookings.map((booking: { _id: string }) => booking._id)).toEqual([
      atNugegoda._id,
    ]);
    const salonWide = await putClosures({ closures: closure });
    expect(salonWide.statusCode).toBe(409);
    expect(salonWide.json().details.bookings.map((booking: { _id: string }) => booking._id)).toEqual([
      atMain._id,
      atNugegoda._id,
    ]);
    expect(await storedRows()).toEqual([]);

    const saved = await putClosures({
      branchId: nugegoda.id,
      closures: closure,
      cancelBookings: [atNugegoda._id],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.cancelledBookings).toBe(1);
    expect(await statusOf(atNugegoda._id)).toBe('cancelled');
    expect(await statusOf(atMain._id)).toBe('pending');
    expect(await storedRows()).toEqual([{ date, branchId: nugegoda.id, reason: 'Flood' }]);
    await putClosures({ branchId: nugegoda.id, closures: [] });
  });
});
