import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, messageDeliveries } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, bookThroughApi, customerWithCart } from '../../test/booking-builders.ts';
import { signedInAdmin } from '../../test/builders.ts';
import { createTestDatabase } from '../../test/database.ts';
import { eventually } from '../../test/eventually.ts';
import { notifyLkThrough, startSmsGatewayFake } from '../../test/sms-gateway-fake.ts';
import type { SmsGatewayFake } from '../../test/sms-gateway-fake.ts';

const HOUR = 3600;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let bookings = 0;
/**
 * A paid booking on `date` (three days ahead by default); each at an hour of its own unless
 * given one, so the chairs of one slot never run out.
 */
async function booked(app: TestApp, date = bookableDate(app, 3), time?: string) {
  const owner = await customerWithCart(app);
  const at = time ?? `${String(9 + (bookings++ % 9)).padStart(2, '0')}:00`;
  const response = await bookThroughApi(app, owner, date, at);
  expect(response.statusCode, response.body).toBe(201);
  return {
    owner,
    id: (response.json().data.appointment as { _id: string })._id,
    startsAt: Date.parse(`${date}T${at}:00+05:30`),
  };
}

/** Moves the app's clock to `hours` before `startsAt`. */
const setClockBefore = (app: TestApp, startsAt: number, hours: number) =>
  app.clock.advanceSeconds((startsAt - app.clock.now().getTime()) / 1000 - hours * HOUR);

const remindersTo = (app: TestApp, email: string) =>
  app.smtp.mails.filter((mail) => mail.to === email && mail.subject.startsWith('Reminder:'));

const deliveryOf = async (app: TestApp, key: string) =>
  (await app.db.select().from(messageDeliveries).where(eq(messageDeliveries.messageKey, key)))[0];

