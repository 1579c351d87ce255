import { frontDeskMessages, validationMessages } from '@salon/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  messageDeliveries,
  slotReservations,
  timeBlocks,
  users,
} from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookThroughApi } from '../../test/booking-builders.ts';
import { eventually } from '../../test/eventually.ts';
import {
  createService,
  signedInAdmin,
  signedInCustomer,
  uniqueEmail,
  uniqueMobile,
} from '../../test/builders.ts';
import { addStylist, customerWithServices, openDates } from '../../test/team-builders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let dates: string[];
let nextDate = 0;
let cut: { id: string };
let amaya: { id: string };
let bimal: { id: string };
let chathu: { id: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
  // Each test takes its own dates, so none sees another's bookings.
  dates = openDates(t, 30);
  cut = await createService(t, { title: 'Desk cut', durationMinutes: 60, priceLkr: 4000 });
  amaya = await addStylist(t, { name: 'Amaya', services: [{ serviceId: cut.id }], shifts: ['09:00-19:00'] });
  bimal = await addStylist(t, { name: 'Bimal', services: [{ serviceId: cut.id }], shifts: ['09:00-19:00'] });
  chathu = await addStylist(t, {
    name: 'Chathu',
    services: [{ serviceId: cut.id }],
    shifts: ['09:00-19:00'],
  });
});
afterAll(() => t.close());

const freshDate = () => dates[nextDate++]!;

const walkIn = (overrides: Record<string, unknown> = {}) => ({
  name: 'Walk In',
  phone: uniqueMobile(),
  ...overrides,
});

const deskBook = (payload: object, auth: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'POST', url: '/api/admin/appointments', headers: auth, payload });

const block = (payload: object, auth: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'POST', url: '/api/admin/time-blocks', headers: auth, payload });

