import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../db/schema/index.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { bookableDate, bookThroughApi, customerWithCart } from '../test/booking-builders.ts';
import { signedInAdmin } from '../test/builders.ts';
import { notifyLkThrough, startSmsGatewayFake } from '../test/sms-gateway-fake.ts';
import type { SmsGatewayFake } from '../test/sms-gateway-fake.ts';
import { appointmentSms } from '../modules/notifications/appointment-sms.ts';
import type { AppointmentSmsEvent } from '../modules/notifications/appointment-sms.ts';
import { eventually } from '../test/eventually.ts';

const HOUR = 3600;
const MANAGE_URL = 'http://salon.test/profile/appointments';
const REFUNDED = 'The LKR 1,000 fee is refunded to your card in 5-10 working days.';
const KEPT = 'The LKR 1,000 fee is not refunded: cancelled under 24 hours ahead.';

describe('the text of a move, cancellation or status SMS', () => {
  // The longest day name and date, a long reference and a five-digit fee.
  const appointment = { reference: 'SAL-ABCD1234', date: '2026-09-30', startTime: '10:00' };
  const events: AppointmentSmsEvent[] = [
    'rescheduled',
    'bookedAgain',
    'confirmedBySalon',
    'visitCompleted',
    'markedMissed',
    'noLongerMissed',
    { kind: 'cancelled', byAdmin: true, refunded: true, feeLkr: 25000 },
    { kind: 'cancelled', byAdmin: false, refunded: true, feeLkr: 25000 },
    { kind: 'cancelled', byAdmin: false, refunded: false, feeLkr: 25000 },
  ];

  it.each(events)('fits one SMS of 160 GSM characters: %j', (event) => {
    const sms = appointmentSms(event, appointment, '0771234567', 'https://www.salon-colombo.lk');
    expect(sms!.to).toBe('+94771234567');
    expect(sms!.text).toContain('SAL-ABCD1234');
    expect(sms!.text).toContain('Wed 30 Sep 2026 at 10:00 AM');
    expect(sms!.text.length).toBeLessThanOrEqual(160);
    expect(sms!.text).toMatch(/^[-A-Za-z0-9 .,:@/]+$/);
  });

  it('goes to nobody without a mobile number', () => {
    const event: AppointmentSmsEvent = { kind: 'cancelled', byAdmin: true, refunded: true, feeLkr: 1000 };
    expect(appointmentSms(event, appointment, '0112345678', 'https://salon.lk')).toBeUndefined();
    expect(appointmentSms('rescheduled', appointment, null, 'https://salon.lk')).toBeUndefined();
  });
});

