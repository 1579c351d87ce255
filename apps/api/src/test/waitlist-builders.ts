import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { messageDeliveries, slotReservations, waitlistFreedTimes } from '../db/schema/index.ts';
import { confirmCard, createAppointment } from './booking-builders.ts';
import type { TestApp } from './build-test-app.ts';
import { eventually } from './eventually.ts';
import { customerWithServices } from './team-builders.ts';

/**
 * The waitlist's tests (docs/decisions/0042-waitlist.md) from outside: fill a day, free it, and
 * read the offers the worker made.
 */

/** Works freed times, as the worker's poll would, until none is left. */
export const everyFreedTimeWorked = (t: TestApp) =>
  eventually(async () => {
    await t.app.offerFreedTimes();
    const { rows } = await t.db.execute<{ pending: number }>(
      sql`select count(*)::int as pending from ${waitlistFreedTimes} where processed_at is null`,
    );
    return rows[0]!.pending === 0 ? true : undefined;
  }, 'every freed time worked');

/** Every offer (a hold for a waitlist entry) made on the date, live or not. */
export const offersOn = (t: TestApp, date: string) =>
  t.db
    .select()
    .from(slotReservations)
    .where(and(eq(slotReservations.date, date), isNotNull(slotReservations.waitlistEntryId)));

/** Works every freed time, then returns the day's live offers. */
export async function settledOffers(t: TestApp, date: string) {
  await everyFreedTimeWorked(t);
  return (await offersOn(t, date)).filter((offer) => offer.status === 'held');
}

/** The offer link's token, read from the mail queued with the offer. */
export async function offerTokenOf(t: TestApp, reservationId: string) {
  const [row] = await t.db
    .select()
    .from(messageDeliveries)
    .where(eq(messageDeliveries.messageKey, `waitlist-offer:${reservationId}:customer-mail`));
  const text = (row!.payload as { text: string }).text;
  return /\/waitlist\/offers\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
}

/**
 * Books the service at 10:00 at the branch, paying its fee: with one chair open 10:00-11:00 and a
 * 60-minute service, the branch's day is full. Returns who booked and the appointment.
 */
export async function fillBranchAtTen(
  t: TestApp,
  { serviceId, date, branchId, fee }: { serviceId: string; date: string; branchId: string; fee: number },
) {
  const booker = await customerWithServices(t, [serviceId]);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/appointments/create-payment-intent',
    headers: booker.auth,
    payload: { totalAmount: fee, date, startTime: '10:00', branchId },
  });
  expect(started.statusCode, started.body).toBe(200);
  await confirmCard(t, booker, started.json().clientSecret);
  const created = await createAppointment(t, booker, started.json().paymentIntentId);
  expect(created.statusCode, created.body).toBe(201);
  return { booker, appointmentId: created.json().data.appointment._id as string };
}
