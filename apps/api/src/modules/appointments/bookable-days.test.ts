import { addDays, datesOfMonth, nextMonth, toSalonDate, weekdayOf } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, bookThroughApi, customerWithCart } from '../../test/booking-builders.ts';
import { createService, signedInAdmin, signedInCustomer } from '../../test/builders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let customer: Awaited<ReturnType<typeof signedInCustomer>>;
let services: Array<{ _id: string; quantity: number }>;
let defaults: Record<string, unknown>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
  customer = await signedInCustomer(t);
  const service = await createService(t, { durationMinutes: 60 });
  services = [{ _id: service.id, quantity: 1 }];
  defaults = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth })).json()
    .data.settings;
});
afterAll(() => t.close());

interface Day {
  date: string;
  state: string;
  slotsLeft: number;
}

const bookableDays = (payload: Record<string, unknown>, headers: Record<string, string> = customer.auth) =>
  t.app.inject({ method: 'POST', url: '/api/appointments/bookable-days', headers, payload });

async function monthOf(month: string) {
  const response = await bookableDays({ month, services });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { month: string; days: Day[]; firstBookableDate: string | null };
}

async function saveSettings(changes: Record<string, unknown>) {
  const { closedDates: _closedDates, ...rest } = defaults;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: admin.auth,
    payload: { ...rest, ...changes },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** Closes the days as the owner would, cancelling what other tests booked on them (docs/product.md#4.4). */
async function setClosures(closures: Array<{ from: string; to: string }>) {
  const put = (cancelBookings?: string[]) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/closures',
      headers: admin.auth,
      payload: {
        closures: closures.map((closure) => ({ ...closure, reason: 'Staff training' })),
        ...(cancelBookings && { cancelBookings }),
      },
    });
  let saved = await put();
  if (saved.statusCode === 409 && saved.json().code === 'CLOSURE_HAS_BOOKINGS')
    saved = await put(saved.json().details.bookings.map((booking: { _id: string }) => booking._id));
  expect(saved.statusCode, saved.body).toBe(200);
}

const today = () => toSalonDate(t.clock.now(), 'Asia/Colombo');
const nextWorkday = (date: string) =>
  weekdayOf(addDays(date, 1)) === 0 ? addDays(date, 2) : addDays(date, 1);

