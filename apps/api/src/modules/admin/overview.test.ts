import { addDays, weekdayOf } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  appointments,
  salonClosures,
  salonSettings,
  slotReservations,
  staff,
} from '../../db/schema/index.ts';
import { salonInstant } from '../../lib/salon-time.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  asIfVisitBegun,
  bookThroughApi,
  customerWithCart,
  startPayment,
} from '../../test/booking-builders.ts';
import { createService, salonDayFromNow, signedInAdmin, signedInCustomer } from '../../test/builders.ts';

const TZ = 'Asia/Colombo';
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let customer: Awaited<ReturnType<typeof signedInCustomer>>;

const moveClockTo = (date: string, time: string) =>
  t.clock.advanceSeconds((salonInstant(date, time, TZ).getTime() - t.clock.now().getTime()) / 1000);
const nextOpenDay = (date: string) => (weekdayOf(date) === 0 ? addDays(date, 1) : date);

/** The day the bookings are made, the day they are for (`today` of the overview), and one after. */
let bookedOn: string;
let visitDay: string;
let laterDay: string;
const ids: Record<'completed' | 'pending' | 'cancelled' | 'noShow' | 'later', string> = {
  completed: '',
  pending: '',
  cancelled: '',
  noShow: '',
  later: '',
};

async function book(lines: Array<[{ id: string }, number]>, date: string, time: string) {
  const owner = await signedInCustomer(t, { name: `Guest ${time}`, phone: '0771234567' });
  for (const [service, quantity] of lines)
    for (let added = 0; added < quantity; added++)
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/add-cart',
        headers: owner.auth,
        payload: { serviceId: service.id },
      });
  const response = await bookThroughApi(t, owner, date, time);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.appointment._id as string;
}
const setStatus = (id: string, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/appointments/${id}/status`,
    headers: admin.auth,
    payload: { status },
  });

/**
 * Five bookings made on one morning between the 2nd and the 20th of a month, for three days
 * later and the day after, so every figure of the month counts all of them.
 */
beforeAll(async () => {
  t = await buildTestApp();
  bookedOn = salonDayFromNow(t, 1);
  while (Number(bookedOn.slice(8)) < 2 || Number(bookedOn.slice(8)) > 20) bookedOn = addDays(bookedOn, 1);
  visitDay = nextOpenDay(addDays(bookedOn, 3));
  laterDay = nextOpenDay(addDays(visitDay, 1));
  moveClockTo(bookedOn, '08:00');
  admin = await signedInAdmin(t);
  customer = await signedInCustomer(t);
  const cut = await createService(t, {
    title: 'Cut',
    durationMinutes: 30,
    priceLkr: 2000,
    translations: { si: { title: 'කැපීම' }, ta: { title: 'வெட்டு' } },
  });
  const colour = await createService(t, { title: 'Colour', durationMinutes: 60, priceLkr: 6000 });
  const nails = await createService(t, { title: 'Nails', durationMinutes: 30, priceLkr: 1500 });
  ids.completed = await book([[cut, 2]], visitDay, '09:00');
  ids.noShow = await book([[colour, 1]], visitDay, '09:00');
  ids.pending = await book(
    [
      [cut, 1],
      [colour, 1],
    ],
    visitDay,
    '10:00',
  );
  ids.cancelled = await book([[nails, 1]], visitDay, '11:00');
  ids.later = await book([[nails, 1]], laterDay, '10:00');
  for (const [id, status] of [
    [ids.completed, 'confirmed'],
    [ids.completed, 'completed'],
    [ids.noShow, 'confirmed'],
    [ids.noShow, 'no-show'],
    [ids.cancelled, 'cancelled'],
  ] as const)
    expect((await asIfVisitBegun(t, id, () => setStatus(id, status))).statusCode).toBe(200);
  // Half an hour into the visit day in Colombo, still the day before in UTC.
  moveClockTo(visitDay, '00:30');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/admin/overview', () => {
  it('is for admins only', async () => {
    expect((await get('/api/admin/overview', {})).statusCode).toBe(401);
    const refused = await get('/api/admin/overview', customer.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'error', code: 'FORBIDDEN' });
  });

  it("shows today's visits in time order with their chairs, in the salon's time zone", async () => {
    const response = await get('/api/admin/overview');
    expect(response.statusCode).toBe(200);
    const { overview } = response.json().data;
    expect(overview.today).toBe(visitDay);
    expect(overview.todaysAppointments).toEqual([
      expect.objectContaining({
        _id: ids.completed,
        status: 'completed',
        date: visitDay,
        startTime: '09:00',
        endTime: '10:00',
        chair: 1,
        customerName: 'Guest 09:00',
        services: [expect.objectContaining({ title: 'Cut' })],
      }),
      expect.objectContaining({
        _id: ids.pending,
        status: 'pending',
        startTime: '10:00',
        endTime: '11:30',
        chair: 1,
        services: expect.arrayContaining([
          expect.objectContaining({ title: 'Cut' }),
          expect.objectContaining({ title: 'Colour' }),
        ]),
      }),
    ]);
    expect(overview.todaysAppointments[0].appointmentId).toMatch(/^SAL-/);
  });

  it('counts the live bookings of the next seven days, today included', async () => {
    const { overview } = (await get('/api/admin/overview')).json().data;
    expect(overview.nextSevenDays).toEqual(
      Array.from({ length: 7 }, (_, index) => {
        const date = addDays(visitDay, index);
        return { date, count: date === visitDay || date === laterDay ? 1 : 0 };
      }),
    );
  });

  it("adds up the month's fees, refunds, cancellations and no-shows", async () => {
    const { overview } = (await get('/api/admin/overview')).json().data;
    expect(overview.thisMonth).toEqual({
      feesCollected: 5000,
      feesRefunded: 1000,
      cancellations: 1,
      noShows: 1,
    });
  });

  it('ranks services by how many were booked, leaving cancelled bookings out, with their titles as booked in Sinhala and Tamil', async () => {
    const { overview } = (await get('/api/admin/overview')).json().data;
    expect(overview.topServices).toEqual([
      { title: 'Cut', bookings: 3, translations: { si: { title: 'කැපීම' }, ta: { title: 'வெட்டு' } } },
      { title: 'Colour', bookings: 2 },
      { title: 'Nails', bookings: 1 },
    ]);
  });

  it('counts bookings made per salon day over the last 30 days, empty days included', async () => {
    const { overview } = (await get('/api/admin/overview')).json().data;
    expect(overview.bookingsPerDay).toHaveLength(30);
    expect(overview.bookingsPerDay[0].date).toBe(addDays(visitDay, -29));
    expect(overview.bookingsPerDay[29].date).toBe(visitDay);
    expect(overview.bookingsPerDay.filter((day: { count: number }) => day.count > 0)).toEqual([
      { date: bookedOn, count: 5 },
    ]);
  });

  it('starts the next month from nothing, at midnight in Colombo', async () => {
    const nextMonth = `${addDays(`${visitDay.slice(0, 8)}01`, 31).slice(0, 8)}01`;
    moveClockTo(nextMonth, '00:05');
    try {
      // Weeks later: the earlier sessions have lapsed.
      const { auth } = await signedInAdmin(t);
      const { overview } = (await get('/api/admin/overview', auth)).json().data;
      expect(overview.today).toBe(nextMonth);
      expect(overview.thisMonth).toEqual({ feesCollected: 0, feesRefunded: 0, cancellations: 0, noShows: 0 });
      expect(overview.todaysAppointments).toEqual([]);
      expect(overview.bookingsPerDay.at(-1)).toEqual({ date: nextMonth, count: 0 });
    } finally {
      moveClockTo(visitDay, '00:30');
    }
  });
});

describe('GET /api/admin/overview per stylist (docs/decisions/0037-stylist-in-messages.md)', () => {
  /** Puts the appointment with the stylist, as the booking core would have. */
  async function assign(appointmentId: string, staffId: string) {
    const [row] = await t.db
      .select({ reservationId: appointments.reservationId })
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    await t.db.update(slotReservations).set({ staffId }).where(eq(slotReservations.id, row!.reservationId));
  }

  it("counts each stylist's bookings, booked minutes and no-shows of the month; nothing with no team", async () => {
    expect((await get('/api/admin/overview')).json().data.overview).not.toHaveProperty('stylists');
    const team = await t.db
      .insert(staff)
      .values([
        { name: 'Nimali', position: 1 },
        { name: 'Kumari', position: 2 },
        { name: 'Amaya', position: 3 },
        { name: 'Dilini', position: 4 },
      ])
      .returning();
    const [nimali, kumari, amaya, dilini] = team.map((member) => member.id);
    try {
      await assign(ids.completed, nimali!);
      await assign(ids.later, nimali!);
      // A cancelled booking never happened: it counts for nobody.
      await assign(ids.cancelled, nimali!);
      await assign(ids.noShow, kumari!);
      await assign(ids.pending, amaya!);
      const { overview } = (await get('/api/admin/overview')).json().data;
      expect(overview.stylists).toEqual([
        { _id: nimali, name: 'Nimali', bookings: 2, bookedMinutes: 90, noShows: 0 },
        { _id: kumari, name: 'Kumari', bookings: 1, bookedMinutes: 60, noShows: 1 },
        { _id: amaya, name: 'Amaya', bookings: 1, bookedMinutes: 90, noShows: 0 },
        { _id: dilini, name: 'Dilini', bookings: 0, bookedMinutes: 0, noShows: 0 },
      ]);

      // The next month's overview counts its own visits: none yet.
      const nextMonth = `${addDays(`${visitDay.slice(0, 8)}01`, 31).slice(0, 8)}01`;
      moveClockTo(nextMonth, '00:05');
      try {
        const { auth } = await signedInAdmin(t);
        const later = (await get('/api/admin/overview', auth)).json().data.overview;
        expect(
          later.stylists.map((row: { bookings: number; bookedMinutes: number }) => row.bookings),
        ).toEqual([0, 0, 0, 0]);
      } finally {
        moveClockTo(visitDay, '00:30');
      }
    } finally {
      await t.db.update(slotReservations).set({ staffId: null });
      await t.db.delete(staff);
    }
  });
});

describe('GET /api/admin/day', () => {
  const day = (date: string) => get(`/api/admin/day?date=${date}`);

  it('is for admins only', async () => {
    expect((await get(`/api/admin/day?date=${visitDay}`, {})).statusCode).toBe(401);
    expect((await get(`/api/admin/day?date=${visitDay}`, customer.auth)).statusCode).toBe(403);
  });

  it('shows the hours, the chairs and every booking that kept its chair', async () => {
    const response = await day(visitDay);
    expect(response.statusCode).toBe(200);
    const result = response.json().data.day;
    expect(result).toMatchObject({
      date: visitDay,
      openingHours: { open: '09:00', close: '19:00' },
      closedReason: null,
      chairs: 3,
    });
    expect(
      result.appointments.map((a: { _id: string; chair: number; status: string }) => [
        a._id,
        a.chair,
        a.status,
      ]),
    ).toEqual([
      [ids.completed, 1, 'completed'],
      [ids.noShow, 2, 'no-show'],
      [ids.pending, 1, 'pending'],
    ]);
    // The back office makes it a tap-to-call link (issue 24): the local form, as the list shows it.
    expect(result.appointments[0]).toMatchObject({
      customerName: 'Guest 09:00',
      customerPhone: '0771234567',
    });
  });

  it('follows the number of chairs the owner set', async () => {
    await t.db.update(salonSettings).set({ capacity: 4 });
    try {
      expect((await day(visitDay)).json().data.day.chairs).toBe(4);
    } finally {
      await t.db.update(salonSettings).set({ capacity: 3 });
    }
  });

  it('has no hours on a closed weekday, and no reason either', async () => {
    let sunday = visitDay;
    while (weekdayOf(sunday) !== 0) sunday = addDays(sunday, 1);
    expect((await day(sunday)).json().data.day).toEqual({
      date: sunday,
      openingHours: null,
      closedReason: null,
      chairs: 3,
      appointments: [],
      holds: [],
      staff: [],
    });
  });

  it("has no hours on the owner's closures, with their reason", async () => {
    const closed = addDays(laterDay, 7);
    const unexplained = addDays(laterDay, 8);
    await t.db.insert(salonClosures).values([
      { date: closed, reason: 'Staff training' },
      { date: unexplained, reason: null },
    ]);
    expect((await day(closed)).json().data.day).toMatchObject({
      openingHours: null,
      closedReason: 'Staff training',
    });
    expect((await day(unexplained)).json().data.day).toMatchObject({ openingHours: null, closedReason: '' });
  });

  it.each([
    ['2026-02-30', 'This date does not exist on the calendar'],
    ['tomorrow', 'Dates are written yyyy-MM-dd'],
    ['', 'Dates are written yyyy-MM-dd'],
  ])('refuses the date %j with 400', async (date, message) => {
    const response = await day(date);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED', message });
  });

  it('shows the chairs customers hold at checkout until each hold ends', async () => {
    const holding = await customerWithCart(t, 45);
    const started = await startPayment(t, holding, laterDay, '15:00');
    expect(started.statusCode, started.body).toBe(200);
    const lettingGo = await customerWithCart(t, 30);
    expect((await startPayment(t, lettingGo, laterDay, '16:00')).statusCode).toBe(200);
    // The second customer's hold has run out: its time is free again, online and here.
    await t.db
      .update(slotReservations)
      .set({ holdExpiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(slotReservations.userId, lettingGo.userId));

    const { holds, appointments } = (await day(laterDay)).json().data.day;
    expect(holds).toEqual([
      {
        chair: expect.any(Number),
        staff: null,
        startTime: '15:00',
        endTime: '15:45',
        expiresAt: expect.any(String),
      },
    ]);
    expect(Date.parse(holds[0].expiresAt)).toBeGreaterThan(t.clock.now().getTime());
    expect(appointments.map((a: { _id: string }) => a._id)).toEqual([ids.later]);
    expect((await day(visitDay)).json().data.day.holds).toEqual([]);
  });

  it('refuses a missing date with 400', async () => {
    const response = await get('/api/admin/day');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Dates are written yyyy-MM-dd',
    });
  });
});
