import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, sandboxPaymentIntents, slotReservations } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  bookableDate,
  createAppointment,
  customerWithCart,
  startPayment,
} from '../../test/booking-builders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const reservationOf = async (paymentIntentId: string) =>
  (
    await t.db.select().from(slotReservations).where(eq(slotReservations.paymentIntentId, paymentIntentId))
  )[0]!;
const intentOf = async (paymentIntentId: string) =>
  (await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, paymentIntentId)))[0]!;
const appointmentsOf = (paymentIntentId: string) =>
  t.db.select().from(appointments).where(eq(appointments.paymentIntentId, paymentIntentId));

/** The card went through at the provider for `amountLkr`, and nothing booked it yet. */
const paidAtProvider = (paymentIntentId: string, amountLkr: number) =>
  t.db
    .update(sandboxPaymentIntents)
    .set({ status: 'succeeded', amountMinor: amountLkr * 100 })
    .where(eq(sandboxPaymentIntents.id, paymentIntentId));

describe('a hold is completed against the fee stored with it (docs/decisions/0006-booking-fee-lifecycle.md)', () => {
  it('stores the fee asked when payment starts', async () => {
    const customer = await customerWithCart(t);
    const { paymentIntentId } = (await startPayment(t, customer, bookableDate(t, 31), '10:00')).json();
    expect((await reservationOf(paymentIntentId)).bookingFeeLkr).toBe(1000);
    expect((await intentOf(paymentIntentId)).amountMinor).toBe(100_000);
  });

  it('books a hold paid at the fee of its day even after the fee changed, with that fee on the appointment', async () => {
    const customer = await customerWithCart(t);
    const { paymentIntentId } = (await startPayment(t, customer, bookableDate(t, 32), '10:00')).json();
    // The hold was started under an earlier fee of LKR 1500 and paid at it; a deploy made it 1000.
    await t.db
      .update(slotReservations)
      .set({ bookingFeeLkr: 1500 })
      .where(eq(slotReservations.paymentIntentId, paymentIntentId));
    await paidAtProvider(paymentIntentId, 1500);

    const sweep = await t.app.sweepBookings();
    expect(sweep.booked).toBeGreaterThanOrEqual(1);
    const [appointment] = await appointmentsOf(paymentIntentId);
    expect(appointment).toMatchObject({ appointmentFeeLkr: 1500 });
    const answer = await createAppointment(t, customer, paymentIntentId);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.appointment.appointmentFee).toBe(1500);
  });

  it('refunds a payment that is not the hold’s fee, once, instead of asking about it forever', async () => {
    const customer = await customerWithCart(t);
    const { paymentIntentId } = (await startPayment(t, customer, bookableDate(t, 33), '10:00')).json();
    await paidAtProvider(paymentIntentId, 500);

    await t.app.sweepBookings();
    expect(await reservationOf(paymentIntentId)).toMatchObject({
      status: 'refunded',
      refundReason: 'wrong_amount',
    });
    const refundId = (await intentOf(paymentIntentId)).refundId;
    expect(refundId).not.toBeNull();
    expect((await reservationOf(paymentIntentId)).refundId).toBe(refundId);

    // Settled for good: later sweeps find nothing left to do for it.
    t.clock.advanceSeconds(20 * 60);
    await t.app.sweepBookings();
    expect(await appointmentsOf(paymentIntentId)).toEqual([]);
    expect((await reservationOf(paymentIntentId)).status).toBe('refunded');
    const answer = await createAppointment(t, customer, paymentIntentId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(
      'The booking fee of this payment has been refunded, so it cannot book an appointment. Please start a new booking.',
    );
  });
});
