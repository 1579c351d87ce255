import { branchMessages, teamAdminMessages as m } from '@salon/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffBranches, staffShifts } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { payAndBook } from '../../test/booking-builders.ts';
import { addBranch, mainBranch } from '../../test/branch-builders.ts';
import { createService, signedInAdmin } from '../../test/builders.ts';
import { customerWithServices, openDates } from '../../test/team-builders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let main: { id: string };
let nugegoda: { id: string };
let cut: { id: string };

// docs/decisions/0045-branches.md: the owner's team page says where each stylist works and at
// which branch each shift is.
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
  main = await mainBranch(t);
  cut = await createService(t, { title: 'Cut', durationMinutes: 60, priceLkr: 5000 });
  nugegoda = await addBranch(t, { name: 'Nugegoda', services: [{ serviceId: cut.id }] });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/staff${url}`, headers: admin.auth, ...(payload && { payload }) });
const everyDay = (start: string, end: string, branchId?: string) =>
  Array.from({ length: 7 }, (_, weekday) => ({ weekday, start, end, ...(branchId && { branchId }) }));
const shiftsInDatabase = async (id: string) =>
  (await t.db.select().from(staffShifts).where(eq(staffShifts.staffId, id))).map((row) => row.branchId);
const worksAt = async (id: string) =>
  (await t.db.select().from(staffBranches).where(eq(staffBranches.staffId, id))).map((row) => row.branchId);

async function addStylist(extra: object = {}) {
  const created = await call('POST', '', { name: 'Kasun', ...extra });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.staff as { _id: string; branchIds: string[] };
}

describe("a stylist's branches and the branch of each shift (docs/decisions/0045-branches.md)", () => {
  it('works at the branches the owner names, with shifts at each, overlapping across branches only', async () => {
    const kasun = await addStylist({ branchIds: [main.id, nugegoda.id] });
    expect(kasun.branchIds).toEqual([main.id, nugegoda.id]);

    const saved = await call('PUT', `/${kasun._id}/shifts`, {
      shifts: [...everyDay('09:00', '13:00', main.id), ...everyDay('10:00', '14:00', nugegoda.id)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shifts = saved.json().data.staff.shifts as Array<{ weekday: number; branchId: string }>;
    expect(
      shifts
        .filter((shift) => shift.weekday === 1)
        .map((shift) => shift.branchId)
        .sort(),
    ).toEqual([main.id, nugegoda.id].sort());
    expect((await shiftsInDatabase(kasun._id)).filter((id) => id === nugegoda.id)).toHaveLength(7);

    // At one branch two shifts of a day still never overlap.
    const overlap = await call('PUT', `/${kasun._id}/shifts`, {
      shifts: [...everyDay('09:00', '13:00', nugegoda.id), ...everyDay('12:00', '14:00', nugegoda.id)],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().message).toBe(m.shiftsOverlap);
    expect(await shiftsInDatabase(kasun._id)).toHaveLength(14);
  });

  it('keeps a shift without a branch at the main branch, and refuses one where the stylist does not work', async () => {
    const nimali = await addStylist();
    expect(nimali.branchIds).toEqual([main.id]);
    const old = await call('PUT', `/${nimali._id}/shifts`, { shifts: everyDay('09:00', '17:00') });
    expect(old.statusCode, old.body).toBe(200);
    expect(new Set(await shiftsInDatabase(nimali._id))).toEqual(new Set([main.id]));

    const elsewhere = await call('PUT', `/${nimali._id}/shifts`, {
      shifts: everyDay('10:00', '14:00', nugegoda.id),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(m.shiftBranchNotWorked);
    expect(new Set(await shiftsInDatabase(nimali._id))).toEqual(new Set([main.id]));

    const unknown = await call('PATCH', `/${nimali._id}`, {
      branchIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(branchMessages.branchNotFound);
    const none = await call('PATCH', `/${nimali._id}`, { branchIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(m.branchesRequired);
    expect(await worksAt(nimali._id)).toEqual([main.id]);
  });

  it('refuses to take a branch off a stylist with bookings there still to come, and takes its shifts with it otherwise', async () => {
    const ruwan = await addStylist({ branchIds: [main.id, nugegoda.id] });
    await call('PUT', `/${ruwan._id}/services`, { services: [{ serviceId: cut.id }] });
    await call('PUT', `/${ruwan._id}/shifts`, {
      shifts: [...everyDay('09:00', '13:00', main.id), ...everyDay('10:00', '14:00', nugegoda.id)],
    });
    const customer = await customerWithServices(t, [cut.id]);
    const [date] = openDates(t, 1, 30);
    await payAndBook(t, customer, {
      totalAmount: 1000,
      date,
      startTime: '11:00',
      staffId: ruwan._id,
      branchId: nugegoda.id,
    });

    const refused = await call('PATCH', `/${ruwan._id}`, { branchIds: [main.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageId).toBe(m.branchesLeaveBookings);
    expect((await worksAt(ruwan._id)).sort()).toEqual([main.id, nugegoda.id].sort());
    // Nor may the shifts at Nugegoda go while the booking needs them.
    const offShift = await call('PUT', `/${ruwan._id}/shifts`, {
      shifts: everyDay('09:00', '13:00', main.id),
    });
    expect(offShift.statusCode).toBe(409);

    const other = await addStylist({ branchIds: [main.id, nugegoda.id] });
    await call('PUT', `/${other._id}/shifts`, { shifts: everyDay('10:00', '14:00', nugegoda.id) });
    const moved = await call('PATCH', `/${other._id}`, { branchIds: [main.id] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.staff.branchIds).toEqual([main.id]);
    expect(await shiftsInDatabase(other._id)).toEqual([]);
  });
});
