import { staffDayMessages } from '@salon/contracts';
import { weekdayOf } from '@salon/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  branchServices,
  staffBranches,
  staffServices,
  staffShifts,
} from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { addBranch, mainBranch } from '../../test/branch-builders.ts';
import { createService, signedInAdmin, signedInCustomer, uniqueMobile } from '../../test/builders.ts';
import { signedInStylist } from '../../test/staff-builders.ts';
import { openDates } from '../../test/team-builders.ts';

// docs/decisions/0047-back-office-per-branch.md: a stylist's own walk-in is booked at a branch
// where they have a shift that day: the one asked for, else the branch of their shift that day.
// Ruwan works in Colombo (the main branch) Monday to Wednesday and in Nugegoda (opens 10:00)
// Thursday to Saturday, 09:00 to 19:00.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let cut: { id: string };
let mainId: string;
let nugegodaId: string;
let stylist: Awaited<ReturnType<typeof signedInStylist>>;
let colomboDays: string[];
let nugegodaDays: string[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
  cut = await createService(t, { title: 'Branch walk-in cut', durationMinutes: 60, priceLkr: 4000 });
  mainId = (await mainBranch(t)).id;
  nugegodaId = (
    await addBranch(t, { name: 'Nugegoda', chairs: 1, services: [{ serviceId: cut.id, priceLkr: 3500 }] })
  ).id;
  stylist = await signedInStylist(t, 'Ruwan Silva');
  await t.db.insert(staffServices).values({ staffId: stylist.staffId, serviceId: cut.id });
  await t.db.insert(staffBranches).values({ staffId: stylist.staffId, branchId: nugegodaId });
  await t.db.insert(staffShifts).values(
    [1, 2, 3, 4, 5, 6].map((weekday) => ({
      staffId: stylist.staffId,
      branchId: weekday <= 3 ? mainId : nugegodaId,
      weekday,
      startMinute: 540,
      endMinute: 1140,
    })),
  );
  const dates = openDates(t, 12);
  colomboDays = dates.filter((date) => weekdayOf(date) <= 3);
  nugegodaDays = dates.filter((date) => weekdayOf(date) >= 4);
});
afterAll(() => t.close());

const book = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/staff/me/appointments', headers: stylist.auth, payload });
const walkIn = (date: string, extra: object = {}) => ({
  name: 'Walk In',
  phone: uniqueMobile(),
  services: [cut.id],
  date,
  startTime: '11:00',
  feeSettlement: 'due-at-desk',
  ...extra,
});
const freeStarts = (date: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/me/free-starts',
    headers: stylist.auth,
    payload: { date, services: [cut.id], ...extra },
  });
const bookedRow = async (id: string) => {
  const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
  return row!;
};
const appointmentCount = async () => (await t.db.select().from(appointments)).length;

describe('a stylist’s walk-in at a branch', () => {
  it('books at the branch of their shift that day when none is named, at its hours and price', async () => {
    const date = nugegodaDays[0]!;
    const starts = await freeStarts(date);
    expect(starts.statusCode, starts.body).toBe(200);
    // Judged at Nugegoda, which opens at 10:00 although the shift starts at 09:00.
    expect(starts.json().data.freeStarts).not.toContain('09:00');
    expect(starts.json().data.freeStarts).toContain('10:00');

    const response = await book(walkIn(date));
    expect(response.statusCode, response.body).toBe(201);
    const row = await bookedRow(response.json().data.booking._id);
    expect(row.branchId).toBe(nugegodaId);
    expect(row.services[0]!.priceLkr).toBe(3500);

    const colombo = await book(walkIn(colomboDays[0]!));
    expect(colombo.statusCode, colombo.body).toBe(201);
    expect((await bookedRow(colombo.json().data.booking._id)).branchId).toBe(mainId);
  });

  it('books at the branch named when they have a shift there that day', async () => {
    const response = await book(walkIn(nugegodaDays[1]!, { branchId: nugegodaId, startTime: '12:00' }));
    expect(response.statusCode, response.body).toBe(201);
    expect((await bookedRow(response.json().data.booking._id)).branchId).toBe(nugegodaId);
  });

  it('refuses a branch where they have no shift that day (400), asking and writing nothing', async () => {
    const before = await appointmentCount();
    for (const [date, branchId] of [
      [nugegodaDays[2]!, mainId],
      [colomboDays[1]!, nugegodaId],
      [colomboDays[1]!, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const refused = await book(walkIn(date, { branchId }));
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toBe(staffDayMessages.noShiftAtBranch);
      const starts = await freeStarts(date, { branchId });
      expect(starts.statusCode, starts.body).toBe(400);
      expect(starts.json().message).toBe(staffDayMessages.noShiftAtBranch);
    }
    expect(await appointmentCount()).toBe(before);
  });

  it('lists the branches of their shifts with their schedule, in the salon’s order', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/staff/me/schedule?from=${colomboDays[0]}&to=${colomboDays[0]}`,
      headers: stylist.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.branches).toEqual([
      { _id: mainId, name: expect.any(String) },
      { _id: nugegodaId, name: 'Nugegoda' },
    ]);
  });

  it('lists the services a walk-in can have: those the branch offers and they do, at its price', async () => {
    // Offered at Colombo only, and theirs; the nails are offered everywhere but not theirs.
    const colour = await createService(t, { title: 'Colombo colour', durationMinutes: 60, priceLkr: 9000 });
    await t.db
      .delete(branchServices)
      .where(and(eq(branchServices.branchId, nugegodaId), eq(branchServices.serviceId, colour.id)));
    await t.db.insert(staffServices).values({ staffId: stylist.staffId, serviceId: colour.id });
    await createService(t, { title: 'Not theirs nails', durationMinutes: 30, priceLkr: 2500 });
    const servicesAt = async (query: string, auth = stylist.auth) =>
      t.app.inject({ method: 'GET', url: `/api/staff/me/desk-services?${query}`, headers: auth });
    const listed = async (query: string) => {
      const response = await servicesAt(query);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data.services as Array<{ _id: string; price: number }>).map((service) => [
        service._id,
        service.price,
      ]);
    };

    // Absent: where they work that day.
    expect(await listed(`date=${nugegodaDays[0]}`)).toEqual([[cut.id, 3500]]);
    expect(await listed(`date=${colomboDays[0]}`)).toEqual(
      expect.arrayContaining([
        [cut.id, 4000],
        [colour.id, 9000],
      ]),
    );
    expect(await listed(`date=${colomboDays[0]}`)).toHaveLength(2);
    // Named: that branch's, whatever the day.
    expect(await listed(`date=${colomboDays[0]}&branchId=${nugegodaId}`)).toEqual([[cut.id, 3500]]);

    const unknown = await servicesAt(`date=${colomboDays[0]}&branchId=00000000-0000-4000-8000-000000000000`);
    expect(unknown.statusCode, unknown.body).toBe(404);
    const owner = await servicesAt(`date=${colomboDays[0]}`, admin.auth);
    expect(owner.statusCode).toBe(403);
    const customer = await signedInCustomer(t);
    expect((await servicesAt(`date=${colomboDays[0]}`, customer.auth)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/staff/me/desk-services?date=${colomboDays[0]}` }))
        .statusCode,
    ).toBe(401);
  });
});