describe('POST /api/appointments/bookable-days (docs/product.md#2.10)', () => {
  it('refuses a wrongly written month or an unknown service in the product words, and answers a visitor', async () => {
    for (const month of ['2026-13', '2026-1', '26-01', '2026-01-01', 202601, undefined]) {
      const response = await bookableDays({ month, services });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 'error', message: 'Months are written yyyy-MM' });
    }
    const empty = await bookableDays({ month: today().slice(0, 7), services: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please add services to your cart first');
    const unknown = await bookableDays({
      month: today().slice(0, 7),
      services: [{ _id: 'a0000000-0000-4000-8000-00000000dead', quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Could not extract service IDs from cart');
    // docs/product.md#2.10: a visitor without an account reads the same days.
    const signedOut = await bookableDays({ month: today().slice(0, 7), services }, {});
    expect(signedOut.statusCode).toBe(200);
  });

  it('marks past days, closed Sundays, closures and days beyond the horizon', async () => {
    await saveSettings({ horizonDays: 40 });
    // Far enough that no other day this file books (up to three workdays from day 3) can be it,
    // whatever the hour of the run.
    const closure = bookableDate(t, 10);
    await setClosures([{ from: closure, to: closure }]);
    const lastDay = addDays(today(), 40);
    const months = [today().slice(0, 7), nextMonth(today().slice(0, 7)), lastDay.slice(0, 7)];
    const seen = new Map<string, Day>();
    for (const month of new Set(months)) {
      const answer = await monthOf(month);
      expect(answer.month).toBe(month);
      expect(answer.days.map((day) => day.date)).toEqual(datesOfMonth(month));
      for (const day of answer.days) seen.set(day.date, day);
    }
    for (const day of seen.values()) {
      const expected =
        day.date < today()
          ? 'past'
          : day.date > lastDay
            ? 'beyond'
            : day.date === closure || weekdayOf(day.date) === 0
              ? 'closed'
              : day.date === today()
                ? day.state // Today depends on the hour of the run (the lead time).
                : 'open';
      expect(day, day.date).toMatchObject({ state: expected });
      if (['past', 'beyond', 'closed'].includes(day.state)) expect(day.slotsLeft).toBe(0);
    }
    expect(seen.get(bookableDate(t, 3))).toMatchObject({ state: 'open', slotsLeft: 19 });
    // Beyond the horizon, the first bookable day is still the one from today.
    const far = await monthOf(nextMonth(lastDay.slice(0, 7)));
    expect(far.days.every((day) => day.state === 'beyond')).toBe(true);
    const first = [...seen.values()].find((day) => day.state === 'open' || day.state === 'few')!.date;
    expect(far.firstBookableDate).toBe(first);
    await setClosures([]);
    await saveSettings({});
  });

  it('says full and few as check-availability does, day by day, on a busy month', async () => {
    // One chair from 09:00 to 13:00: an empty day has 7 one-hour starts.
    await saveSettings({
      capacity: 1,
      openingHours: (defaults.openingHours as unknown[]).map((hours) =>
        hours ? { open: '09:00', close: '13:00' } : null,
      ),
    });
    const full = bookableDate(t, 3);
    const few = nextWorkday(full);
    const busy = nextWorkday(few);
    const bookings: Array<[string, string, number]> = [
      [full, '09:00', 240],
      [few, '09:00', 60],
      [few, '11:00', 60],
      [busy, '10:00', 90],
    ];
    for (const [date, time, minutes] of bookings) {
      const response = await bookThroughApi(t, await customerWithCart(t, minutes), date, time);
      expect(response.statusCode, response.body).toBe(201);
    }
    const days = new Map<string, Day>();
    for (const month of new Set([today(), full, busy].map((date) => date.slice(0, 7)))) {
      for (const day of (await monthOf(month)).days) days.set(day.date, day);
    }
    expect(days.get(full)).toEqual({ date: full, state: 'full', slotsLeft: 0 });
    expect(days.get(few)).toEqual({ date: few, state: 'few', slotsLeft: 2 });
    expect(days.get(busy)).toMatchObject({ state: 'few', slotsLeft: 3 });

    for (const day of days.values()) {
      const check = await t.app.inject({
        method: 'POST',
        url: '/api/appointments/check-availability',
        headers: customer.auth,
        payload: { date: day.date, services },
      });
      const slots: string[] = check.json().availableSlots;
      expect(day.slotsLeft, day.date).toBe(slots.length);
      if (slots.length > 3) expect(day.state, day.date).toBe('open');
      else if (slots.length > 0) expect(day.state, day.date).toBe('few');
      else expect(['full', 'closed', 'past', 'beyond'], day.date).toContain(day.state);
    }
    await saveSettings({});
  });

  it('finds the first bookable day in the next month when this one has none left', async () => {
    const month = today().slice(0, 7);
    const following = nextMonth(month);
    await setClosures([{ from: today(), to: addDays(`${following}-01`, -1) }]);
    const answer = await monthOf(month);
    expect(answer.days.every((day) => ['past', 'closed'].includes(day.state))).toBe(true);
    const firstOpen = datesOfMonth(following).find((date) => weekdayOf(date) !== 0)!;
    expect(answer.firstBookableDate).toBe(firstOpen);
    expect((await monthOf(following)).firstBookableDate).toBe(firstOpen);
    await setClosures([]);
  });
});

describe('free days and times for moving an appointment (docs/product.md#2.11)', () => {
  it("leaves the appointment's own time out of its day's count, and finds no one else's appointment", async () => {
    // One chair from 09:00 to 13:00: an empty day has 7 one-hour starts.
    await saveSettings({
      capacity: 1,
      openingHours: (defaults.openingHours as unknown[]).map((hours) =>
        hours ? { open: '09:00', close: '13:00' } : null,
      ),
    });
    const day = bookableDate(t, 12);
    const owner = await customerWithCart(t, 60);
    const mine = await bookThroughApi(t, owner, day, '09:00');
    expect(mine.statusCode, mine.body).toBe(201);
    const appointmentId: string = mine.json().data.appointment._id;
    const other = await bookThroughApi(t, await customerWithCart(t, 60), day, '11:00');
    expect(other.statusCode, other.body).toBe(201);
    // The file's own one-hour service (the catalogue as read before these were added is kept).
    const ownServices = services;
    const month = day.slice(0, 7);
    const dayIn = (response: Awaited<ReturnType<typeof bookableDays>>) => {
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data.days as Day[]).find((d) => d.date === day);
    };
    const freeTimes = (payload: Record<string, unknown>, headers = owner.auth) =>
      t.app.inject({ method: 'POST', url: '/api/appointments/check-availability', headers, payload });

    // As a new booking sees it, both appointments take their hours.
    expect(dayIn(await bookableDays({ month, services: ownServices }, owner.auth))).toEqual({
      date: day,
      state: 'few',
      slotsLeft: 2,
    });
    // Being moved, the appointment does not block itself; the other customer's hour still counts.
    expect(dayIn(await bookableDays({ month, services: ownServices, appointmentId }, owner.auth))).toEqual({
      date: day,
      state: 'open',
      slotsLeft: 4,
    });
    const times = await freeTimes({ date: day, services: ownServices, appointmentId });
    expect(times.statusCode, times.body).toBe(200);
    expect(times.json().availableSlots).toEqual(['09:00', '09:30', '10:00', '12:00']);
    expect((await freeTimes({ date: day, services: ownServices })).json().availableSlots).toEqual([
      '10:00',
      '12:00',
    ]);

    // Another customer's appointment, an unknown one, or a visitor: nothing is told about it.
    const stranger = await bookableDays({ month, services: ownServices, appointmentId });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ status: 'error', message: 'Appointment not found' });
    const strangerTimes = await freeTimes({ date: day, services: ownServices, appointmentId }, customer.auth);
    expect(strangerTimes.statusCode).toBe(404);
    expect(strangerTimes.json().message).toBe('Appointment not found');
    const unknown = await bookableDays(
      { month, services: ownServices, appointmentId: 'a0000000-0000-4000-8000-00000000dead' },
      owner.auth,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Appointment not found');
    const junk = await bookableDays({ month, services: ownServices, appointmentId: 'not-an-id' }, owner.auth);
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toBe('Appointment not found');
    expect((await bookableDays({ month, services: ownServices, appointmentId }, {})).statusCode).toBe(401);
    await saveSettings({});
  });
});
