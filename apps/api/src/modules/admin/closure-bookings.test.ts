import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  messageDeliveries,
  salonClosures,
  sandboxPaymentIntents,
} from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  bookableDate,
  bookThroughApi,
  confirmCard,
  createAppointment,
  customerWithCart,
  startPayment,
} from '../../test/booking-builders.ts';
import { signedInAdmin } from '../../test/builders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const putClosures = (closures: unknown, cancelBookings?: string[]) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/closures',
    headers: admin.auth,
    payload: { closures, ...(cancelBookings && { cancelBookings }) },
  });
const closedDates = async () => (await t.db.select().from(salonClosures)).map((row) => row.date).sort();
const statusOf = async (id: string) =>
  (await t.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id)))[0]!
    .status;

/** A paid booking of its own customer on `date`. */
async function bookedOn(date: string, time: string) {
  const customer = await customerWithCart(t, 60);
  const response = await bookThroughApi(t, customer, date, time);
  expect(response.statusCode, response.body).toBe(201);
  return { customer, appointment: response.json().data.appointment };
}

describe('a closure over booked days (docs/product.md: deliberate departures)', () => {
  it('is refused with 409 listing the bookings, and changes nothing', async () => {
    const date = bookableDate(t, 20);
    const { customer, appointment } = await bookedOn(date, '10:00');
    const refused = await putClosures([{ from: date, to: date, reason: 'Holiday' }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 'error',
      code: 'CLOSURE_HAS_BOOKINGS',
      message: 'Bookings fall on the days this closure shuts: cancel them or move them first',
      messageId: 'Bookings fall on the days this closure shuts: cancel them or move them first',
      details: {
        bookings: [
          {
            _id: appointment._id,
            reference: appointment.appointmentId,
            date,
            startTime: '10:00',
            endTime: '11:00',
            status: 'pending',
            customerName: customer.name,
            customerPhone: expect.stringMatching(/^0\d{9}$/),
            services: ['Treatment 60 x 1'],
          },
        ],
      },
    });
    expect(await closedDates()).toEqual([]);
    expect(await statusOf(appointment._id)).toBe('pending');
  });

  it('cancels the bookings the owner named, refunds them, tells the customers and closes the day', async () => {
    const date = bookableDate(t, 21);
    const { customer, appointment } = await bookedOn(date, '11:00');
    const saved = await putClosures([{ from: date, to: date, reason: 'Holiday' }], [appointment._id]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      closures: [{ from: date, to: date, reason: 'Holiday', branch: null }],
      cancelledBookings: 1,
    });
    expect(await closedDates()).toEqual([date]);
    expect(await statusOf(appointment._id)).toBe('cancelled');
    const [intent] = await t.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, appointment.paymentId));
    expect(intent!.refundId).not.toBeNull();
    await t.app.runDueJobs();
    await t.smsSettled();
    const deliveries = await t.db
      .select({ channel: messageDeliveries.channel })
      .from(messageDeliveries)
      .where(like(messageDeliveries.messageKey, `status:${appointment._id}:cancelled%customer%`));
    expect(deliveries.map((row) => row.channel).sort()).toEqual(['mail', 'sms']);
    const mail = t.smtp.mails.find(
      (sent) => sent.to === customer.email && sent.subject.includes('is cancelled'),
    );
    expect(mail?.text).toContain(appointment.appointmentId);
    await putClosures([]);
  });

  it('refuses when a booking was made after the owner saw the list, cancelling none', async () => {
    const date = bookableDate(t, 22);
    const seen = await bookedOn(date, '10:00');
    const meanwhile = await bookedOn(date, '14:00');
    const refused = await putClosures([{ from: date, to: date, reason: '' }], [seen.appointment._id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.bookings.map((booking: { _id: string }) => booking._id)).toEqual([
      seen.appointment._id,
      meanwhile.appointment._id,
    ]);
    expect(await statusOf(seen.appointment._id)).toBe('pending');
    expect(await statusOf(meanwhile.appointment._id)).toBe('pending');
    expect(await closedDates()).toEqual([]);
  });

  it('checks only the days the save closes anew, so other closures can still be changed', async () => {
    const date = bookableDate(t, 23);
    const { appointment } = await bookedOn(date, '12:00');
    // A day closed over a booking before this rule (written straight into the table).
    await t.db.insert(salonClosures).values({ date, reason: 'Old' });
    const other = bookableDate(t, 40);
    const saved = await putClosures([
      { from: date, to: date, reason: 'Old' },
      { from: other, to: other, reason: '' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await statusOf(appointment._id)).toBe('pending');
    await putClosures([]);
  });

  it('never lets a booking and a closure of its day both succeed when they race', async () => {
    for (let round = 0; round < 3; round++) {
      const date = bookableDate(t, 30 + round);
      const customer = await customerWithCart(t, 60);
      const intent = (await startPayment(t, customer, date, '10:00')).json();
      await confirmCard(t, customer, intent.clientSecret);
      const [booking, closure] = await Promise.all([
        createAppointment(t, customer, intent.paymentIntentId),
        putClosures([{ from: date, to: date, reason: '' }]),
      ]);
      const live = await t.db
        .select()
        .from(appointments)
        .where(and(eq(appointments.date, date), inArray(appointments.status, ['pending', 'confirmed'])));
      if (closure.statusCode === 200) {
        expect(booking.statusCode, booking.body).toBe(409);
        expect(live).toEqual([]);
      } else {
        expect(closure.statusCode).toBe(409);
        expect(booking.statusCode).toBe(201);
        expect(await closedDates()).toEqual([]);
      }
      await putClosures([]);
    }
  });
});