const reminderSentAt = async (app: TestApp, id: string) =>
  (await app.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.reminderSentAt;

/** A scan and every job it queued, worked to the end, as a server's queue would, its messages sent. */
async function scanAndWork(app: TestApp) {
  const due = await app.app.reminders.scan();
  await app.app.runDueJobs();
  await app.smsSettled();
  return due;
}

describe('the 24-hour reminder', () => {
  it('goes out once, 24 hours ahead, with the calendar file, however often the scan runs', async () => {
    const { owner, id, startsAt } = await booked(t);
    expect(await scanAndWork(t)).toBe(0);
    setClockBefore(t, startsAt, 24 + 1 / 60);
    expect(await scanAndWork(t)).toBe(0);
    expect(remindersTo(t, owner.email)).toEqual([]);

    setClockBefore(t, startsAt, 24 - 1 / 60);
    expect(await scanAndWork(t)).toBe(1);
    const [mail] = remindersTo(t, owner.email);
    expect(mail!.text).toContain(`Hello ${owner.name},`);
    expect(mail!.text).toContain(`Services: ${owner.service.title} x 1.`);
    const ics = mail!.attachments.find((attachment) => attachment.filename === 'appointment.ics');
    expect(ics!.content.toString()).toContain(`UID:${id}@salon.lk`);
    expect(ics!.content.toString()).toContain(
      `DTSTART:${new Date(startsAt)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    expect(await reminderSentAt(t, id)).toEqual(t.clock.now());

    t.clock.advanceSeconds(HOUR);
    expect(await scanAndWork(t)).toBe(0);
    expect(await t.app.reminders.send(id)).toBe(false);
    expect(remindersTo(t, owner.email)).toHaveLength(1);
  });

  it('is not sent for a cancelled appointment, nor one cancelled after its reminder was queued, nor one days away', async () => {
    const admin = await signedInAdmin(t);
    const date = bookableDate(t, 3);
    const cancelledEarly = await booked(t, date);
    const cancelledLate = await booked(t, date);
    const farOff = await booked(t, bookableDate(t, 6));
    const cancel = (id: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/appointments/${id}/status`,
        headers: admin.auth,
        payload: { status: 'cancelled' },
      });
    expect((await cancel(cancelledEarly.id)).statusCode).toBe(200);
    setClockBefore(t, Math.max(cancelledEarly.startsAt, cancelledLate.startsAt), 23);

    expect(await t.app.reminders.scan()).toBe(1);
    expect((await cancel(cancelledLate.id)).statusCode).toBe(200);
    await t.app.runDueJobs();
    await t.smsSettled();

    for (const { owner, id } of [cancelledEarly, cancelledLate, farOff]) {
      expect(remindersTo(t, owner.email)).toEqual([]);
      expect(await reminderSentAt(t, id)).toBeNull();
    }
  });

  it('is not sent for an appointment booked inside the 24 hours: its confirmation has just gone out', async () => {
    const date = bookableDate(t, 3);
    setClockBefore(t, Date.parse(`${date}T18:00:00+05:30`), 20);
    const late = await booked(t, date, '18:00');
    expect(late.startsAt - t.clock.now().getTime()).toBeLessThan(24 * HOUR * 1000);
    t.clock.advanceSeconds(HOUR);

    // Earlier tests' bookings share this app and its clock, so only this appointment is looked at.
    await scanAndWork(t);
    expect(remindersTo(t, late.owner.email)).toEqual([]);
    expect(await reminderSentAt(t, late.id)).toBeNull();
  });

  it('is claimed once and its mail retried through the outbox while the mail server refuses', async () => {
    const own = await buildTestApp(
      {},
      { messages: { retry: { baseMs: 20, maxMs: 100, maxAttempts: 1000 }, pollIntervalMs: 50 } },
    );
    try {
      const { owner, id, startsAt } = await booked(own);
      setClockBefore(own, startsAt, 23);
      own.smtp.refuse(true);
      expect(await own.app.reminders.scan()).toBe(1);
      await own.app.runDueJobs();
      // The claim stands: the outbox owns the mail now, and a second send claims nothing.
      expect(await reminderSentAt(own, id)).toEqual(own.clock.now());
      expect(await own.app.reminders.send(id)).toBe(false);
      await eventually(async () => {
        const row = await deliveryOf(own, `reminder:${id}:customer-mail`);
        return row && row.attempts >= 2 ? row : undefined;
      }, 'the reminder mail retried');
      expect(remindersTo(own, owner.email)).toEqual([]);
      own.smtp.refuse(false);
      await eventually(
        async () =>
          (await deliveryOf(own, `reminder:${id}:customer-mail`))?.status === 'sent' ? true : undefined,
        'the reminder mail sent',
      );
      await own.smsSettled();
      expect(remindersTo(own, owner.email)).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});

describe('the reminder SMS', () => {
  let gateway: SmsGatewayFake;
  beforeAll(async () => {
    gateway = await startSmsGatewayFake();
  });
  afterAll(() => gateway.close());

  it('texts only a confirmed number: an unconfirmed phone gets the mail and no text', async () => {
    const own = await buildTestApp(notifyLkThrough(gateway.url));
    try {
      const owner = await customerWithCart(own, 60, { phoneConfirmed: false });
      const date = bookableDate(own, 4);
      const response = await bookThroughApi(own, owner, date, '15:00');
      expect(response.statusCode, response.body).toBe(201);
      const id = (response.json().data.appointment as { _id: string })._id;
      setClockBefore(own, Date.parse(`${date}T15:00:00+05:30`), 23);
      expect(await scanAndWork(own)).toBe(1);
      await eventually(async () => remindersTo(own, owner.email).length === 1, 'the reminder mail');
      expect((await deliveryOf(own, `reminder:${id}:customer-mail`))?.status).toBe('sent');
      expect(await deliveryOf(own, `reminder:${id}:customer-sms`)).toBeUndefined();
    } finally {
      await own.close();
    }
  });

  it('is queued with the mail and delivered once when a gateway that was down is back', async () => {
    const own = await buildTestApp(notifyLkThrough(gateway.url), {
      messages: { retry: { baseMs: 20, maxMs: 100, maxAttempts: 1000 }, pollIntervalMs: 50 },
    });
    try {
      const { owner, id, startsAt } = await booked(own);
      const reference = (
        await own.db
          .select({ reference: appointments.reference })
          .from(appointments)
          .where(eq(appointments.id, id))
      )[0]!.reference;
      const reminderTexts = () =>
        gateway.requests.filter(
          (request) => request.fields.message?.includes(reference) && /remind/i.test(request.fields.message),
        );
      setClockBefore(own, startsAt, 23);
      gateway.answerFailure({ status: 503, body: { status: 'error', message: 'down' } });
      expect(await own.app.reminders.scan()).toBe(1);
      await own.app.runDueJobs();
      await eventually(async () => {
        const row = await deliveryOf(own, `reminder:${id}:customer-sms`);
        return row && row.attempts >= 2 ? row : undefined;
      }, 'the reminder SMS retried');
      gateway.answerFailure(undefined);
      const sent = await eventually(async () => {
        const row = await deliveryOf(own, `reminder:${id}:customer-sms`);
        return row?.status === 'sent' ? row : undefined;
      }, 'the reminder SMS sent');
      expect(sent.recipient).toBe(`+94${owner.phone.slice(1)}`);
      // A second claim, another scan: nothing more goes out.
      expect(await own.app.reminders.send(id)).toBe(false);
      await scanAndWork(own);
      const delivered = reminderTexts().length;
      expect(remindersTo(own, owner.email)).toHaveLength(1);
      expect(delivered).toBeGreaterThan(0);
      // Every request while it was down failed; exactly one after it came back.
      const [row] = await own.db
        .select()
        .from(messageDeliveries)
        .where(eq(messageDeliveries.messageKey, `reminder:${id}:customer-sms`));
      expect(delivered).toBe(row!.attempts);
    } finally {
      gateway.answerFailure(undefined);
      await own.close();
    }
  });
});

describe('one reminder, whatever the processes', () => {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    shared = await createTestDatabase();
  });
  afterAll(() => shared.drop());

  it('survives a restart: a queued reminder is sent by the next process, a sent one never again', async () => {
    const first = await buildTestApp({}, { db: shared.db });
    const date = bookableDate(first, 3);
    const sentBefore = await booked(first, date);
    const queuedBefore = await booked(first, date);
    const startsAt = Math.max(sentBefore.startsAt, queuedBefore.startsAt);
    setClockBefore(first, startsAt, 23);
    expect(await first.app.reminders.scan()).toBe(2);
    expect(await first.app.reminders.send(sentBefore.id)).toBe(true);
    await first.smsSettled();
    await first.close();

    const second = await buildTestApp({}, { db: shared.db });
    try {
      setClockBefore(second, startsAt, 22);
      await second.app.runDueJobs();
      expect(await scanAndWork(second)).toBe(0);

      expect(remindersTo(first, sentBefore.owner.email)).toHaveLength(1);
      expect(remindersTo(second, sentBefore.owner.email)).toEqual([]);
      expect(remindersTo(first, queuedBefore.owner.email)).toEqual([]);
      expect(remindersTo(second, queuedBefore.owner.email)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('is sent once when two servers with running job queues scan and send at the same time', async () => {
    const [one, two] = await Promise.all([
      buildTestApp({}, { db: shared.db, runJobs: true }),
      buildTestApp({}, { db: shared.db, runJobs: true }),
    ]);
    try {
      const date = bookableDate(one, 3);
      const booking = [await booked(one, date), await booked(one, date), await booked(one, date)];
      const startsAt = Math.max(...booking.map((b) => b.startsAt));
      for (const app of [one, two]) setClockBefore(app, startsAt, 23);

      const [sentByOne, sentByTwo] = await Promise.all([
        one.app.reminders.send(booking[0]!.id),
        two.app.reminders.send(booking[0]!.id),
      ]);
      expect([sentByOne, sentByTwo].sort()).toEqual([false, true]);
      await Promise.all([one.app.reminders.scan(), two.app.reminders.scan()]);

      // The running queues pick the jobs up on their own; done once none is left.
      await expect
        .poll(
          async () =>
            (
              await shared.db.execute<{ left: number }>(
                sql`select count(*)::int as "left" from graphile_worker.jobs where task_identifier = 'send-reminder'`,
              )
            ).rows[0]!.left,
          { timeout: 15_000 },
        )
        .toBe(0);
      await Promise.all([one.smsSettled(), two.smsSettled()]);
      for (const { owner, id } of booking) {
        expect(remindersTo(one, owner.email).length + remindersTo(two, owner.email).length).toBe(1);
        expect(await reminderSentAt(one, id)).not.toBeNull();
      }
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
