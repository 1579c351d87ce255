import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addJob } from '../../jobs/job-queue.ts';
import { DELIVER_TASK, rescueStrandedMessages } from '../../jobs/message-outbox.ts';
import { messageDeliveries } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, bookThroughApi, customerWithCart } from '../../test/booking-builders.ts';
import { signedInAdmin } from '../../test/builders.ts';
import { eventually } from '../../test/eventually.ts';
import { notifyLkThrough, startSmsGatewayFake } from '../../test/sms-gateway-fake.ts';
import type { GatewayRequest, SmsGatewayFake } from '../../test/sms-gateway-fake.ts';

/**
 * docs/decisions/0021-durable-messages.md: every mail and SMS about an appointment goes through
 * the outbox, survives a process that dies before sending it, outlasts a mail server and a
 * gateway that are down for a while, and arrives once.
 */

let gateway: SmsGatewayFake;
beforeAll(async () => {
  gateway = await startSmsGatewayFake();
});
afterAll(() => gateway.close());

/** An admin and a customer with a cart; their sign-up mails are sent while the user waits. */
const people = async (t: TestApp) => ({ admin: await signedInAdmin(t), owner: await customerWithCart(t) });

/** A booking, confirmed, then cancelled by the salon: every kind of message the salon sends. */
async function bookConfirmAndCancel(
  t: TestApp,
  { admin, owner }: Awaited<ReturnType<typeof people>>,
  daysAhead: number,
  { afterBooking }: { afterBooking?: (id: string) => Promise<unknown> } = {},
) {
  const response = await bookThroughApi(t, owner, bookableDate(t, daysAhead), '10:00');
  expect(response.statusCode, response.body).toBe(201);
  const id = (response.json().data.appointment as { _id: string })._id;
  await afterBooking?.(id);
  for (const status of ['confirmed', 'cancelled']) {
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${id}/status`,
      headers: admin.auth,
      payload: { status },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  }
  return { owner, admin, id };
}

/**
 * The messages about one appointment that a customer or the salon is owed. Booked, confirmed and
 * cancelled before the booking mail was made, the customer's one mail says it is cancelled:
 * neither a booking mail nor a "confirmed" one after the fact (docs/decisions/0031-one-booking-mail.md).
 */
const expectedKeys = (id: string, adminEmail: string, { bookingMailMade = false } = {}) => [
  ...(bookingMailMade ? [`booked:${id}:customer-mail`, `status:${id}:confirmed:v2:customer-mail`] : []),
  `booked:${id}:customer-sms`,
  `booked:${id}:salon:${adminEmail}`,
  // The version is the history's length with the change: booked (1), confirmed (2), cancelled (3).
  `status:${id}:cancelled:v3:customer-mail`,
  `status:${id}:cancelled:v3:customer-sms`,
  `status:${id}:cancelled:v3:salon:${adminEmail}`,
];

const rowsAbout = async (t: TestApp, id: string) =>
  (await t.db.select().from(messageDeliveries)).filter((row) => row.messageKey.includes(id));

/**
 * How many times each message (recipient, subject and text, or number and text) reached the wire:
 * the booking confirmation and the "confirmed" notice share a subject, not a text.
 */
function arrivals(t: TestApp, smsRequests: GatewayRequest[], reference: string) {
  const counts = new Map<string, number>();
  const count = (what: string) => counts.set(what, (counts.get(what) ?? 0) + 1);
  for (const mail of t.smtp.mails)
    if (mail.subject.includes(reference) || mail.text.includes(reference))
      count(`${mail.to} ${mail.subject} ${mail.text}`);
  for (const sms of smsRequests)
    if (sms.fields.message?.includes(reference)) count(`${sms.fields.to} ${sms.fields.message}`);
  return counts;
}

const referenceOf = async (t: TestApp, id: string) => {
  const { rows } = await t.db.$client.query<{ reference: string }>(
    'select reference from appointments where id = $1',
    [id],
  );
  return rows[0]!.reference;
};

describe('a process that dies between the commit and the send', () => {
  it('leaves every message queued, and the next worker sends each exactly once', async () => {
    // The first server commits the booking and the status changes, then "dies": its worker
    // never runs, so nothing it queued has been sent.
    const first = await buildTestApp(notifyLkThrough(gateway.url), { messages: { runWorker: false } });
    let second: TestApp | undefined;
    try {
      const smsBefore = gateway.requests.length;
      const { admin, id } = await bookConfirmAndCancel(first, await people(first), 31);
      const reference = await referenceOf(first, id);
      expect(arrivals(first, [], reference).size).toBe(0);
      expect(gateway.requests.length).toBe(smsBefore);

      // A new process on the same database starts its worker.
      second = await buildTestApp(notifyLkThrough(gateway.url), { db: first.db });
      const expected = expectedKeys(id, admin.email);
      const sent = await eventually(async () => {
        const rows = await rowsAbout(second!, id);
        return rows.length === expected.length && rows.every((row) => row.status === 'sent')
          ? rows
          : undefined;
      }, 'every message sent');
      expect(sent.map((row) => row.messageKey).sort()).toEqual([...expected].sort());

      // Queuing the same notices again (a retried job, a second worker) sends nothing more.
      await addJob(first.db, 'booking-confirmation', { appointmentId: id });
      await addJob(first.db, 'appointment-notice', { kind: 'booked', appointmentId: id });
      await second.smsSettled();

      const counts = arrivals(second, gateway.requests.slice(smsBefore), reference);
      expect(arrivals(first, [], reference).size).toBe(0);
      expect([...counts.values()].reduce((sum, n) => sum + n, 0)).toBe(expected.length);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
    } finally {
      await second?.close();
      await first.close();
    }
  });
});

describe('a worker killed while it held message jobs', () => {
  it('leaves them locked until the rescue frees them; then each message is sent once', async () => {
    const first = await buildTestApp(notifyLkThrough(gateway.url), { messages: { runWorker: false } });
    let second: TestApp | undefined;
    try {
      const smsBefore = gateway.requests.length;
      const { admin, id } = await bookConfirmAndCancel(first, await people(first), 34);
      const reference = await referenceOf(first, id);
      // The killed worker had taken every job: graphile-worker would hold them for four hours.
      await first.db.$client.query(
        `update graphile_worker._private_jobs set locked_at = now() - interval '10 minutes', locked_by = 'killed-worker'`,
      );
      second = await buildTestApp(notifyLkThrough(gateway.url), { db: first.db });
      const tasks = [DELIVER_TASK, 'appointment-notice', 'booking-confirmation'];
      // A job a live worker took a moment ago is not touched.
      expect(await rescueStrandedMessages(first.db, tasks, 11 * 60_000)).toBe(0);
      expect(await rescueStrandedMessages(first.db, tasks)).toBeGreaterThan(0);
      const expected = expectedKeys(id, admin.email);
      await eventually(async () => {
        const rows = await rowsAbout(second!, id);
        return rows.length === expected.length && rows.every((row) => row.status === 'sent')
          ? true
          : undefined;
      }, 'every message sent after the rescue');
      await second.smsSettled();
      const counts = arrivals(second, gateway.requests.slice(smsBefore), reference);
      expect([...counts.values()].reduce((sum, n) => sum + n, 0)).toBe(expected.length);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
    } finally {
      await second?.close();
      await first.close();
    }
  });
});

describe('a mail server and an SMS gateway that are down for a while', () => {
  it('keep every message queued and retried, and each arrives once when they are back', async () => {
    // "Minutes" of back-off made milliseconds by configuration.
    const t = await buildTestApp(notifyLkThrough(gateway.url), {
      messages: { retry: { baseMs: 20, maxMs: 100, maxAttempts: 1000 }, pollIntervalMs: 50 },
    });
    try {
      const who = await people(t);
      t.smtp.refuse(true);
      gateway.answerFailure({ status: 503, body: { status: 'error', message: 'down' } });
      // The owner acts once the booking mail is made (and failed), as a customer would see it.
      const { admin, id } = await bookConfirmAndCancel(t, who, 32, {
        afterBooking: (booked) =>
          eventually(async () => {
            const rows = await rowsAbout(t, booked);
            return rows.some((row) => row.messageKey === `booked:${booked}:customer-mail`) ? true : undefined;
          }, 'the booking mail queued'),
      });
      const reference = await referenceOf(t, id);
      const expected = expectedKeys(id, admin.email, { bookingMailMade: true });
      // Down long enough that every message has failed several times.
      await eventually(async () => {
        const rows = await rowsAbout(t, id);
        return rows.length === expected.length && rows.every((row) => row.attempts >= 3) ? true : undefined;
      }, 'every message retried three times');
      expect(t.smtp.mails.filter((mail) => mail.subject.includes(reference))).toHaveLength(0);

      const smsBack = gateway.requests.length;
      gateway.answerFailure(undefined);
      t.smtp.refuse(false);
      const rows = await eventually(async () => {
        const found = await rowsAbout(t, id);
        return found.every((row) => row.status === 'sent') ? found : undefined;
      }, 'every message sent once they are back');
      expect(rows.map((row) => row.messageKey).sort()).toEqual([...expected].sort());
      await t.smsSettled();

      const counts = arrivals(t, gateway.requests.slice(smsBack), reference);
      expect([...counts.values()].reduce((sum, n) => sum + n, 0)).toBe(expected.length);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
    } finally {
      gateway.answerFailure(undefined);
      await t.close();
    }
  });

  it('marks a message dead after its last attempt, logged at error, and never sends it', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await buildTestApp(
      {},
      {
        logger: { level: 'error', stream: logStream },
        messages: { retry: { baseMs: 20, maxMs: 20, maxAttempts: 3 }, pollIntervalMs: 50 },
      },
    );
    try {
      const owner = await customerWithCart(t);
      const signUpMails = t.smtp.countTo(owner.email);
      t.smtp.refuse(true);
      const response = await bookThroughApi(t, owner, bookableDate(t, 33), '11:00');
      expect(response.statusCode, response.body).toBe(201);
      const id = (response.json().data.appointment as { _id: string })._id;
      const key = `booked:${id}:customer-mail`;
      const dead = await eventually(async () => {
        const [row] = await t.db
          .select()
          .from(messageDeliveries)
          .where(eq(messageDeliveries.messageKey, key));
        return row?.status === 'dead' ? row : undefined;
      }, 'the confirmation dead');
      expect(dead).toMatchObject({ attempts: 3, sentAt: null });
      expect(lines.join('')).toContain('message dead');
      expect(lines.join('')).toContain(key);
      t.smtp.refuse(false);
      await t.smsSettled();
      expect(t.smtp.countTo(owner.email)).toBe(signUpMails);
    } finally {
      await t.close();
    }
  });
});
