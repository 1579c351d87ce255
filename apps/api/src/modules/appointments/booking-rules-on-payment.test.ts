import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, slotReservations } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  bookableDate,
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

const appointmentsOf = (paymentIntentId: string) =>
  t.db.select().from(appointments).where(eq(appointments.paymentIntentId, paymentIntentId));
const reservationOf = async (paymentIntentId: string) =>
  (
    await t.db.select().from(slotReservations).where(eq(slotReservations.paymentIntentId, paymentIntentId))
  )[0]!;

/** The owner closes the salon on `date` (the closures list is replaced; each test closes its own day). */
async function closeDay(date: string) {
  const closed = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/closures',
    headers: admin.auth,
    payload: { closures: [{ from: date, to: date, reason: 'Staff training' }] },
  });
  expect(closed.statusCode, closed.body).toBe(200);
}

const NO_LONGER_BOOKABLE =
  'Sorry, this time can no longer be booked: the salon changed its opening days or hours, or the time has passed. Your booking fee has been refunded.';

describe('paying for a hold re-checks every booking rule (docs/decisions/0006-booking-fee-lifecycle.md)', () => {
  it('refunds, and does not book, a hold the customer let go when the salon has since closed that day', async () => {
    const date = bookableDate(t, 21);
    const customer = await customerWithCart(t);
    const first = (await startPayment(t, customer, date, '14:00')).json();
    // A second hold lets the first go; its checkout can still be paid.
    expect((await startPayment(t, customer, bookableDate(t, 22), '10:00')).statusCode).toBe(200);
    await closeDay(date);

    await confirmCard(t, customer, first.clientSecret);
    expect(await appointmentsOf(first.paymentIntentId)).toEqual([]);
    const reservation = await reservationOf(first.paymentIntentId);
    expect(reservation).toMatchObject({ status: 'refunded', refundReason: 'not_bookable' });
    expect(reservation.refundId).not.toBeNull();
    const answer = await createAppointment(t, customer, first.paymentIntentId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(NO_LONGER_BOOKABLE);
  });

  it('refunds, and does not book, a live hold whose day the salon closed while the customer paid', async () => {
    const date = bookableDate(t, 24);
    const customer = await customerWithCart(t);
    const { clientSecret, paymentIntentId } = (await startPayment(t, customer, date, '11:00')).json();
    await closeDay(date);

    await confirmCard(t, customer, clientSecret);
    const answer = await createAppointment(t, customer, paymentIntentId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(NO_LONGER_BOOKABLE);
    expect(await appointmentsOf(paymentIntentId)).toEqual([]);
    expect((await reservationOf(paymentIntentId)).refundId).not.toBeNull();
  });

  it('refunds a lapsed hold whose time has passed by the time its payment is found', async () => {
    const date = bookableDate(t, 1);
    const customer = await customerWithCart(t);
    const { clientSecret, paymentIntentId } = (await startPayment(t, customer, date, '15:00')).json();
    // The customer pays long after: the visit's day is over.
    t.clock.advanceSeconds(3 * 86_400);
    const confirmed = await confirmCard(t, customer, clientSecret);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await appointmentsOf(paymentIntentId)).toEqual([]);
    expect(await reservationOf(paymentIntentId)).toMatchObject({
      status: 'refunded',
      refundReason: 'not_bookable',
    });
  });
});
