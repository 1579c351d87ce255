import { weekdayOf } from '@salon/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, staffBranches, staffServices, staffShifts } from '../../db/schema/index.ts';
import { salonInstant } from '../../lib/salon-time.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { addBranch, mainBranch } from '../../test/branch-builders.ts';
import { createService, uniqueMobile } from '../../test/builders.ts';
import { signedInStylist } from '../../test/staff-builders.ts';
import { openDates } from '../../test/team-builders.ts';

// docs/decisions/0047-back-office-per-branch.md: Nadeesha works at the main branch 09:00-13:00
// and at Nugegoda 14:00-19:00 on the same day. Unasked, her walk-in goes to the branch of the
// shift going on now, else of her next one that day (walkInBranchOf in packages/domain). The
// clock is moved to that day, so this file has its own app.
let t: TestApp;
let cut: { id: string };
let mainId: string;
let nugegodaId: string;
let stylist: Awaited<ReturnType<typeof signedInStylist>>;
let day: string;

beforeAll(async () => {
  t = await buildTestApp();
  cut = await createService(t, { title: 'Two-shift cut', durationMinutes: 60, priceLkr: 4000 });
  mainId = (await mainBranch(t)).id;
  nugegodaId = (
    await addBranch(t, { name: 'Nugegoda', chairs: 1, services: [{ serviceId: cut.id, priceLkr: 3500 }] })
  ).id;
  stylist = await signedInStylist(t, 'Nadeesha Perera');
  await t.db.insert(staffServices).values({ staffId: stylist.staffId, serviceId: cut.id });
  await t.db.insert(staffBranches).values({ staffId: stylist.staffId, branchId: nugegodaId });
  day = openDates(t, 1)[0]!;
  await t.db.insert(staffShifts).values([
    { staffId: stylist.staffId, branchId: mainId, weekday: weekdayOf(day), startMinute: 540, endMinute: 780 },
    {
      staffId: stylist.staffId,
      branchId: nugegodaId,
      weekday: weekdayOf(day),
      startMinute: 840,
      endMinute: 1140,
    },
  ]);
});
afterAll(() => t.close());

/** Moves the test clock to `time` (salon time) on the day. */
const clockAt = (time: string) =>
  t.clock.advanceSeconds(
    (salonInstant(day, time, 'Asia/Colombo').getTime() - t.clock.now().getTime()) / 1000,
  );

const pricesUnasked = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/staff/me/desk-services?date=${day}`,
    headers: stylist.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.services as Array<{ price: number }>).map((service) => service.price);
};
const startsUnasked = async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/me/free-starts',
    headers: stylist.auth,
    payload: { date: day, services: [cut.id] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.freeStarts as string[];
};
const bookUnasked = async (startTime: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/me/appointments',
    headers: stylist.auth,
    payload: {
      name: 'Walk In',
      phone: uniqueMobile(),
      services: [cut.id],
      date: day,
      startTime,
      feeSettlement: 'due-at-desk',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await t.db
    .select()
    .from(appointments)
    .where(eq(appointments.id, response.json().data.booking._id as string));
  return row!;
};

describe('a stylist’s walk-in on a day with shifts at two branches', () => {
  it('goes to the branch of the shift going on now, then of the next shift once it is over', async () => {
    clockAt('10:00');
    expect(await pricesUnasked()).toEqual([4000]);
    const morning = await startsUnasked();
    expect(morning).toContain('11:00');
    expect(morning).not.toContain('15:00');
    expect(await bookUnasked('11:00')).toMatchObject({ branchId: mainId });

    // Between the shifts: the afternoon's branch, its price and its times.
    clockAt('13:30');
    expect(await pricesUnasked()).toEqual([3500]);
    const afternoon = await startsUnasked();
    expect(afternoon).toContain('15:00');
    expect(afternoon).not.toContain('12:00');
    const booked = await bookUnasked('15:00');
    expect(booked).toMatchObject({ branchId: nugegodaId });
    expect(booked.services[0]!.priceLkr).toBe(3500);
  });
});
