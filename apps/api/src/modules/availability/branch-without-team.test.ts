import { staffMessages } from '@salon/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, slotReservations, waitlistEntries } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { addBranch, addWorkplace, mainBranch } from '../../test/branch-builders.ts';
import { createService, signedInAdmin, signedInCustomer, uniqueMobile } from '../../test/builders.ts';
import { eventually } from '../../test/eventually.ts';
import { addStylist, customerWithServices, openDates } from '../../test/team-builders.ts';
import { settledOffers } from '../../test/waitlist-builders.ts';
import { createWaitlistRepository } from '../waitlist/waitlist.repository.ts';

// docs/decisions/0051-branch-without-team.md: Amaya works at the main branch; Galle, a new branch
// with chairs and the cut on offer, has no stylist yet. A salon with a team books no visit
// without a stylist, so Galle offers no time and every booking there is refused.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let dates: string[];
let nextDate = 0;
let mainId: string;
let galleId: string;
let cut: { id: string };
let amaya: { id: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
  dates = openDates(t, 10);
  mainId = (await mainBranch(t)).id;
  cut = await createService(t, { title: 'Galle cut', durationMinutes: 60, priceLkr: 4000 });
  galleId = (await addBranch(t, { name: 'Galle', chairs: 3, services: [{ serviceId: cut.id }] })).id;
  amaya = await addStylist(t, { name: 'Amaya', services: [{ serviceId: cut.id }], shifts: ['09:00-19:00'] });
});
afterAll(() => t.close());

const freshDate = () => dates[nextDate++]!;

const checkAvailability = (date: string, branchId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments/check-availability',
    payload: { date, services: [{ _id: cut.id, quantity: 1 }], branchId },
  });

const freeTimes = async (date: string, branchId: string) => {
  const response = await checkAvailability(date, branchId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.availableSlots as string[];
};

const reservationsAt = (branchId: string) =>
  t.db.select().from(slotReservations).where(eq(slotReservations.branchId, branchId));
const entriesOf = (userId: string) =>
  t.db.select().from(waitlistEntries).where(eq(waitlistEntries.userId, userId));
const appointmentsAt = (branchId: string) =>
  t.db.select().from(appointments).where(eq(appointments.branchId, branchId));

const deskBook = (date: string, branchId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/appointments',
    headers: admin.auth,
    payload: {
      customer: { name: 'Walk In', phone: uniqueMobile() },
      services: [cut.id],
      date,
      startTime: '11:00',
      feeSettlement: 'due-at-desk',
      branchId,
    },
  });

describe('a branch with no stylist in a salon with a team (docs/decisions/0051-branch-without-team.md)', () => {
  it('offers no time there, while the main branch offers Amaya', async () => {
    const date = freshDate();
    expect(await freeTimes(date, galleId)).toEqual([]);
    expect(await freeTimes(date, mainId)).toContain('11:00');
    const month = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/bookable-days',
      payload: { month: date.slice(0, 7), services: [{ _id: cut.id, quantity: 1 }], branchId: galleId },
    });
    expect(month.statusCode, month.body).toBe(200);
    const day = (month.json().data.days as Array<{ date: string; state: string }>).find(
      (d) => d.date === date,
    );
    expect(day?.state).toBe('full');
  });

  it("refuses a customer's booking there with the reason, and holds nothing", async () => {
    const date = freshDate();
    const customer = await customerWithServices(t, [cut.id]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/create-payment-intent',
      headers: customer.auth,
      payload: { totalAmount: 1000, date, startTime: '11:00', branchId: galleId },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(staffMessages.noStylistAtBranch);
    expect(await reservationsAt(galleId)).toEqual([]);
    expect(await appointmentsAt(galleId)).toEqual([]);
  });

  it("refuses the front desk's walk-in there, and moves from the main branch to it", async () => {
    const date = freshDate();
    const refused = await deskBook(date, galleId);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(staffMessages.noStylistAtBranch);
    expect(await appointmentsAt(galleId)).toEqual([]);

    const booked = await deskBook(date, mainId);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.appointment.staff).toMatchObject({ _id: amaya.id });
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/appointments/${booked.json().data.appointment._id as string}/move`,
      headers: admin.auth,
      payload: { date, startTime: '12:00', branchId: galleId },
    });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().message).toBe(staffMessages.noStylistAtBranch);
    expect(await reservationsAt(galleId)).toEqual([]);
  });

  it('refuses joining the waitlist there with the reason, storing nothing, while the main branch takes it', async () => {
    const date = freshDate();
    const customer = await signedInCustomer(t);
    const join = (branchId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        headers: customer.auth,
        payload: { windows: [{ date, from: '10:00', to: '12:00' }], services: [{ _id: cut.id }], branchId },
      });
    const refused = await join(galleId);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(staffMessages.noStylistAtBranch);
    expect(await entriesOf(customer.userId)).toEqual([]);
    const joined = await join(mainId);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(await entriesOf(customer.userId)).toEqual([expect.objectContaining({ branchId: mainId })]);
  });

  it('makes no waitlist offer there to an entry made before the rule, when its day opens', async () => {
    const date = freshDate();
    const closures = (list: unknown[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/closures',
        headers: admin.auth,
        payload: { branchId: galleId, closures: list },
      });
    expect((await closures([{ from: date, to: date, reason: 'Painting' }])).statusCode).toBe(200);
    const customer = await signedInCustomer(t);
    // The join refuses Galle now (above); an entry stored before then still waits there.
    await createWaitlistRepository(t.db).insertEntry({
      userId: customer.userId,
      services: [{ serviceId: cut.id, title: 'Galle cut', priceLkr: 4000, quantity: 1, durationMinutes: 60 }],
      durationMinutes: 60,
      staffId: null,
      branchId: galleId,
      windows: [{ date, from: '10:00', to: '12:00' }],
      createdAt: new Date(),
    });
    // Lifting the closure frees Galle's day for the waitlist (docs/decisions/0042-waitlist.md).
    expect((await closures([])).statusCode).toBe(200);
    expect(await settledOffers(t, date)).toEqual([]);
    expect(await reservationsAt(galleId)).toEqual([]);
  });

  it('offers and books times there once a stylist has a shift there', async () => {
    const date = freshDate();
    const kasun = await addStylist(t, { name: 'Kasun', services: [{ serviceId: cut.id }], shifts: [] });
    await addWorkplace(t, kasun.id, galleId, ['10:00-19:00']);
    // The team is read through the read cache, which the database tells of the change.
    const times = await eventually(async () => {
      const free = await freeTimes(date, galleId);
      return free.length ? free : undefined;
    }, 'times at Galle');
    expect(times[0]).toBe('10:00');
    const booked = await deskBook(date, galleId);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.appointment.staff).toMatchObject({ _id: kasun.id });
    expect(booked.json().data.appointment.branch).toMatchObject({ _id: galleId });
  });
});
