import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  branches,
  messageDeliveries,
  salonSettings,
  slotReservations,
  waitlistFreedTimes,
} from '../db/schema/index.ts';
import { payAndBook } from './booking-builders.ts';
import { addBranch, mainBranch } from './branch-builders.ts';
import type { TestApp } from './build-test-app.ts';
import { createService } from './builders.ts';
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
  const created = await payAndBook(t, booker, { totalAmount: fee, date, startTime: '10:00', branchId });
  return { booker, appointmentId: created.json().data.appointment._id as string };
}

/** Open 10:00-11:00 every day: one 60-minute visit fills a one-chair day. */
export const ONE_HOUR_A_DAY = Array.from({ length: 7 }, () => ({ open: '10:00', close: '11:00' }));

/**
 * Two one-chair branches open 10:00-11:00: the main one (fee 1000) named `mainName`, and
 * Nugegoda (fee 1500) offering the cut at 4000 and, given its price there, the facial. The cut
 * (5000) and the facial (6000) take 60 minutes.
 */
export async function twoBranchSalon(
  t: TestApp,
  { mainName, facialAtNugegodaLkr }: { mainName: string; facialAtNugegodaLkr?: number },
) {
  await t.db
    .update(salonSettings)
    .set({ capacity: 1, bufferMinutes: 0, leadTimeMinutes: 0, openingHours: ONE_HOUR_A_DAY })
    .where(eq(salonSettings.id, 1));
  const main = await mainBranch(t);
  await t.db.update(branches).set({ name: mainName }).where(eq(branches.id, main.id));
  const cut = await createService(t, { title: 'Cut', durationMinutes: 60, priceLkr: 5000 });
  const facial = await createService(t, { title: 'Facial', durationMinutes: 60, priceLkr: 6000 });
  const nugegoda = await addBranch(t, {
    name: 'Nugegoda',
    chairs: 1,
    bookingFeeLkr: 1500,
    openingHours: ONE_HOUR_A_DAY,
    services: [
      { serviceId: cut.id, priceLkr: 4000 },
      ...(facialAtNugegodaLkr === undefined ? [] : [{ serviceId: facial.id, priceLkr: facialAtNugegodaLkr }]),
    ],
  });
  return { main, nugegoda, cut, facial };
}
