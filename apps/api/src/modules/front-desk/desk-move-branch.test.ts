import { branchMessages, managerMessages } from '@salon/contracts';
import { and, eq, isNotNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  branches,
  messageDeliveries,
  salonSettings,
  slotReservations,
  users,
  waitlistFreedTimes,
} from '../../db/schema/index.ts';
import { errorCodes } from '../../lib/errors.ts';
import { confirmCard, createAppointment } from '../../test/booking-builders.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { addBranch, mainBranch } from '../../test/branch-builders.ts';
import {
  confirmPhoneInDatabase,
  createService,
  signedInAdmin,
  signedInCustomer,
  uniqueMobile,
} from '../../test/builders.ts';
import { eventually } from '../../test/eventually.ts';
import { signedInManager } from '../../test/manager-builders.ts';
import { customerWithServices, openDates } from '../../test/team-builders.ts';

/**
 * docs/decisions/0047-back-office-per-branch.md: the desk moves a booking to another branch.
 * A salon with no team, one chair at each branch: Colombo 7 (the main one) opens 09:00-12:00,
 * Nugegoda 10:00-12:00 with the cut at 4000 (Colombo's 5000) and no facial; Kandy is closed.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let dates: string[];
let nextDate = 0;
let colombo: { id: string };
let nugegoda: { id: string };
let kandy: { id: string };
let cut: { id: string };
let facial: { id: string };

const COLOMBO_HOURS = Array.from({ length: 7 }, () => ({ open: '09:00', close: '12:00' }));
const NUGEGODA_HOURS = Array.from({ length: 7 }, () => ({ open: '10:00', close: '12:00' }));

beforeAll(async () => {
  t = await buildTestApp({}, { waitlistPollMs: 200 });
  admin = await signedInAdmin(t);
  dates = openDates(t, 8);
  await t.db
    .update(salonSettings)
    .set({ capacity: 1, bufferMinutes: 0, leadTimeMinutes: 0, openingHours: COLOMBO_HOURS })
    .where(eq(salonSettings.id, 1));
  colombo = await mainBranch(t);
  await t.db.update(branches).set({ name: 'Colombo 7' }).where(eq(branches.id, colombo.id));
  cut = await createService(t, { title: 'Cut', durationMinutes: 60, priceLkr: 5000 });
  // Made before Nugegoda: offered at Colombo 7 only.
  facial = await createService(t, { title: 'Facial', durationMinutes: 60, priceLkr: 6000 });
  nugegoda = await addBranch(t, {
    name: 'Nugegoda',
    chairs: 1,
    openingHours: NUGEGODA_HOURS,
    services: [{ serviceId: cut.id, priceLkr: 4000 }],
  });
  kandy = await addBranch(t, {
    name: 'Kandy',
    position: 2,
    services: [{ serviceId: cut.id }],
    closedAt: new Date('2026-01-01T00:00:00Z'),
  });
});
afterAll(() => t.close());

const freshDate = () => dates[nextDate++]!;

/** The customer books the cut online at Colombo 7, paying the salon's fee. */
async function bookOnline(date: string, startTime: string) {
  const customer = await customerWithServices(t, [cut.id]);
  await confirmPhoneInDatabase(t, customer.userId);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/appointments/create-payment-intent',
    headers: customer.auth,
    payload: { totalAmount: 1000, date, startTime, branchId: colombo.id },
  });
  expect(started.statusCode, started.body).toBe(200);
  await confirmCard(t, customer, started.json().clientSecret);
  const created = await createAppointment(t, customer, started.json().paymentIntentId);
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.appointment._id as string;
}

const deskBook = (date: string, startTime: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/appointments',
    headers: admin.auth,
    payload: {
      customer: { name: 'Walk In', phone: uniqueMobile() },
      services: [cut.id],
      date,
      startTime,
      feeSettlement: 'waived',
      ...extra,
    },
  });

const move = (id: string, payload: object, auth: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'POST', url: `/api/admin/appointments/${id}/move`, headers: auth, payload });

async function rowOf(id: string) {
  const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
  const [reservation] = await t.db
    .select()
    .from(slotReservations)
    .where(eq(slotReservations.id, row!.reservationId));
  return { ...row!, reservationBranchId: reservation!.branchId };
}

