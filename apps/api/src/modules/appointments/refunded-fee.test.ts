import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, sandboxPaymentIntents, slotReservations } from '../../db/schema/index.ts';
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

let t: TestApp;
let failNextRefund = false;
beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      wrapPayments: (sandbox) => ({
        ...sandbox,
        async refund(id) {
          if (failNextRefund) {
            failNextRefund = false;
            throw new Error('provider unreachable');
          }
          return sandbox.refund(id);
        },
      }),
    },
  );
});
afterAll(() => t.close());

const appointmentsOf = (paymentIntentId: string) =>
  t.db.select().from(appointments).where(eq(appointments.paymentIntentId, paymentIntentId));
const reservationOf = async (paymentIntentId: string) =>
  (
    await t.db.select().from(slotReservations).where(eq(slotReservations.paymentIntentId, paymentIntentId))
  )[0]!;

describe('a refunded booking fee is finished (docs/decisions/0006-booking-fee-lifecycle.md)', () => {
  it('never books after "slot taken, fee refunded", even once a chair frees up', async () => {
    const date = bookableDate(t, 5);
    const late = await customerWithCart(t);
    const { clientSecret, paymentIntentId } = (await startPayment(t, late, date, '14:00')).json();
    t.clock.advanceSeconds(16 * 60);
    const taken = [];
    for (let chair = 0; chair < 3; chair++) {
      const owner = await customerWithCart(t);
      const response = await bookThroughApi(t, owner, date, '14:00');
      expect(response.statusCode, response.body).toBe(201);
      taken.push({ owner, appointment: response.json().data.appointment });
    }
    await confirmCard(t, late, clientSecret);
    const refused = await createAppointment(t, late, paymentIntentId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Sorry, this time slot was taken while you were paying. Your booking fee has been refunded.',
    );
    const reservation = await reservationOf(paymentIntentId);
    expect(reservation.status).toBe('refunded');
    expect(reservation.refundId).not.toBeNull();

    // A chair frees up: the refunded payment must still not book, whichever path asks.
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${taken[0]!.appointment._id}/cancel`,
      headers: taken[0]!.owner.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    const again = await createAppointment(t, late, paymentIntentId);
    expect(again.statusCode).toBe(409);
    expect((await confirmCard(t, late, clientSecret)).json().paymentIntent.status).toBe('succeeded');
    await t.app.sweepBookings();
    expect((await createAppointment(t, late, paymentIntentId)).statusCode).toBe(409);
    expect(await appointmentsOf(paymentIntentId)).toEqual([]);
    expect((await reservationOf(paymentIntentId)).status).toBe('refunded');
  });

  it('refuses a payment the provider has refunded before it was booked', async () => {
    const customer = await customerWithCart(t);
    const { paymentIntentId } = (await startPayment(t, customer, bookableDate(t, 6), '10:00')).json();
    // Paid and then refunded at the provider (e.g. by staff in its dashboard) before any booking.
    await t.db
      .update(sandboxPaymentIntents)
      .set({ status: 'succeeded', refundId: 're_sandbox_by_staff' })
      .where(eq(sandboxPaymentIntents.id, paymentIntentId));
    const response = await createAppointment(t, customer, paymentIntentId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'The booking fee of this payment has been refunded, so it cannot book an appointment. Please start a new booking.',
    );
    await t.app.sweepBookings();
    expect(await appointmentsOf(paymentIntentId)).toEqual([]);
    expect((await reservationOf(paymentIntentId)).status).toBe('refunded');
  });

  it('records the refund as owed before calling the provider, and the sweep pays it back', async () => {
    const date = bookableDate(t, 7);
    const late = await customerWithCart(t);
    const { clientSecret, paymentIntentId } = (await startPayment(t, late, date, '11:00')).json();
    t.clock.advanceSeconds(16 * 60);
    for (let chair = 0; chair < 3; chair++)
      expect((await bookThroughApi(t, await customerWithCart(t), date, '11:00')).statusCode).toBe(201);
    failNextRefund = true;
    await confirmCard(t, late, clientSecret);
    expect((await createAppointment(t, late, paymentIntentId)).statusCode).toBe(409);
    expect(await reservationOf(paymentIntentId)).toMatchObject({ status: 'refunded', refundId: null });
    const [owed] = await t.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, paymentIntentId));
    expect(owed!.refundId).toBeNull();

    await t.app.sweepBookings();
    const [paidBack] = await t.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, paymentIntentId));
    expect(paidBack!.refundId).not.toBeNull();
    expect((await reservationOf(paymentIntentId)).refundId).toBe(paidBack!.refundId);
    expect(await appointmentsOf(paymentIntentId)).toEqual([]);
  });

  it('still books a paid hold the customer had replaced by a newer one, while a chair is free', async () => {
    const customer = await customerWithCart(t);
    const date = bookableDate(t, 8);
    const first = (await startPayment(t, customer, date, '15:00')).json();
    expect((await startPayment(t, customer, date, '16:00')).statusCode).toBe(200);
    expect((await reservationOf(first.paymentIntentId)).status).toBe('released');
    await confirmCard(t, customer, first.clientSecret);
    const created = await createAppointment(t, customer, first.paymentIntentId);
    expect(created.statusCode).toBe(201);
    expect(created.json().data.appointment).toMatchObject({ startTime: '15:00', feeRefunded: false });
  });
});
