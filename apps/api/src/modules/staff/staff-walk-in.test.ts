import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentStatusChanges,
  appointments,
  slotReservations,
  staffServices,
  staffShifts,
  users,
} from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createService, signedInAdmin, signedInCustomer, uniqueMobile } from '../../test/builders.ts';
import { signedInStylist, unlinkStylist } from '../../test/staff-builders.ts';
import { addStylist, openDates } from '../../test/team-builders.ts';

// docs/decisions/0039-staff-accounts.md: a stylist books a walk-in for themselves, by name and
// phone, through the owner's desk booking; they cannot book another stylist or read customers.
let t: TestApp;
let dates: string[];
let nextDate = 0;
let cut: { id: string };
let other: { id: string };
let stylist: Awaited<ReturnType<typeof signedInStylist>>;

beforeAll(async () => {
  t = await buildTestApp();
  await signedInAdmin(t);
  dates = openDates(t, 10);
  cut = await createService(t, { title: 'Walk-in cut', durationMinutes: 60, priceLkr: 3000 });
  stylist = await signedInStylist(t, 'Ruwan Silva');
  await t.db.insert(staffServices).values({ staffId: stylist.staffId, serviceId: cut.id });
  await t.db.insert(staffShifts).values(
    [1, 2, 3, 4, 5, 6].map((weekday) => ({
      staffId: stylist.staffId,
      weekday,
      startMinute: 540,
      endMinute: 1140,
    })),
  );
  other = await addStylist(t, { name: 'Other', services: [{ serviceId: cut.id }], shifts: ['09:00-19:00'] });
});
afterAll(() => t.close());

const freshDate = () => dates[nextDate++]!;
const book = (payload: object, auth: Record<string, string> = stylist.auth) =>
  t.app.inject({ method: 'POST', url: '/api/staff/me/appointments', headers: auth, payload });
const walkIn = (date: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Walk In',
  phone: uniqueMobile(),
  services: [cut.id],
  date,
  startTime: '10:00',
  feeSettlement: 'due-at-desk',
  ...overrides,
});
const freeStarts = (date: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/me/free-starts',
    headers: stylist.auth,
    payload: { date, services: [cut.id] },
  });
const appointmentCount = async () => (await t.db.select().from(appointments)).length;

describe('POST /api/staff/me/appointments', () => {
  it('books a walk-in with the stylist signed in, confirmed and settled at the desk, and offers the time no more', async () => {
    const date = freshDate();
    const starts = await freeStarts(date);
    expect(starts.statusCode, starts.body).toBe(200);
    expect(starts.json().data.freeStarts).toContain('10:00');

    const phone = uniqueMobile();
    const response = await book(walkIn(date, { name: 'Sunil Perera', phone, language: 'ta' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Booking made for Sunil Perera',
      data: {
        booking: {
          date,
          startTime: '10:00',
          endTime: '11:00',
          feeSettlement: 'due-at-desk',
          customer: { name: 'Sunil Perera', phone },
        },
      },
    });
    const id = response.json().data.booking._id as string;
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ status: 'confirmed', source: 'front-desk', feeSettlement: 'due-at-desk' });
    const [reservation] = await t.db
      .select()
      .from(slotReservations)
      .where(eq(slotReservations.id, row!.reservationId));
    expect(reservation!.staffId).toBe(stylist.staffId);
    const [customer] = await t.db.select().from(users).where(eq(users.id, row!.userId));
    expect(customer).toMatchObject({ name: 'Sunil Perera', role: 'user', language: 'ta' });
    // The history names the stylist who booked it.
    const [history] = await t.db
      .select()
      .from(appointmentStatusChanges)
      .where(eq(appointmentStatusChanges.appointmentId, id));
    expect(history!.changedBy).toBe(stylist.userId);

    const after = await freeStarts(date);
    expect(after.json().data.freeStarts).not.toContain('10:00');
    // The same time again is refused as taken, with nothing written.
    const before = await appointmentCount();
    const again = await book(walkIn(date));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SLOT_TAKEN');
    expect(await appointmentCount()).toBe(before);
  });

  it('books onto the existing customer with that phone and answers only what the stylist typed', async () => {
    const existing = await signedInCustomer(t);
    const [account] = await t.db.select().from(users).where(eq(users.id, existing.userId));
    const response = await book(walkIn(freshDate(), { name: 'Typed Name', phone: account!.phone }));
    expect(response.statusCode, response.body).toBe(201);
    const { booking } = response.json().data;
    expect(booking.customer).toEqual({ name: 'Typed Name', phone: account!.phone });
    expect(response.body).not.toContain(account!.name);
    expect(response.body).not.toContain(account!.email!);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, booking._id));
    expect(row!.userId).toBe(existing.userId);
    // The account keeps its own name.
    const [kept] = await t.db.select().from(users).where(eq(users.id, existing.userId));
    expect(kept!.name).toBe(account!.name);
  });

  it('refuses another stylist, an account id or an e-mail, and bad input, with 400 and nothing written', async () => {
    const date = freshDate();
    const before = await appointmentCount();
    for (const payload of [
      walkIn(date, { staffId: other.id }),
      walkIn(date, { userId: stylist.userId }),
      walkIn(date, { email: 'someone@example.com' }),
      walkIn(date, { phone: '12' }),
      walkIn(date, { services: [] }),
      walkIn(date, { feeSettlement: 'free' }),
      walkIn(date, { startTime: '25:00' }),
    ]) {
      const response = await book(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await appointmentCount()).toBe(before);
  });

  it('answers 403 to the owner, a customer, and a stylist sign-in no longer on the team; 401 to no one', async () => {
    const date = freshDate();
    const admin = await signedInAdmin(t);
    const customer = await signedInCustomer(t);
    expect((await book(walkIn(date), admin.auth)).statusCode).toBe(403);
    expect((await book(walkIn(date), customer.auth)).statusCode).toBe(403);
    expect((await book(walkIn(date), {})).statusCode).toBe(401);
    const gone = await signedInStylist(t, 'Gone Stylist');
    await unlinkStylist(t, gone.staffId);
    const response = await book(walkIn(date), gone.auth);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This sign-in is not linked to a stylist');
  });
});
