import { toSalonDate } from '@salon/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/index.ts';
import { mainBranch } from '../../test/branch-builders.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createService, signedInAdmin, uniqueMobile } from '../../test/builders.ts';
import { addStylist, openDates } from '../../test/team-builders.ts';

// docs/decisions/0041-customers-and-merge.md: a fee paid at the desk when a desk booking was
// made is money of that day's close, in "taken at the desk", and of no other day's.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let dates: string[];
let cut: { id: string };
let stylist: { id: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
  dates = openDates(t, 4);
  cut = await createService(t, { title: 'Close cut', durationMinutes: 60, priceLkr: 4000 });
  stylist = await addStylist(t, {
    name: 'Ishara',
    services: [{ serviceId: cut.id }],
    shifts: ['09:00-19:00'],
  });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.auth });

async function deskBooking(date: string, startTime: string, feeSettlement: string, name: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/appointments',
    headers: admin.auth,
    payload: {
      customer: { name, phone: uniqueMobile() },
      services: [cut.id],
      staffId: stylist.id,
      date,
      startTime,
      feeSettlement,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.appointment as { _id: string; appointmentId: string; appointmentFee: number };
}

const closeOf = async (date: string) => {
  const response = await get(`/api/admin/daily-close?date=${date}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.close;
};

describe('the daily close and fees paid at the desk', () => {
  it('counts a fee paid at the desk on the day it was taken (in Colombo), once, and not on the visit’s day', async () => {
    const [visitDay, madeOn] = [dates[2]!, dates[0]!];
    const paid = await deskBooking(visitDay, '10:00', 'paid-at-desk', 'Paid Desk');
    const due = await deskBooking(visitDay, '12:00', 'due-at-desk', 'Due Desk');
    await deskBooking(visitDay, '14:00', 'waived', 'Waived Desk');
    expect(paid.appointmentFee).toBeGreaterThan(0);
    // Made at 00:30 in Colombo on `madeOn`: still the evening before in UTC.
    const madeAt = new Date(`${madeOn}T00:30:00+05:30`);
    await t.db.update(appointments).set({ createdAt: madeAt }).where(eq(appointments.id, paid._id));
    await t.db.update(appointments).set({ createdAt: madeAt }).where(eq(appointments.id, due._id));

    const taken = await closeOf(madeOn);
    const mainId = (await mainBranch(t)).id;
    expect(taken.takenAtDesk).toEqual([
      {
        _id: paid._id,
        appointmentId: paid.appointmentId,
        customerName: 'Paid Desk',
        stylist: { _id: stylist.id, name: 'Ishara' },
        visitDate: visitDay,
        startTime: '10:00',
        status: 'confirmed',
        feeLkr: paid.appointmentFee,
        branch: { _id: mainId, name: expect.any(String) },
      },
    ]);
    expect(taken.visits).toEqual([]);
    expect(taken.totals).toMatchObject({
      visits: 0,
      feeTakenAtDeskLkr: paid.appointmentFee,
      toTakeAtDeskLkr: 0,
    });
    expect(taken.stylists).toEqual([
      expect.objectContaining({
        stylist: { _id: stylist.id, name: 'Ishara' },
        visits: 0,
        feeTakenAtDeskLkr: paid.appointmentFee,
      }),
    ]);
    // The UTC day before holds nothing of it.
    const dayBefore = toSalonDate(new Date(madeAt.getTime() - 60 * 60 * 1000), 'UTC');
    expect((await closeOf(dayBefore)).takenAtDesk.map((row: { _id: string }) => row._id)).not.toContain(
      paid._id,
    );

    // On the visit's day the fee is not taken again: only the services (and the fee still due).
    const visit = await closeOf(visitDay);
    expect(visit.takenAtDesk).toEqual([]);
    expect(visit.totals.feeTakenAtDeskLkr).toBe(0);
    const byId = new Map(visit.visits.map((row: { _id: string }) => [row._id, row]));
    expect(byId.get(paid._id)).toMatchObject({ feePaidOnlineLkr: 0, toTakeAtDeskLkr: 4000 });
    expect(byId.get(due._id)).toMatchObject({ toTakeAtDeskLkr: 4000 + paid.appointmentFee });

    const csv = (await get(`/api/admin/daily-close.csv?date=${madeOn}`)).body.split('\r\n');
    expect(csv).toContain(
      `"${madeOn}","${paid.appointmentId}","Paid Desk","Ishara","${visitDay} 10:00","confirmed","${paid.appointmentFee}","${(await mainBranch(t)).name}"`,
    );
    expect(csv).toContain(`"Day total","0","0","0","0","0","${paid.appointmentFee}"`);
  });

  it('shows a walk-in paid at the desk on its own day once: its fee taken, its services to take', async () => {
    const day = dates[3]!;
    const walkIn = await deskBooking(day, '09:00', 'paid-at-desk', 'Same Day');
    await t.db
      .update(appointments)
      .set({ createdAt: new Date(`${day}T08:45:00+05:30`) })
      .where(eq(appointments.id, walkIn._id));
    const close = await closeOf(day);
    expect(close.takenAtDesk.map((row: { _id: string }) => row._id)).toEqual([walkIn._id]);
    expect(close.visits.map((row: { _id: string }) => row._id)).toEqual([walkIn._id]);
    expect(close.totals).toMatchObject({
      visits: 1,
      servicesTotalLkr: 4000,
      toTakeAtDeskLkr: 4000,
      feeTakenAtDeskLkr: walkIn.appointmentFee,
    });
  });
});