describe('SMS when an appointment moves or is cancelled', () => {
  let gateway: SmsGatewayFake;
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    gateway = await startSmsGatewayFake();
    t = await buildTestApp(notifyLkThrough(gateway.url));
    admin = await signedInAdmin(t);
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  let bookings = 0;
  /** A paid booking, each at an hour of its own so the chairs of one slot never run out. */
  async function booked(days = 3) {
    const owner = await customerWithCart(t);
    const date = bookableDate(t, days);
    const at = `${String(9 + (bookings++ % 9)).padStart(2, '0')}:00`;
    const response = await bookThroughApi(t, owner, date, at);
    expect(response.statusCode, response.body).toBe(201);
    const id = (response.json().data.appointment as { _id: string })._id;
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    return { owner, id, row: row!, startsAt: Date.parse(`${date}T${at}:00+05:30`) };
  }

  /** The SMS about `reference` whose text starts with `start`, once the gateway has it. */
  const smsStarting = (reference: string, start: string) =>
    eventually(() => {
      const found = gateway.requests.filter(
        (request) => request.fields.message?.includes(reference) && request.fields.message.startsWith(start),
      );
      return found.length > 0 ? found : undefined;
    }, `the SMS "${start}" about ${reference}`);

  const mailTo = (email: string, subject: string) =>
    eventually(
      () => t.smtp.mails.find((mail) => mail.to === email && mail.subject.includes(subject)),
      `the mail "${subject}" to ${email}`,
    );

  const cancel = (auth: Record<string, string>, id: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/cancel`, headers: auth });

  it('tells the customer the new day and time when they move the appointment, once, beside the mail', async () => {
    const { owner, id, row } = await booked(3);
    const newDate = bookableDate(t, 4);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${id}/reschedule`,
      headers: owner.auth,
      payload: { date: newDate, startTime: '16:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const [sms] = await smsStarting(row.reference, `Salon: your booking ${row.reference} has moved to`);
    expect(sms!.fields.to).toBe(`94${owner.phone.slice(1)}`);
    expect(sms!.fields.message).toMatch(
      new RegExp(`has moved to \\w{3} \\d{1,2} \\w{3} \\d{4} at 4:00 PM\\. Manage it at ${MANAGE_URL}$`),
    );
    const mail = await mailTo(owner.email, 'Your appointment has moved');
    expect(mail.subject).toContain('4:00 PM–5:00 PM');
    await t.smsSettled();
    expect(gateway.requests.filter((request) => request.fields.message?.includes('has moved'))).toHaveLength(
      1,
    );
  });

  it('tells a customer who cancels a day or more ahead that the fee comes back, as the mail does', async () => {
    const { owner, id, row } = await booked(3);
    const response = await cancel(owner.auth, id);
    expect(response.statusCode, response.body).toBe(200);

    const [sms] = await smsStarting(row.reference, 'Salon: you cancelled');
    expect(sms!.fields.to).toBe(`94${owner.phone.slice(1)}`);
    expect(sms!.fields.message).toMatch(
      new RegExp(`^Salon: you cancelled your booking ${row.reference} on .+ at `),
    );
    expect(sms!.fields.message).toContain(REFUNDED);
    const mail = await mailTo(owner.email, 'is cancelled');
    expect(mail.text).toContain('5-10 working days');
  });

  it('tells a customer who cancels under 24 hours ahead that the fee is kept', async () => {
    const { owner, id, row, startsAt } = await booked(3);
    t.clock.advanceSeconds((startsAt - t.clock.now().getTime()) / 1000 - 12 * HOUR);
    const response = await cancel(owner.auth, id);
    expect(response.statusCode, response.body).toBe(200);

    const [sms] = await smsStarting(row.reference, 'Salon: you cancelled');
    expect(sms!.fields.message).toContain(KEPT);
    const mail = await mailTo(owner.email, 'is cancelled');
    expect(mail.text).toContain('is not refunded');
  });

  it('tells the customer when the salon cancels, with the refund, and sends nothing for a confirmation', async () => {
    const { owner, id, row } = await booked(5);
    const confirm = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${id}/status`,
      headers: admin.auth,
      payload: { status: 'confirmed' },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    await mailTo(owner.email, 'is confirmed');
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${id}/status`,
      headers: admin.auth,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const [sms] = await smsStarting(row.reference, 'Salon: we cancelled');
    expect(sms!.fields.message).toMatch(
      new RegExp(`^Salon: we cancelled your booking ${row.reference} on .+, sorry\\. `),
    );
    expect(sms!.fields.message).toContain(REFUNDED);
    await mailTo(owner.email, 'is cancelled');
    await t.smsSettled();
    // The booking confirmation and the cancellation: the salon's confirmation goes by mail only.
    expect(
      gateway.requests.filter((request) => request.fields.message?.includes(row.reference)),
    ).toHaveLength(2);
  });

  it('keeps the cancellation and its mail when the gateway refuses the SMS', async () => {
    const { owner, id, row } = await booked(6);
    gateway.answerFailure({ status: 503, body: { message: 'down' } });
    try {
      const response = await cancel(owner.auth, id);
      expect(response.statusCode, response.body).toBe(200);
      await smsStarting(row.reference, 'Salon: you cancelled');
      await mailTo(owner.email, 'is cancelled');
      const [stored] = await t.db.select().from(appointments).where(eq(appointments.id, id));
      expect(stored!.status).toBe('cancelled');
    } finally {
      gateway.answerFailure(undefined);
    }
  });
});