describe('moving a booking to another branch', () => {
  it('moves it to Nugegoda at the price booked, and tells the customer the new branch and its address', async () => {
    const date = freshDate();
    const id = await bookOnline(date, '10:00');
    // Told in their language: Tamil.
    const [booked] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    await t.db.update(users).set({ language: 'ta' }).where(eq(users.id, booked!.userId));
    const moved = await move(id, { date, startTime: '11:00', branchId: nugegoda.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.appointment.branch).toMatchObject({ _id: nugegoda.id, name: 'Nugegoda' });
    const row = await rowOf(id);
    expect(row).toMatchObject({
      branchId: nugegoda.id,
      reservationBranchId: nugegoda.id,
      startTime: '11:00',
    });
    // What the customer booked at Colombo 7, not Nugegoda's 4000.
    expect(row.services[0]!.priceLkr).toBe(5000);

    const told = await eventually(async () => {
      const rows = await t.db
        .select()
        .from(messageDeliveries)
        .where(like(messageDeliveries.messageKey, `rescheduled:${id}:%:customer-%`));
      return rows.length === 2 ? rows : undefined;
    }, 'the moved mail and text');
    const mail = JSON.stringify(
      told.find((message) => message.messageKey.endsWith(':customer-mail'))!.payload,
    );
    const text = JSON.stringify(
      told.find((message) => message.messageKey.endsWith(':customer-sms'))!.payload,
    );
    // Both name the branch it left and the one it is at now, with the new one's address, in Tamil.
    expect(mail).toContain('Colombo 7 கிளையிலிருந்து Nugegoda கிளைக்கு மாற்றப்பட்டது');
    expect(mail).toContain('Nugegoda, No. 1, Nugegoda Road, Nugegoda');
    expect(text).toContain('Colombo 7 கிளையிலிருந்து Nugegoda கிளைக்கு (No. 1, Nugegoda Road, Nugegoda)');
    expect(mail).not.toContain('Your appointment has moved');
  });

  it('names both branches in English too, and only the new time when the branch stays', async () => {
    const date = freshDate();
    const id = await bookOnline(date, '10:00');
    const customerMessages = (count: number) =>
      eventually(async () => {
        const rows = await t.db
          .select()
          .from(messageDeliveries)
          .where(like(messageDeliveries.messageKey, `rescheduled:${id}:%:customer-%`));
        return rows.length === count ? rows : undefined;
      }, `${count} moved mails and texts`);
    const payloadsOf = (rows: Array<typeof messageDeliveries.$inferSelect>) => ({
      mail: JSON.stringify(rows.find((row) => row.messageKey.endsWith(':customer-mail'))!.payload),
      text: JSON.stringify(rows.find((row) => row.messageKey.endsWith(':customer-sms'))!.payload),
    });

    // Colombo 7's own 11:00: the mail and text read as they always did.
    expect((await move(id, { date, startTime: '11:00' })).statusCode).toBe(200);
    const kept = await customerMessages(2);
    const keptBranch = payloadsOf(kept);
    expect(keptBranch.mail).toContain('has moved to');
    expect(keptBranch.mail).not.toContain(' from ');
    expect(keptBranch.text).toContain('has moved to');
    expect(keptBranch.text).not.toContain(' from ');

    // The same time at Nugegoda: "moved from Colombo 7 to Nugegoda", and the new address.
    const moved = await move(id, { date, startTime: '11:00', branchId: nugegoda.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const keptIds = new Set(kept.map((row) => row.id));
    const { mail, text } = payloadsOf((await customerMessages(4)).filter((row) => !keptIds.has(row.id)));
    expect(mail).toContain('Your appointment has moved to Nugegoda');
    expect(mail).toContain('has moved from Colombo 7 to Nugegoda:');
    expect(mail).toContain('Branch: Nugegoda, No. 1, Nugegoda Road, Nugegoda.');
    expect(text).toContain('has moved from Colombo 7 to Nugegoda');

    // The salon's notice names both branches too, and only for the move that changed branch.
    const notices = await eventually(async () => {
      const rows = await t.db
        .select()
        .from(messageDeliveries)
        .where(like(messageDeliveries.messageKey, `rescheduled:${id}:%:salon:%`));
      const versions = new Set(rows.map((row) => row.messageKey.split(':salon:')[0]));
      return versions.size === 2 ? rows : undefined;
    }, 'the salon notices of both moves');
    const noticeOf = (reschedules: number) =>
      JSON.stringify(
        notices.find((row) => row.messageKey.startsWith(`rescheduled:${id}:${reschedules}:`))!.payload,
      );
    expect(noticeOf(1)).toContain('A booking has moved');
    expect(noticeOf(1)).not.toContain('It moved from');
    expect(noticeOf(2)).toContain('It moved from Colombo 7 to Nugegoda.');
    expect(noticeOf(2)).toContain('Branch: Nugegoda, No. 1, Nugegoda Road, Nugegoda.');
  });

  it('gives the time it left at the old branch to the waitlist, even when only the branch changes', async () => {
    const date = freshDate();
    const id = await bookOnline(date, '10:00');
    const waiter = await signedInCustomer(t);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: waiter.auth,
      payload: {
        windows: [{ date, from: '10:00', to: '10:30' }],
        services: [{ _id: cut.id }],
        branchId: colombo.id,
      },
    });
    expect(joined.statusCode, joined.body).toBe(201);

    const moved = await move(id, { date, startTime: '10:00', branchId: nugegoda.id });
    expect(moved.statusCode, moved.body).toBe(200);
    await eventually(async () => {
      await t.app.offerFreedTimes();
      const { rows } = await t.db.execute<{ pending: number }>(
        sql`select count(*)::int as pending from ${waitlistFreedTimes} where processed_at is null`,
      );
      return rows[0]!.pending === 0 ? true : undefined;
    }, 'every freed time worked');
    const offers = await t.db
      .select()
      .from(slotReservations)
      .where(and(eq(slotReservations.date, date), isNotNull(slotReservations.waitlistEntryId)));
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ status: 'held', branchId: colombo.id, userId: waiter.userId });
    expect(offers[0]!.startsAt.getTime()).toBe((await rowOf(id)).startsAt.getTime());
  });

  it('judges the new start at the new branch: its hours and its taken chair are 409, the booking stays', async () => {
    const date = freshDate();
    const id = await bookOnline(date, '10:00');
    const there = await deskBook(date, '11:00', { branchId: nugegoda.id });
    expect(there.statusCode, there.body).toBe(201);
    // Colombo 7 opens at 09:00, Nugegoda only at 10:00.
    const beforeOpening = await move(id, { date, startTime: '09:00', branchId: nugegoda.id });
    expect(beforeOpening.statusCode, beforeOpening.body).toBe(409);
    const taken = await move(id, { date, startTime: '11:00', branchId: nugegoda.id });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(await rowOf(id)).toMatchObject({ branchId: colombo.id, startTime: '10:00' });
    // Colombo 7's own 11:00 is free: the same start there moves.
    const here = await move(id, { date, startTime: '11:00' });
    expect(here.statusCode, here.body).toBe(200);
    expect(await rowOf(id)).toMatchObject({ branchId: colombo.id, startTime: '11:00' });
  });

  it('refuses a service the branch does not offer (400), an unknown branch (404) and a closed one (400), changing nothing', async () => {
    const date = freshDate();
    const booked = await deskBook(date, '10:00', { services: [facial.id] });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().data.appointment._id as string;
    const notOffered = await move(id, { date, startTime: '11:00', branchId: nugegoda.id });
    expect(notOffered.statusCode, notOffered.body).toBe(400);
    expect(notOffered.json().message).toBe(branchMessages.serviceNotOfferedAtBranch);
    const unknown = await move(id, { date, startTime: '11:00', branchId: crypto.randomUUID() });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json().message).toBe(branchMessages.branchNotFound);
    const closed = await move(id, { date, startTime: '11:00', branchId: kandy.id });
    expect(closed.statusCode, closed.body).toBe(400);
    expect(closed.json().message).toBe(branchMessages.branchClosed);
    expect(await rowOf(id)).toMatchObject({ branchId: colombo.id, startTime: '10:00' });
  });

  it('lets a manager move a visit at their branch within it, never to or from another (403)', async () => {
    const date = freshDate();
    const id = await bookOnline(date, '10:00');
    const colomboManager = await signedInManager(t, colombo.id);
    const nugegodaManager = await signedInManager(t, nugegoda.id);
    const away = await move(id, { date, startTime: '11:00', branchId: nugegoda.id }, colomboManager.auth);
    expect(away.statusCode, away.body).toBe(403);
    expect(away.json()).toMatchObject({ message: managerMessages.otherBranch, code: errorCodes.otherBranch });
    const fetched = await move(id, { date, startTime: '11:00', branchId: nugegoda.id }, nugegodaManager.auth);
    expect(fetched.statusCode, fetched.body).toBe(403);
    expect(await rowOf(id)).toMatchObject({ branchId: colombo.id, startTime: '10:00' });

    const within = await move(id, { date, startTime: '11:00' }, colomboManager.auth);
    expect(within.statusCode, within.body).toBe(200);
    expect(await rowOf(id)).toMatchObject({ branchId: colombo.id, startTime: '11:00' });
  });
});
