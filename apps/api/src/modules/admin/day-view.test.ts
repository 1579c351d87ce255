import { addDays, weekdayOf } from '@salon/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, slotReservations, staff, staffShifts } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookThroughApi, bookableDate, customerWithCart, startPayment } from '../../test/booking-builders.ts';
import { signedInAdmin } from '../../test/builders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t.close();
});

const dayOf = async (date: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/day?date=${date}`,
    headers: admin.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.day;
};

/** Names the stylist on the reservation behind a booking or a hold (the booking service's job once it does so itself). */
const nameStylist = (reservationId: string, staffId: string) =>
  t.db.update(slotReservations).set({ staffId }).where(eq(slotReservations.id, reservationId));

describe('GET /api/admin/day with a team (docs/decisions/0036-stylists.md)', () => {
  it('lists the team of the day in its order and names the stylist of each booking and hold', async () => {
    const date = bookableDate(t, 5);
    const otherWeekday = weekdayOf(addDays(date, 1));
    // The visits are made first: the team is added afterwards and named on their reservations.
    const booker = await customerWithCart(t, 60);
    const booked = await bookThroughApi(t, booker, date, '10:00');
    expect(booked.statusCode, booked.body).toBe(201);
    const appointmentId: string = booked.json().data.appointment._id;
    const holder = await customerWithCart(t, 30);
    expect((await startPayment(t, holder, date, '14:00')).statusCode).toBe(200);
    const unnamed = await customerWithCart(t, 30);
    expect((await startPayment(t, unnamed, date, '16:00')).statusCode).toBe(200);

    const [dilani, kasun, amaya] = await t.db
      .insert(staff)
      .values([
        { name: 'Dilani Fernando', position: 0 },
        { name: 'Kasun Jayasuriya', position: 2 },
        { name: 'Amaya Silva', position: 1 },
      ])
      .returning({ id: staff.id });
    await t.db.insert(staffShifts).values([
      { staffId: dilani!.id, weekday: weekdayOf(date), startMinute: 9 * 60, endMinute: 17 * 60 },
      // Amaya works another weekday only: not in this day's columns.
      { staffId: amaya!.id, weekday: otherWeekday, startMinute: 9 * 60, endMinute: 17 * 60 },
    ]);
    const [booking] = await t.db
      .select({ reservationId: appointments.reservationId })
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    await nameStylist(booking!.reservationId, dilani!.id);
    // Kasun has no shift that day, but a hold names him: he gets a column too.
    const [hold] = await t.db
      .select({ id: slotReservations.id })
      .from(slotReservations)
      .where(eq(slotReservations.userId, holder.userId));
    await nameStylist(hold!.id, kasun!.id);

    const day = await dayOf(date);
    expect(day.staff).toEqual([
      { _id: dilani!.id, name: 'Dilani Fernando' },
      { _id: kasun!.id, name: 'Kasun Jayasuriya' },
    ]);
    expect(day.appointments).toEqual([
      expect.objectContaining({ _id: appointmentId, staff: { _id: dilani!.id, name: 'Dilani Fernando' } }),
    ]);
    expect(day.holds.map((h: { startTime: string; staff: unknown }) => [h.startTime, h.staff])).toEqual([
      ['14:00', { _id: kasun!.id, name: 'Kasun Jayasuriya' }],
      ['16:00', null],
    ]);

    // The next day Amaya works: her column only, nobody booked.
    const next = addDays(date, 1);
    expect((await dayOf(next)).staff).toEqual([{ _id: amaya!.id, name: 'Amaya Silva' }]);
  });
});
