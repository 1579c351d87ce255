import { teamAdminMessages } from '@salon/contracts';
import { randomBytes } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  messageDeliveries,
  salonSettings,
  slotReservations,
  staff,
  staffShifts,
  staffTimeOff,
  users,
} from '../../db/schema/index.ts';
import { salonInstant } from '../../lib/salon-time.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, confirmCard, createAppointment, VISA } from '../../test/booking-builders.ts';
import { customerWithServices } from '../../test/team-builders.ts';
import {
  confirmPhoneInDatabase,
  createService,
  signedInAdmin,
  signedInCustomer,
} from '../../test/builders.ts';
import { multipartBody, pngImage } from '../../test/images.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let customer: Awaited<ReturnType<typeof signedInCustomer>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
  customer = await signedInCustomer(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, auth: Record<string, string> = admin.auth) =>
  t.app.inject({ method, url: `/api/admin/staff${url}`, headers: auth, ...(payload && { payload }) });

async function addStylist(name = 'Nimali', extra: object = {}) {
  const response = await call('POST', '', { name, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.staff._id as string;
}

const staffRow = async (id: string) => (await t.db.select().from(staff).where(eq(staff.id, id)))[0];
const everyDay = (start: string, end: string) =>
  Array.from({ length: 7 }, (_, weekday) => ({ weekday, start, end }));

let chair = 100;
/** A time on the stylist for a new customer, written straight into the database. */
async function reserve(
  { staffId, serviceId, date, startTime, endTime }: Visit,
  held: { holdExpiresAt: Date } | undefined,
) {
  const person = await signedInCustomer(t);
  const startsAt = salonInstant(date, startTime, 'Asia/Colombo');
  const endsAt = salonInstant(date, endTime, 'Asia/Colombo');
  const services = [{ serviceId, title: 'Cut', priceLkr: 3000, quantity: 1, durationMinutes: 60 }];
  const intent = `pi_team_${randomBytes(6).toString('hex')}`;
  const [reservation] = await t.db
    .insert(slotReservations)
    .values({
      userId: person.userId,
      date,
      chair: chair++,
      staffId,
      startsAt,
      endsAt,
      blockedUntil: endsAt,
      ...(held ? { status: 'held', ...held } : { status: 'booked' }),
      services,
      paymentIntentId: intent,
    })
    .returning();
  return { person, reservation: reservation!, startsAt, services, intent };
}
interface Visit {
  staffId: string;
  serviceId: string;
  date: string;
  startTime: string;
  endTime: string;
}

/**
 * A paid booking still to come, written straight into the database with the stylist named on
 * it (booking with a stylist through the API is built elsewhere): a booked reservation and its
 * pending appointment, in the customer's language.
 */
async function futureBooking(
  staffId: string,
  serviceId: string,
  date: string,
  startTime: string,
  endTime: string,
  language: 'en' | 'si' | 'ta' = 'en',
) {
  const { person, reservation, startsAt, services, intent } = await reserve(
    { staffId, serviceId, date, startTime, endTime },
    undefined,
  );
  await confirmPhoneInDatabase(t, person.userId);
  await t.db.update(users).set({ language }).where(eq(users.id, person.userId));
  const [appointment] = await t.db
    .insert(appointments)
    .values({
      reference: `T${randomBytes(4).toString('hex').toUpperCase()}`,
      userId: person.userId,
      reservationId: reservation.id,
      date,
      startTime,
      endTime,
      startsAt,
      services,
      servicesTotalLkr: 3000,
      appointmentFeeLkr: 1000,
      paymentIntentId: intent,
    })
    .returning();
  return { appointmentId: appointment!.id, reservationId: reservation.id, email: person.email };
}

/** A customer paying right now: a hold on the stylist that lapses in ten minutes, no appointment yet. */
async function liveHold(
  staffId: string,
  serviceId: string,
  date: string,
  startTime: string,
  endTime: string,
) {
  const holdExpiresAt = new Date(t.clock.now().getTime() + 10 * 60_000);
  const { reservation } = await reserve({ staffId, serviceId, date, startTime, endTime }, { holdExpiresAt });
  return reservation.id;
}

/** A stylist and a colleague who does the service (one they both could do) on shift every day. */
async function stylistAndColleague(fromName: string, toName: string, title: string, shift: [string, string]) {
  const from = await addStylist(fromName);
  const to = await addStylist(toName);
  const service = await createService(t, { title });
  await call('PUT', `/${to}/services`, { services: [{ serviceId: service.id }] });
  await call('PUT', `/${to}/shifts`, { shifts: everyDay(...shift) });
  return { from, to, service };
}

const stylistOf = async (reservationId: string) =>
  (await t.db.select().from(slotReservations).where(eq(slotReservations.id, reservationId)))[0]!.staffId;
const stylistMessages = (appointmentIds: string[]) =>
  t.db
    .select()
    .from(messageDeliveries)
    .where(like(messageDeliveries.messageKey, 'stylist:%'))
    .then((rows) => rows.filter((row) => appointmentIds.some((id) => row.messageKey.includes(id))));

describe('who may manage the team', () => {
  const routes: Array<[Method, string]> = [
    ['GET', ''],
    ['POST', ''],
    ['PATCH', '/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/00000000-0000-4000-8000-000000000000'],
    ['POST', '/00000000-0000-4000-8000-000000000000/photo'],
    ['PUT', '/00000000-0000-4000-8000-000000000000/services'],
    ['PUT', '/00000000-0000-4000-8000-000000000000/shifts'],
    ['POST', '/00000000-0000-4000-8000-000000000000/time-off'],
    ['DELETE', '/00000000-0000-4000-8000-000000000000/time-off/00000000-0000-4000-8000-000000000001'],
    ['POST', '/00000000-0000-4000-8000-000000000000/move-bookings'],
  ];
  it.each(routes)('%s /api/admin/staff%s: 401 signed out, 403 for a customer', async (method, url) => {
    const before = await t.db.select().from(staff);
    expect((await call(method, url, { name: 'Intruder' }, {})).statusCode).toBe(401);
    const refused = await call(method, url, { name: 'Intruder' }, customer.auth);
    expect(refused.statusCode).toBe(403);
    expect(await t.db.select().from(staff)).toEqual(before);
  });
});

describe('the owner keeps the team', () => {
  it('adds a stylist with bios in three languages, edits them and lists them', async () => {
    const created = await call('POST', '', {
      name: '  Kasun  ',
      bio: 'Colour specialist.',
      translations: { si: { bio: 'වර්ණ විශේෂඥ.' }, ta: { bio: '' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.staff._id as string;
    expect(created.json()).toMatchObject({
      message: 'Stylist added',
      data: {
        staff: {
          name: 'Kasun',
          bio: 'Colour specialist.',
          translations: { si: { bio: 'වර්ණ විශේෂඥ.' } },
          bookableOnline: true,
          services: [],
          shifts: [],
          timeOff: [],
          futureBookings: 0,
        },
      },
    });
    const edited = await call('PATCH', `/${id}`, { name: 'Kasun P.', position: 2 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.staff).toMatchObject({ name: 'Kasun P.', position: 2 });
    const list = await call('GET', '');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.staff).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: id, name: 'Kasun P.' })]),
    );
  });

  it('refuses a blank name, an empty change and an unknown stylist, changing nothing', async () => {
    expect((await call('POST', '', { name: '  ' })).json()).toMatchObject({ message: 'Name is required' });
    const id = await addStylist('Dilini');
    const empty = await call('PATCH', `/${id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose something to change');
    const tooLong = await call('PATCH', `/${id}`, { bio: 'x'.repeat(601) });
    expect(tooLong.statusCode).toBe(400);
    expect((await staffRow(id))!.bio).toBe('');
    const unknown = await call('PATCH', '/00000000-0000-4000-8000-000000000000', { name: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Stylist not found');
  });

  it('sets the services with their own price and length; an unknown service changes nothing', async () => {
    const id = await addStylist('Sachini');
    const cut = await createService(t, { title: 'Cut' });
    const colour = await createService(t, { title: 'Colour' });
    const saved = await call('PUT', `/${id}/services`, {
      services: [{ serviceId: cut.id }, { serviceId: colour.id, price: 8000, averageTime: 120 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.staff.services).toEqual(
      expect.arrayContaining([
        { serviceId: cut.id, price: null, averageTime: null },
        { serviceId: colour.id, price: 8000, averageTime: 120 },
      ]),
    );
    const unknown = await call('PUT', `/${id}/services`, {
      services: [{ serviceId: cut.id }, { serviceId: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(teamAdminMessages.serviceUnknown);
    const twice = await call('PUT', `/${id}/services`, {
      services: [{ serviceId: cut.id }, { serviceId: cut.id }],
    });
    expect(twice.statusCode).toBe(400);
    const badLength = await call('PUT', `/${id}/services`, {
      services: [{ serviceId: cut.id, averageTime: 2 }],
    });
    expect(badLength.statusCode).toBe(400);
    expect(
      (await call('GET', '')).json().data.staff.find((s: { _id: string }) => s._id === id).services,
    ).toHaveLength(2);
  });

  it('replaces the week of shifts, several a day; overlapping shifts are refused and the old week stays', async () => {
    const id = await addStylist('Ruwan');
    const week = [
      { weekday: 1, start: '09:00', end: '13:00' },
      { weekday: 1, start: '14:00', end: '18:00' },
      { weekday: 2, start: '10:00', end: '24:00' },
    ];
    const saved = await call('PUT', `/${id}/shifts`, { shifts: week });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.staff.shifts).toMatchObject(week);
    const overlapping = await call('PUT', `/${id}/shifts`, {
      shifts: [
        { weekday: 3, start: '09:00', end: '13:00' },
        { weekday: 3, start: '12:00', end: '15:00' },
      ],
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().message).toBe(teamAdminMessages.shiftsOverlap);
    const backwards = await call('PUT', `/${id}/shifts`, {
      shifts: [{ weekday: 3, start: '15:00', end: '09:00' }],
    });
    expect(backwards.statusCode).toBe(400);
    const badTime = await call('PUT', `/${id}/shifts`, {
      shifts: [{ weekday: 7, start: '9', end: '10:00' }],
    });
    expect(badTime.statusCode).toBe(400);
    expect(await t.db.select().from(staffShifts).where(eq(staffShifts.staffId, id))).toHaveLength(3);
  });

  it('adds time off in salon time or as instants and removes it', async () => {
    const id = await addStylist('Amaya');
    const date = bookableDate(t, 5);
    const added = await call('POST', `/${id}/time-off`, {
      start: `${date}T09:00`,
      end: `${date}T13:00`,
      reason: 'Doctor',
    });
    expect(added.statusCode, added.body).toBe(201);
    const [away] = added.json().data.staff.timeOff;
    expect(away).toMatchObject({
      start: salonInstant(date, '09:00', 'Asia/Colombo').toISOString(),
      end: salonInstant(date, '13:00', 'Asia/Colombo').toISOString(),
      reason: 'Doctor',
    });
    const backwards = await call('POST', `/${id}/time-off`, { start: `${date}T13:00`, end: `${date}T09:00` });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(teamAdminMessages.timeOffInvalid);
    for (const [start, end] of [
      ['2030-02-31T09:00', '2030-03-01T09:00'],
      ['2030-13-01T09:00', '2030-13-01T10:00'],
      ['2030-01-01T25:00', '2030-01-02T10:00'],
      ['tomorrow', '2030-01-02T10:00'],
    ]) {
      const refused = await call('POST', `/${id}/time-off`, { start, end });
      expect(refused.statusCode, `${start} to ${end}`).toBe(400);
      expect(refused.json().message).toBe(teamAdminMessages.timeOffInvalid);
    }
    const past = await call('POST', `/${id}/time-off`, {
      start: '2020-01-01T09:00:00Z',
      end: '2020-01-01T10:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    const removed = await call('DELETE', `/${id}/time-off/${away._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.staff.timeOff).toEqual([]);
    expect((await call('DELETE', `/${id}/time-off/${away._id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(staffTimeOff).where(eq(staffTimeOff.staffId, id))).toEqual([]);
  });

  it('takes a photo through the image pipeline', async () => {
    const id = await addStylist('Tharushi');
    const body = await multipartBody(
      {},
      { field: 'photo', bytes: await pngImage(), name: 'me.png', type: 'image/png' },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/staff/${id}/photo`,
      headers: { ...admin.auth, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json().data.staff.photoUrl as string;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const wrongField = await multipartBody(
      {},
      { field: 'image', bytes: await pngImage(), name: 'me.png', type: 'image/png' },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/staff/${id}/photo`,
      headers: { ...admin.auth, ...wrongField.headers },
      payload: wrongField.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect((await staffRow(id))!.photoUrl).toBe(url);
  });
});

describe('a stylist with bookings to come', () => {
  it('cannot be switched off, given time off over a booking or removed; the count is said', async () => {
    const id = await addStylist('Hasini');
    const service = await createService(t, { title: 'Blow dry' });
    const date = bookableDate(t, 4);
    await futureBooking(id, service.id, date, '10:00', '11:00');
    await futureBooking(id, service.id, date, '12:00', '13:00');

    const off = await call('PATCH', `/${id}`, { bookableOnline: false });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({
      message: 'This stylist has 2 future bookings: move them to a colleague first',
      messageId: teamAdminMessages.hasFutureBookings,
      params: { count: 2 },
      details: { futureBookings: 2 },
    });
    expect((await staffRow(id))!.bookableOnline).toBe(true);
    const away = await call('POST', `/${id}/time-off`, { start: `${date}T09:00`, end: `${date}T10:30` });
    expect(away.statusCode).toBe(409);
    expect(away.json().params).toEqual({ count: 1 });
    expect((await call('DELETE', `/${id}`)).statusCode).toBe(409);
    expect(await staffRow(id)).toBeDefined();
    expect(
      (await call('GET', '')).json().data.staff.find((s: { _id: string }) => s._id === id).futureBookings,
    ).toBe(2);
  });

  it('moves every booking to a qualified colleague and tells each customer in their language', async () => {
    const { from, to, service } = await stylistAndColleague('Chamari', 'Priyanka', 'Manicure', [
      '08:00',
      '20:00',
    ]);
    const date = bookableDate(t, 6);
    const first = await futureBooking(from, service.id, date, '09:00', '10:00', 'si');
    const second = await futureBooking(from, service.id, date, '15:00', '16:00');

    const moved = await call('POST', `/${from}/move-bookings`, { toStaffId: to });

    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ message: 'Bookings moved: 2', data: { moved: 2 } });
    expect(await stylistOf(first.reservationId)).toBe(to);
    expect(await stylistOf(second.reservationId)).toBe(to);
    await t.app.messagesSettled();
    const messages = await stylistMessages([first.appointmentId, second.appointmentId]);
    expect(messages.map((row) => row.channel).sort()).toEqual(['mail', 'mail', 'sms', 'sms']);
    const sinhalaMail = messages.find((row) => row.channel === 'mail' && row.recipient === first.email)!;
    expect((sinhalaMail.payload as { subject: string }).subject).toContain('ඔබේ ශිල්පියා වෙනස් විය');
    const englishMail = messages.find((row) => row.channel === 'mail' && row.recipient === second.email)!;
    expect((englishMail.payload as { text: string }).text).toContain(
      'is now with Priyanka instead of Chamari',
    );

    const off = await call('PATCH', `/${from}`, { bookableOnline: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.staff).toMatchObject({ bookableOnline: false, futureBookings: 0 });
  });

  it('moves nothing when the colleague cannot take one, and lists it with the reason', async () => {
    // On shift in the mornings only: the afternoon booking has nobody.
    const { from, to, service } = await stylistAndColleague('Nadeesha', 'Ishara', 'Pedicure', [
      '08:00',
      '12:00',
    ]);
    const date = bookableDate(t, 7);
    const morning = await futureBooking(from, service.id, date, '09:00', '10:00');
    const afternoon = await futureBooking(from, service.id, date, '15:00', '16:00');

    const refused = await call('POST', `/${from}/move-bookings`, { toStaffId: to });

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'Ishara cannot take 1 of the bookings: nothing was moved',
      params: { name: 'Ishara', count: 1 },
      details: {
        refusals: [{ appointmentId: afternoon.appointmentId, startTime: '15:00', reason: 'shift' }],
      },
    });
    expect(await stylistOf(morning.reservationId)).toBe(from);
    expect(await stylistOf(afternoon.reservationId)).toBe(from);
    await t.app.messagesSettled();
    expect(await stylistMessages([morning.appointmentId, afternoon.appointmentId])).toEqual([]);
  });

  it('refuses a colleague who does not do the service, is away or is busy at that time', async () => {
    const from = await addStylist('Lahiru');
    const to = await addStylist('Sanduni');
    const service = await createService(t, { title: 'Facial' });
    const other = await createService(t, { title: 'Threading' });
    await call('PUT', `/${to}/services`, { services: [{ serviceId: service.id }] });
    await call('PUT', `/${to}/shifts`, { shifts: everyDay('08:00', '20:00') });
    const date = bookableDate(t, 8);
    const unqualified = await futureBooking(from, other.id, date, '08:00', '09:00');
    const away = await futureBooking(from, service.id, date, '10:00', '11:00');
    const busy = await futureBooking(from, service.id, date, '13:00', '14:00');
    await t.db.insert(staffTimeOff).values({
      staffId: to,
      startsAt: salonInstant(date, '10:00', 'Asia/Colombo'),
      endsAt: salonInstant(date, '11:00', 'Asia/Colombo'),
    });
    await futureBooking(to, service.id, date, '13:30', '14:30');

    const refused = await call('POST', `/${from}/move-bookings`, { toStaffId: to });

    expect(refused.statusCode).toBe(409);
    const reasons = Object.fromEntries(
      (refused.json().details.refusals as Array<{ appointmentId: string; reason: string }>).map((refusal) => [
        refusal.appointmentId,
        refusal.reason,
      ]),
    );
    expect(reasons).toEqual({
      [unqualified.appointmentId]: 'services',
      [away.appointmentId]: 'timeOff',
      [busy.appointmentId]: 'busy',
    });
    const rows = await t.db
      .select({ staffId: slotReservations.staffId })
      .from(slotReservations)
      .where(
        inArray(slotReservations.id, [unqualified.reservationId, away.reservationId, busy.reservationId]),
      );
    expect(rows.every((row) => row.staffId === from)).toBe(true);
  });

  it('gives a colleague one of two clashing bookings when two moves onto them race', async () => {
    const first = await addStylist('Anoma');
    const second = await addStylist('Buddhika');
    const to = await addStylist('Chathura');
    const service = await createService(t, { title: 'Hair spa' });
    await call('PUT', `/${to}/services`, { services: [{ serviceId: service.id }] });
    await call('PUT', `/${to}/shifts`, { shifts: everyDay('08:00', '20:00') });
    const date = bookableDate(t, 9);
    const one = await futureBooking(first, service.id, date, '11:00', '12:00');
    const other = await futureBooking(second, service.id, date, '11:30', '12:30');

    const answers = await Promise.all([
      call('POST', `/${first}/move-bookings`, { toStaffId: to }),
      call('POST', `/${second}/move-bookings`, { toStaffId: to }),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const owners = [await stylistOf(one.reservationId), await stylistOf(other.reservationId)];
    // Exactly one booking is the colleague's; the other stays with its own stylist.
    expect(owners.filter((owner) => owner === to)).toHaveLength(1);
    expect(owners.filter((owner) => owner === first || owner === second)).toHaveLength(1);
  });

  it('asks a colleague for the cleaning buffer after each moved visit, as a new booking would', async () => {
    const { from, to, service } = await stylistAndColleague('Dilani', 'Erandi', 'Fringe trim', [
      '08:00',
      '20:00',
    ]);
    const date = bookableDate(t, 10);
    // Booked before the owner set a buffer: the visit ends at 10:00, the colleague starts at 10:00.
    const early = await futureBooking(from, service.id, date, '09:00', '10:00');
    await futureBooking(to, service.id, date, '10:00', '11:00');
    const [settings] = await t.db.select().from(salonSettings);
    await t.db.update(salonSettings).set({ bufferMinutes: 15 });
    try {
      const refused = await call('POST', `/${from}/move-bookings`, { toStaffId: to });

      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().details.refusals).toEqual([
        expect.objectContaining({ appointmentId: early.appointmentId, startTime: '09:00', reason: 'busy' }),
      ]);
      expect(await stylistOf(early.reservationId)).toBe(from);
    } finally {
      await t.db.update(salonSettings).set({ bufferMinutes: settings!.bufferMinutes });
    }
  });

  it('refuses shifts that leave bookings or a hold being paid off shift, listing them and keeping the week', async () => {
    const id = await addStylist('Gayani');
    const service = await createService(t, { title: 'Hair colour' });
    await call('PUT', `/${id}/services`, { services: [{ serviceId: service.id }] });
    await call('PUT', `/${id}/shifts`, { shifts: everyDay('08:00', '20:00') });
    const date = bookableDate(t, 11);
    await futureBooking(id, service.id, date, '09:00', '10:00');
    const afternoon = await futureBooking(id, service.id, date, '15:00', '16:00');
    await liveHold(id, service.id, date, '17:00', '18:00');
    const reference = (
      await t.db.select().from(appointments).where(eq(appointments.id, afternoon.appointmentId))
    )[0]!.reference;

    const refused = await call('PUT', `/${id}/shifts`, { shifts: everyDay('08:00', '12:00') });

    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'These shifts leave 2 bookings of this stylist off shift: move them to a colleague first',
      messageId: teamAdminMessages.shiftsLeaveBookings,
      params: { count: 2 },
      details: {
        bookings: [
          { appointmentId: afternoon.appointmentId, reference, date, startTime: '15:00' },
          { appointmentId: null, reference: null, date, startTime: '17:00' },
        ],
      },
    });
    const week = await t.db.select().from(staffShifts).where(eq(staffShifts.staffId, id));
    expect(week).toHaveLength(7);
    expect(week.every((shift) => shift.startMinute === 8 * 60 && shift.endMinute === 20 * 60)).toBe(true);

    // A week that still covers every visit is saved.
    const kept = await call('PUT', `/${id}/shifts`, { shifts: everyDay('09:00', '18:00') });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('refuses time off over a hold being paid, listing it', async () => {
    const id = await addStylist('Harshani');
    const service = await createService(t, { title: 'Eyebrow shaping' });
    const date = bookableDate(t, 12);
    await liveHold(id, service.id, date, '11:00', '12:00');

    const refused = await call('POST', `/${id}/time-off`, { start: `${date}T11:30`, end: `${date}T13:00` });

    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      messageId: teamAdminMessages.timeOffHasBookings,
      params: { count: 1 },
      details: { bookings: [{ appointmentId: null, reference: null, date, startTime: '11:00' }] },
    });
    expect(await t.db.select().from(staffTimeOff).where(eq(staffTimeOff.staffId, id))).toEqual([]);
  });

  it('cannot be switched off or removed while a customer is paying for their time', async () => {
    const id = await addStylist('Imesha');
    const service = await createService(t, { title: 'Head massage' });
    const hold = await liveHold(id, service.id, bookableDate(t, 13), '10:00', '11:00');

    const off = await call('PATCH', `/${id}`, { bookableOnline: false });
    expect(off.statusCode, off.body).toBe(409);
    expect(off.json()).toMatchObject({
      messageId: teamAdminMessages.hasLiveHolds,
      params: { count: 1 },
      details: { liveHolds: 1 },
    });
    expect((await staffRow(id))!.bookableOnline).toBe(true);
    const removed = await call('DELETE', `/${id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().messageId).toBe(teamAdminMessages.hasLiveHolds);

    // Once the hold has lapsed unpaid, nobody is waiting on the stylist.
    await t.db
      .update(slotReservations)
      .set({ holdExpiresAt: new Date(t.clock.now().getTime() - 60_000) })
      .where(eq(slotReservations.id, hold));
    expect((await call('PATCH', `/${id}`, { bookableOnline: false })).statusCode).toBe(200);
  });

  it('keeps a customer who is paying whole: the owner waits, and the paid hold books with its stylist', async () => {
    const id = await addStylist('Janaki');
    const service = await createService(t, { title: 'Keratin', durationMinutes: 60 });
    await call('PUT', `/${id}/services`, { services: [{ serviceId: service.id }] });
    await call('PUT', `/${id}/shifts`, { shifts: everyDay('08:00', '20:00') });
    const date = bookableDate(t, 14);
    const customer = await customerWithServices(t, [service.id]);
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/create-payment-intent',
      headers: customer.auth,
      payload: { totalAmount: 1000, date, startTime: '10:00', staffId: id },
    });
    expect(held.statusCode, held.body).toBe(200);

    expect((await call('PATCH', `/${id}`, { bookableOnline: false })).statusCode).toBe(409);
    expect((await call('PUT', `/${id}/shifts`, { shifts: everyDay('12:00', '20:00') })).statusCode).toBe(409);
    await confirmCard(t, customer, held.json().clientSecret, VISA);
    const booked = await createAppointment(t, customer, held.json().paymentIntentId);

    expect(booked.statusCode, booked.body).toBe(201);
    const [reservation] = await t.db
      .select()
      .from(slotReservations)
      .where(eq(slotReservations.userId, customer.userId));
    expect(reservation).toMatchObject({ status: 'booked', staffId: id });
    expect(await staffRow(id)).toMatchObject({ bookableOnline: true });
  });

  it('refuses a move to the same stylist or to nobody', async () => {
    const id = await addStylist('Kavindi');
    const self = await call('POST', `/${id}/move-bookings`, { toStaffId: id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(teamAdminMessages.moveToSelf);
    const nobody = await call('POST', `/${id}/move-bookings`, {
      toStaffId: '00000000-0000-4000-8000-000000000000',
    });
    expect(nobody.statusCode).toBe(404);
  });

  it('removes a stylist with no bookings on record', async () => {
    const id = await addStylist('Temporary');
    const removed = await call('DELETE', `/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await staffRow(id)).toBeUndefined();
  });
});
