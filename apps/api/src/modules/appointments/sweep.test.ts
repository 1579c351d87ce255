import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, sandboxPaymentIntents, slotReservations } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, bookThroughApi, customerWithCart, startPayment } from '../../test/booking-builders.ts';
import { createAppointmentsRepository } from './appointments.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const reservationOf = async (paymentIntentId: string) =>
  (
    await t.db.select().from(slotReservations).where(eq(slotReservations.paymentIntentId, paymentIntentId))
  )[0]!;

/** The card went through at the provider, but the server died before it booked anything. */
const payWithoutBooking = (paymentIntentId: string) =>
  t.db
    .update(sandboxPaymentIntents)
    .set({ status: 'succeeded' })
    .where(eq(sandboxPaymentIntents.id, paymentIntentId));

describe('the sweep settles every paid hold (docs/decisions/0006-booking-fee-lifecycle.md)', () => {
  it('books a payment that landed after a newer hold of the same customer replaced its hold', async () => {
    const customer = await customerWithCart(t);
    const first = (await startPayment(t, customer, bookableDate(t, 4), '10:00')).json();
    await payWithoutBooking(first.paymentIntentId);
    // The customer starts over on another day: the one-hold rule releases the paid hold.
    expect((await startPayment(t, customer, bookableDate(t, 5), '11:00')).statusCode).toBe(200);
    expect((await reservationOf(first.paymentIntentId)).status).toBe('released');

    await t.app.sweepBookings();

    const booked = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.paymentIntentId, first.paymentIntentId));
    expect(booked).toHaveLength(1);
    expect((await reservationOf(first.paymentIntentId)).status).toBe('booked');
  });

  it('refunds such a payment when its slot has filled up meanwhile', async () => {
    const date = bookableDate(t, 6);
    const customer = await customerWithCart(t);
    const first = (await startPayment(t, customer, date, '15:00')).json();
    await payWithoutBooking(first.paymentIntentId);
    expect((await startPayment(t, customer, bookableDate(t, 7), '11:00')).statusCode).toBe(200);
    for (let chair = 0; chair < 3; chair++) {
      const other = await customerWithCart(t);
      expect((await bookThroughApi(t, other, date, '15:00')).statusCode).toBe(201);
    }

    await t.app.sweepBookings();

    const reservation = await reservationOf(first.paymentIntentId);
    expect(reservation.status).toBe('refunded');
    const [intent] = await t.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, first.paymentIntentId));
    expect(intent!.refundId).not.toBeNull();
  });

  it('never releases a hold that was booked after the sweep read it', async () => {
    const customer = await customerWithCart(t);
    const response = await bookThroughApi(t, customer, bookableDate(t, 8), '12:00');
    expect(response.statusCode).toBe(201);
    const { paymentId } = response.json().data.appointment;
    const reservation = await reservationOf(paymentId);
    const repository = createAppointmentsRepository(t.db);
    const farFuture = new Date(t.clock.now().getTime() + 86_400_000);

    expect(await repository.releaseHoldIfLapsed(t.db, reservation.id, farFuture)).toBe(false);
    expect((await reservationOf(paymentId)).status).toBe('booked');
  });
});
