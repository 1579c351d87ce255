import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageDeliveries, slotReservations } from '../../db/schema/index.ts';
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
import { holdReference } from '../notifications/refused-hold-messages.ts';
import { eventually } from '../../test/eventually.ts';
import { notifyLkThrough, startSmsGatewayFake } from '../../test/sms-gateway-fake.ts';
import type { SmsGatewayFake } from '../../test/sms-gateway-fake.ts';

/**
 * docs/decisions/0006-booking-fee-lifecycle.md: a paid hold that cannot become a booking has its
 * fee refunded, and the customer (mail and SMS, in their language) and the salon are told, once,
 * through the outbox (docs/decisions/0021-durable-messages.md).
 */

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

const reservationOf = async (paymentIntentId: string) =>
  (
    await t.db.select().from(slotReservations).where(eq(slotReservations.paymentIntentId, paymentIntentId))
  )[0]!;

const rowsAbout = (reservationId: string) =>
  t.db
    .select()
    .from(messageDeliveries)
    .where(like(messageDeliveries.messageKey, `refused-hold:${reservationId}:%`));

/** Every message of the refused hold, once all of them are sent. */
const allSent = (reservationId: string, expected: number) =>
  eventually(async () => {
    const rows = await rowsAbout(reservationId);
    return rows.length === expected && rows.every((row) => row.status === 'sent') ? rows : undefined;
  }, 'the refused hold messages sent');

const mailsTo = (email: string, subjectStart: string) =>
  t.smtp.mails.filter((mail) => mail.to === email && mail.subject.startsWith(subjectStart));

const textsTo = (fragment: string) =>
  gateway.requests.filter((request) => request.fields.message?.includes(fragment));

describe('a paid hold whose time was taken while the customer paid', () => {
  it('tells the customer why and that the fee is refunded, tells the salon, and only once', async () => {
    const date = bookableDate(t, 41);
    const late = await customerWithCart(t);
    const { clientSecret, paymentIntentId } = (await startPayment(t, late, date, '14:00')).json();
    // The hold lapses and every chair of 14:00 is booked by others.
    t.clock.advanceSeconds(16 * 60);
    for (let chair = 0; chair < 3; chair++) {
      const other = await customerWithCart(t);
      expect((await bookThroughApi(t, other, date, '14:00')).statusCode).toBe(201);
    }
    await confirmCard(t, late, clientSecret);
    expect((await createAppointment(t, late, paymentIntentId)).statusCode).toBe(409);
    const reservation = await reservationOf(paymentIntentId);
    expect(reservation).toMatchObject({ status: 'refunded', refundReason: 'slot_gone' });

    const key = `refused-hold:${reservation.id}`;
    const rows = await allSent(reservation.id, 3);
    expect(rows.map((row) => row.messageKey).sort()).toEqual(
      [`${key}:customer-mail`, `${key}:customer-sms`, `${key}:salon:${admin.email}`].sort(),
    );
    await t.smsSettled();

    const [mail, ...more] = mailsTo(late.email, 'We could not book your Salon appointment on');
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`Hello ${late.name},`);
    expect(mail!.text).toContain('the time was taken by another booking while you were paying');
    expect(mail!.text).toContain(
      `The LKR 1,000 booking fee is being refunded: it reaches your card in 5-10 working days.`,
    );
    expect(mail!.text).toContain('2:00 PM–3:00 PM (Colombo time)');
    expect(mail!.text).toContain('/book-appointment');
    const reference = holdReference(reservation.id);
    expect(reference).toMatch(/^HLD-[0-9A-F]{8}$/);
    expect(mail!.text).toContain(`We received your booking fee (${reference}), but we could not book`);

    const [salon] = mailsTo(admin.email, 'Paid time not booked, fee refunded:');
    expect(salon!.text).toContain(`${late.name} paid the booking fee for`);
    expect(salon!.text).toContain('every chair was taken at that time');
    expect(salon!.text).toContain(
      `The LKR 1,000 fee is refunded to the customer (payment ${paymentIntentId})`,
    );
    expect(salon!.text).toContain(late.email);
    expect(salon!.subject).toContain(reference);

    const [sms, ...moreSms] = textsTo('Salon: we could not book');
    expect(moreSms).toEqual([]);
    expect(sms!.fields.to).toBe(`94${late.phone.slice(1)}`);
    expect(sms!.fields.message).toContain(`(${reference})`);
    expect(sms!.fields.message).toContain(
      `Your LKR 1,000 fee is refunded to your card in 5-10 working days.`,
    );

    // Asking again, paying again and the sweep all find the fee refunded: nothing more is sent.
    expect((await createAppointment(t, late, paymentIntentId)).statusCode).toBe(409);
    await confirmCard(t, late, clientSecret);
    await t.app.sweepBookings();
    await t.smsSettled();
    expect(await rowsAbout(reservation.id)).toHaveLength(3);
    expect(mailsTo(late.email, 'We could not book your Salon appointment on')).toHaveLength(1);
    expect(mailsTo(admin.email, 'Paid time not booked')).toHaveLength(1);
    expect(textsTo('Salon: we could not book')).toHaveLength(1);
  });
});

describe('a paid hold whose day the salon closed, for a customer who reads Sinhala', () => {
  it('tells them in Sinhala, mail and SMS', async () => {
    const date = bookableDate(t, 43);
    const customer = await customerWithCart(t);
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/users/language',
      headers: customer.auth,
      payload: { language: 'si' },
    });
    expect(chosen.statusCode).toBe(204);
    const { clientSecret, paymentIntentId } = (await startPayment(t, customer, date, '11:00')).json();
    const closed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/closures',
      headers: admin.auth,
      payload: { closures: [{ from: date, to: date, reason: 'Staff training' }] },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await confirmCard(t, customer, clientSecret);
    const reservation = await reservationOf(paymentIntentId);
    expect(reservation).toMatchObject({ status: 'refunded', refundReason: 'not_bookable' });
    await allSent(reservation.id, 3);
    await t.smsSettled();

    const refusal = t.smtp.mails.find(
      (candidate) =>
        candidate.to === customer.email && candidate.subject.endsWith('ඔබේ Salon වෙන්කිරීම කිරීමට අපට නොහැකි විය'),
    );
    expect(refusal, t.smtp.mails.map((m) => m.subject).join('\n')).toBeDefined();
    expect(refusal!.text).toContain(`ආයුබෝවන් ${customer.name},`);
    expect(refusal!.text).toContain('සැලෝනය තවදුරටත් එම වේලාවේ විවෘත නැත');
    expect(refusal!.text).toContain('රු. 1,000');
    expect(refusal!.html).toContain('<html lang="si">');
    const [sms] = textsTo('වෙන් කිරීමට අපට නොහැකි විය');
    expect(sms!.fields.message).toMatch(/^Salon: /);
    expect(sms!.fields.message).toContain('රු. 1,000');
  });
});