const freeTimes = async (date: string, staffId: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/appointments/check-availability',
    payload: { date, services: [{ _id: cut.id, quantity: 1 }], staffId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.availableSlots as string[];
};

const appointmentCount = async () => (await t.db.select().from(appointments)).length;

describe('POST /api/admin/appointments', () => {
  it('books a walk-in for a stylist: 201, a confirmed front-desk booking, and the time leaves the public availability at once', async () => {
    const date = freshDate();
    expect(await freeTimes(date, amaya.id)).toContain('10:00');
    const email = uniqueEmail('walkin');
    const response = await deskBook({
      customer: walkIn({ email, language: 'si' }),
      services: [cut.id],
      staffId: amaya.id,
      date,
      startTime: '10:00',
      feeSettlement: 'waived',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { appointment } = response.json().data;
    expect(appointment).toMatchObject({
      status: 'confirmed',
      source: 'front-desk',
      feeSettlement: 'waived',
      paymentId: null,
      appointmentFee: 0,
      staff: { _id: amaya.id, name: 'Amaya' },
      customer: { name: 'Walk In', email },
    });
    expect(await freeTimes(date, amaya.id)).not.toContain('10:00');
    // Bimal is still free at that time.
    expect(await freeTimes(date, bimal.id)).toContain('10:00');
    const [customer] = await t.db.select().from(users).where(eq(users.email, email));
    // Verified, as a mobile sign-up's: signing in later by that number reaches their bookings.
    expect(customer).toMatchObject({ role: 'user', passwordHash: null, language: 'si', isVerified: true });
    expect(customer!.phoneConfirmedAt).not.toBeNull();
    // The booking mail and text go out as for an online booking.
    await t.smtp.waitForMail(email);
    await t.smsSettled();
    const texts = await t.db.select().from(messageDeliveries).where(eq(messageDeliveries.channel, 'sms'));
    expect(texts.map((row) => row.messageKey)).toContain(`booked:${appointment._id}:customer-sms`);
  });

  it('tells what is wrong with a walk-in typed badly (400), and books nothing', async () => {
    const date = freshDate();
    const before = await appointmentCount();
    const attempt = (customer: object) =>
      deskBook({
        customer,
        services: [cut.id],
        staffId: amaya.id,
        date,
        startTime: '11:00',
        feeSettlement: 'waived',
      });
    const cases: [object, string][] = [
      [{}, frontDeskMessages.customerRequired],
      [walkIn({ phone: '12' }), validationMessages.registrationPhone],
      [walkIn({ email: 'not-an-address' }), validationMessages.emailInvalid],
    ];
    for (const [customer, message] of cases) {
      const response = await attempt(customer);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await appointmentCount()).toBe(before);
  });

  it('finds the existing customer by phone, however it is typed, instead of making another', async () => {
    const customer = await signedInCustomer(t);
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.userId));
    const typed = `+94 ${row!.phone!.slice(1, 3)} ${row!.phone!.slice(3)}`;
    const before = (await t.db.select().from(users)).length;
    const response = await deskBook({
      customer: { name: 'Someone Else', phone: typed },
      services: [cut.id],
      staffId: bimal.id,
      date: freshDate(),
      startTime: '11:00',
      feeSettlement: 'paid-at-desk',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.appointment.customer._id).toBe(customer.userId);
    expect((await t.db.select().from(users)).length).toBe(before);
  });

  it('refuses a taken time with 409 SLOT_TAKEN and the nearest free starts, booking nothing', async () => {
    const date = freshDate();
    const body = {
      services: [cut.id],
      staffId: amaya.id,
      date,
      startTime: '12:00',
      feeSettlement: 'due-at-desk',
    };
    expect((await deskBook({ ...body, customer: walkIn() })).statusCode).toBe(201);
    const before = await appointmentCount();
    const refused = await deskBook({ ...body, customer: walkIn() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SLOT_TAKEN' });
    expect(refused.json().details.nearestSlots.length).toBeGreaterThan(0);
    expect(await appointmentCount()).toBe(before);
  });

  it.each([
    ['no customer', { customer: undefined }],
    ['a phone that is no number', { customer: { name: 'X', phone: '12' } }],
    ['no fee settlement', { feeSettlement: undefined }],
    ['an unknown fee settlement', { feeSettlement: 'later' }],
    ['no services', { services: [] }],
    ['a bad time', { startTime: '25:00' }],
  ])('answers 400 for %s and books nothing', async (_name, change) => {
    const before = await appointmentCount();
    const usersBefore = (await t.db.select().from(users)).length;
    const response = await deskBook({
      customer: walkIn(),
      services: [cut.id],
      date: freshDate(),
      startTime: '10:00',
      feeSettlement: 'waived',
      ...change,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(await appointmentCount()).toBe(before);
    expect((await t.db.select().from(users)).length).toBe(usersBefore);
  });

  it('is for admins only: 401 without a session, 403 for a customer', async () => {
    const customer = await signedInCustomer(t);
    const payload = {
      customer: walkIn(),
      services: [cut.id],
      date: freshDate(),
      startTime: '10:00',
      feeSettlement: 'waived',
    };
    expect((await deskBook(payload, {})).statusCode).toBe(401);
    expect((await deskBook(payload, customer.auth)).statusCode).toBe(403);
  });

  it('does not count a desk fee as money collected online in the overview', async () => {
    const overview = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin.auth })).json().data
        .overview;
    const before = (await overview()).thisMonth.feesCollected;
    const response = await deskBook({
      customer: walkIn(),
      services: [cut.id],
      staffId: amaya.id,
      date: freshDate(),
      startTime: '15:00',
      feeSettlement: 'paid-at-desk',
    });
    expect(response.statusCode).toBe(201);
    expect((await overview()).thisMonth.feesCollected).toBe(before);
  });
});

describe('the daily close of front-desk bookings', () => {
  it('shows nothing paid online, and the fee due at the desk on top of the services', async () => {
    const date = freshDate();
    const book = async (startTime: string, feeSettlement: string, staffId: string) => {
      const response = await deskBook({
        customer: walkIn(),
        services: [cut.id],
        staffId,
        date,
        startTime,
        feeSettlement,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.appointment.appointmentId as string;
    };
    const paid = await book('10:00', 'paid-at-desk', amaya.id);
    const due = await book('10:00', 'due-at-desk', bimal.id);
    const waived = await book('10:00', 'waived', chathu.id);
    const close = await t.app.inject({
      method: 'GET',
      url: `/api/admin/daily-close?date=${date}`,
      headers: admin.auth,
    });
    expect(close.statusCode, close.body).toBe(200);
    const visits = close.json().data.close.visits as {
      appointmentId: string;
      feePaidOnlineLkr: number;
      toTakeAtDeskLkr: number;
    }[];
    const of = (reference: string) => visits.find((visit) => visit.appointmentId === reference);
    const fee = (await t.db.select().from(appointments).where(eq(appointments.reference, paid)))[0]!
      .appointmentFeeLkr;
    // The salon's default rule adds the booking fee to the bill (not taken off); the cut costs 4000.
    expect(of(paid)).toMatchObject({ feePaidOnlineLkr: 0, toTakeAtDeskLkr: 4000 });
    expect(of(due)).toMatchObject({ feePaidOnlineLkr: 0, toTakeAtDeskLkr: 4000 + fee });
    expect(of(waived)).toMatchObject({ feePaidOnlineLkr: 0, toTakeAtDeskLkr: 4000 });
    expect(close.json().data.close.totals.feePaidOnlineLkr).toBe(0);
  });
});

describe('a front-desk booking cancelled by the salon', () => {
  it('owes no refund (nothing was paid online) and frees its time', async () => {
    const date = freshDate();
    const email = uniqueEmail('deskcancel');
    const booked = await deskBook({
      customer: walkIn({ email }),
      services: [cut.id],
      staffId: bimal.id,
      date,
      startTime: '14:00',
      feeSettlement: 'paid-at-desk',
    });
    const id = booked.json().data.appointment._id as string;
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${id}/status`,
      headers: admin.auth,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The answer says it is cancelled, and nothing of an LKR 0 fee "not refunded".
    expect(cancelled.json().message).toBe('Appointment cancelled successfully');
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ status: 'cancelled', refundRequestedAt: null, refundId: null });
    expect(await freeTimes(date, bimal.id)).toContain('14:00');
    // The customer's mail says it is cancelled, and nothing of a card refund or a kept fee.
    const mail = await eventually(
      () => t.smtp.mails.find((sent) => sent.to === email && sent.subject.includes('is cancelled')),
      'the cancellation mail',
    );
    expect(mail.text).toContain('The salon cancelled your appointment');
    expect(mail.text).not.toMatch(/booking fee/);
  });
});

describe('POST /api/admin/time-blocks', () => {
  it("takes a stylist's blocked hour off the public availability, and only theirs", async () => {
    const date = freshDate();
    const response = await block({
      staffId: amaya.id,
      date,
      startTime: '13:00',
      endTime: '14:00',
      reason: 'Lunch',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.timeBlock).toMatchObject({
      staff: { _id: amaya.id, name: 'Amaya' },
      chair: null,
      startTime: '13:00',
      endTime: '14:00',
      reason: 'Lunch',
    });
    const amayaFree = await freeTimes(date, amaya.id);
    for (const time of ['12:30', '13:00', '13:30']) expect(amayaFree).not.toContain(time);
    expect(amayaFree).toContain('14:00');
    expect(await freeTimes(date, bimal.id)).toContain('13:00');
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/admin/time-blocks?date=${date}`,
      headers: admin.auth,
    });
    expect(listed.json().data.timeBlocks).toHaveLength(1);
  });

  it('refuses a block over a booking with 409, and a desk booking over a block with 409', async () => {
    const date = freshDate();
    expect(
      (
        await deskBook({
          customer: walkIn(),
          services: [cut.id],
          staffId: amaya.id,
          date,
          startTime: '10:00',
          feeSettlement: 'waived',
        })
      ).statusCode,
    ).toBe(201);
    const refused = await block({
      staffId: amaya.id,
      date,
      startTime: '10:30',
      endTime: '11:30',
      reason: 'Training',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(frontDeskMessages.blockTaken);
    expect(
      (await block({ staffId: amaya.id, date, startTime: '16:00', endTime: '17:00', reason: 'Training' }))
        .statusCode,
    ).toBe(201);
    const over = await deskBook({
      customer: walkIn(),
      services: [cut.id],
      staffId: amaya.id,
      date,
      startTime: '16:00',
      feeSettlement: 'waived',
    });
    expect(over.statusCode).toBe(409);
  });

  it('takes a chair out: with every other chair booked the salon has no free start then', async () => {
    const date = freshDate();
    // Three chairs by default: book two (one per stylist) and block the third.
    for (const staffId of [amaya.id, bimal.id])
      expect(
        (
          await deskBook({
            customer: walkIn(),
            services: [cut.id],
            staffId,
            date,
            startTime: '11:00',
            feeSettlement: 'waived',
          })
        ).statusCode,
      ).toBe(201);
    const chairBlock = await block({
      chair: 3,
      date,
      startTime: '09:00',
      endTime: '19:00',
      reason: 'Chair repair',
    });
    expect(chairBlock.statusCode, chairBlock.body).toBe(201);
    const free = await freeTimes(date, chathu.id);
    expect(free).not.toContain('11:00');
    expect(free).toContain('13:00');
  });

  it.each([
    ['neither stylist nor chair', { staffId: undefined }],
    ['both stylist and chair', { chair: 1 }],
    ['an end before the start', { startTime: '12:00', endTime: '11:00' }],
    ['no reason', { reason: ' ' }],
    ['a chair the salon does not have', { staffId: undefined, chair: 9 }],
  ])('answers 400 for %s and blocks nothing', async (_name, change) => {
    const before = (await t.db.select().from(timeBlocks)).length;
    const response = await block({
      staffId: amaya.id,
      date: freshDate(),
      startTime: '10:00',
      endTime: '11:00',
      reason: 'Break',
      ...change,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect((await t.db.select().from(timeBlocks)).length).toBe(before);
  });

  it('frees the time again once removed, and is for admins only', async () => {
    const date = freshDate();
    const customer = await signedInCustomer(t);
    const payload = { staffId: bimal.id, date, startTime: '10:00', endTime: '11:00', reason: 'Break' };
    expect((await block(payload, {})).statusCode).toBe(401);
    expect((await block(payload, customer.auth)).statusCode).toBe(403);
    const created = await block(payload);
    expect(await freeTimes(date, bimal.id)).not.toContain('10:00');
    const id = created.json().data.timeBlock._id as string;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/time-blocks/${id}`,
      headers: admin.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(await freeTimes(date, bimal.id)).toContain('10:00');
    const [reservation] = await t.db.select().from(slotReservations).where(eq(slotReservations.date, date));
    expect(reservation).toBeUndefined();
  });
});

describe('POST /api/admin/appointments/:id/move', () => {
  it('moves an online booking to another time and stylist and tells the customer', async () => {
    const date = freshDate();
    const customer = await customerWithServices(t, [cut.id]);
    const started = await bookThroughApi(t, customer, date, '10:00');
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().data.appointment._id as string;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/appointments/${id}/move`,
      headers: admin.auth,
      payload: { date, startTime: '15:00', staffId: bimal.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.appointment).toMatchObject({ startTime: '15:00', staff: { _id: bimal.id } });
    expect(await freeTimes(date, bimal.id)).not.toContain('15:00');
    const mails = async () => t.smtp.mails.filter((mail) => mail.to === customer.email);
    for (;;) {
      if ((await mails()).some((mail) => mail.subject.includes('moved'))) break;
      await t.smtp.waitForMail(customer.email, t.smtp.countTo(customer.email));
    }
  });

  it('refuses a move onto a taken time with 409 and leaves the booking where it was', async () => {
    const date = freshDate();
    const first = await deskBook({
      customer: walkIn(),
      services: [cut.id],
      staffId: amaya.id,
      date,
      startTime: '10:00',
      feeSettlement: 'waived',
    });
    const second = await deskBook({
      customer: walkIn(),
      services: [cut.id],
      staffId: amaya.id,
      date,
      startTime: '12:00',
      feeSettlement: 'waived',
    });
    const id = second.json().data.appointment._id as string;
    expect(first.statusCode).toBe(201);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/appointments/${id}/move`,
      headers: admin.auth,
      payload: { date, startTime: '10:30' },
    });
    expect(refused.statusCode).toBe(409);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row!.startTime).toBe('12:00');
  });
});

describe('GET /api/admin/customer-lookup', () => {
  it('finds customers by name, e-mail or phone, never admins', async () => {
    const customer = await signedInCustomer(t, { name: 'Lookup Perera' });
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.userId));
    const look = async (q: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/customer-lookup?q=${encodeURIComponent(q)}`,
          headers: admin.auth,
        })
      ).json().data.customers as Array<{ _id: string }>;
    expect((await look('lookup per')).map((c) => c._id)).toContain(customer.userId);
    // With their language, which the booking's mail and text will use.
    await t.db.update(users).set({ language: 'ta' }).where(eq(users.id, customer.userId));
    expect((await look('lookup per')).find((c) => c._id === customer.userId)).toMatchObject({
      language: 'ta',
    });
    expect((await look(row!.phone!)).map((c) => c._id)).toContain(customer.userId);
    expect(await look(admin.email)).toEqual([]);
    const short = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customer-lookup?q=a',
      headers: admin.auth,
    });
    expect(short.statusCode).toBe(400);
  });
});
