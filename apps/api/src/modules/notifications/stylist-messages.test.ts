import { smsMessages } from '@salon/contracts';
import type { Language } from '@salon/contracts';
import { eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  messageDeliveries,
  slotReservations,
  staff,
  staffServices,
  staffShifts,
  users,
} from '../../db/schema/index.ts';
import { formatMailTime, formatSmsDate, translate } from '../../mail/translate.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  asIfVisitBegun,
  bookableDate,
  bookThroughApi,
  customerWithCart,
} from '../../test/booking-builders.ts';
import { signedInAdmin } from '../../test/builders.ts';

/**
 * docs/decisions/0037-stylist-in-messages.md: every mail, text and calendar file about an
 * appointment names its stylist in the customer's language; one without a stylist (a salon with
 * no team) reads as it always did. Each stylist is made for its own booking and the team is
 * emptied again after each test, so every booking of the file is made by a salon with no team.
 */

const MANAGE_URL = 'http://salon.test/profile/appointments';

/** The first app works no message job: a booking's confirmation waits until its stylist is set. */
let first: TestApp;
/** The second, on the same database, works the queue as a server does. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

interface Booked {
  id: string;
  reference: string;
  date: string;
  startTime: string;
  language: Language;
  stylist: string | null;
  owner: Awaited<ReturnType<typeof customerWithCart>>;
}

let slots = 0;
/** A paid booking of a customer writing in `language`, each in an hour and day of its own. */
async function book(app: TestApp, language: Language, daysAhead?: number): Promise<Omit<Booked, 'stylist'>> {
  const owner = await customerWithCart(app, 30);
  await app.db.update(users).set({ language }).where(eq(users.id, owner.userId));
  const slot = slots++;
  const startTime = `${String(9 + (slot % 9)).padStart(2, '0')}:00`;
  const date = bookableDate(app, daysAhead ?? 3 + Math.floor(slot / 9));
  const response = await bookThroughApi(app, owner, date, startTime);
  expect(response.statusCode, response.body).toBe(201);
  const { _id: id, appointmentId: reference } = response.json().data.appointment;
  return { id, reference, date, startTime, language, owner };
}

/**
 * Puts the booking with a new stylist of the team, as the booking core would have: one who does
 * its service and works every day, so a move keeps them.
 */
async function withStylist(booking: Omit<Booked, 'stylist'>, name: string): Promise<Booked> {
  const [member] = await t.db.insert(staff).values({ name }).returning();
  await t.db.insert(staffServices).values({ staffId: member!.id, serviceId: booking.owner.service.id });
  await t.db.insert(staffShifts).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      staffId: member!.id,
      weekday,
      startMinute: 0,
      endMinute: 1440,
    })),
  );
  const [row] = await t.db
    .select({ reservationId: appointments.reservationId })
    .from(appointments)
    .where(eq(appointments.id, booking.id));
  await t.db
    .update(slotReservations)
    .set({ staffId: member!.id })
    .where(eq(slotReservations.id, row!.reservationId));
  return { ...booking, stylist: name };
}

/** Back to a salon with no team, once the messages of a test are rendered. */
async function dismissTeam() {
  await t.db.update(slotReservations).set({ staffId: null }).where(isNotNull(slotReservations.staffId));
  await t.db.delete(staff);
}

interface Rendered {
  subject?: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; content: string }>;
}

/** The message queued under the key `pattern` matches (SQL `like`), as it was rendered. */
async function queued(pattern: string): Promise<Rendered> {
  const rows = await t.db
    .select({ payload: messageDeliveries.payload })
    .from(messageDeliveries)
    .where(like(messageDeliveries.messageKey, pattern));
  expect(rows, pattern).toHaveLength(1);
  return rows[0]!.payload as Rendered;
}

const calendarFile = (mail: Rendered) =>
  mail.attachments!.find((attachment) => attachment.filename === 'appointment.ics')!.content;

const stylistLine = (booking: Booked) =>
  translate(booking.language, 'Stylist: {stylist}.', { stylist: booking.stylist! });

/** The mail names the stylist in the customer's language, in its text and its HTML. */
function expectStylistIn(mail: Rendered, booking: Booked) {
  expect(mail.text).toContain(stylistLine(booking));
  expect(mail.html).toContain(booking.stylist);
  if (booking.language !== 'en') expect(mail.text).not.toContain('Stylist');
}

/** The calendar file's title and description name the stylist. */
function expectStylistInCalendar(mail: Rendered, booking: Booked) {
  const ics = calendarFile(mail);
  const summary = translate(booking.language, 'Salon appointment {reference} with {stylist}', {
    reference: booking.reference,
    stylist: booking.stylist!,
  });
  expect(ics).toContain(`SUMMARY:${summary}\r\n`);
  expect(ics).toMatch(
    new RegExp(
      `DESCRIPTION:.*\\\\n${translate(booking.language, 'Stylist: {stylist}', { stylist: booking.stylist! })}\r\n`,
    ),
  );
}

/** A booking with no stylist: no line of it, and the calendar file's title as it always was. */
function expectNoStylist(mail: Rendered, reference: string) {
  expect(mail.text).not.toContain('Stylist');
  if (mail.attachments) {
    const ics = calendarFile(mail);
    expect(ics).toContain(`SUMMARY:Salon appointment ${reference}\r\n`);
    expect(ics).not.toContain('Stylist');
  }
}

/** '{when}' of an SMS, with the stylist after it in the customer's language. */
function smsWhen(booking: Pick<Booked, 'date' | 'startTime' | 'language'>) {
  const date = formatSmsDate(booking.date, booking.language);
  const time = formatMailTime(booking.startTime, booking.language);
  return booking.language === 'en'
    ? `${date} at ${time}`
    : translate(booking.language, '{date} at {time}', { date, time });
}
const smsWhenWithStylist = (booking: Booked) =>
  translate(booking.language, '{when} with {stylist}', { when: smsWhen(booking), stylist: booking.stylist! });

const NAMES: Record<Language, string> = { en: 'Nimali', si: 'Kumari', ta: 'Tharshini' };
const LANGUAGES: Language[] = ['en', 'si', 'ta'];

/** The confirmations, booked before the queue is worked: their stylists are set first. */
let confirmed: { named: Booked[]; plain: Omit<Booked, 'stylist'> };

beforeAll(async () => {
  first = await buildTestApp({}, { messages: { runWorker: false } });
  t = first;
  // The salon's notices go to its admins: one exists before the first booking is told.
  admin = await signedInAdmin(first);
  // Every booking first: a salon with a team would book through it (decision 0036).
  const booked = [];
  for (const language of LANGUAGES) booked.push(await book(first, language));
  const plain = await book(first, 'en');
  const named = [];
  for (const booking of booked) named.push(await withStylist(booking, NAMES[booking.language]));
  confirmed = { named, plain };
  t = await buildTestApp({}, { db: first.db });
  await t.smsSettled();
  await dismissTeam();
});
afterAll(async () => {
  if (t !== first) await t.close();
  await first.close();
});

describe('the booking confirmation', () => {
  it.each(LANGUAGES.map((language, index) => [language, index] as const))(
    'in %s names the stylist in the mail, its calendar file and the SMS',
    async (_language, index) => {
      const booking = confirmed.named[index]!;
      const mail = await queued(`booked:${booking.id}:customer-mail`);
      expectStylistIn(mail, booking);
      expectStylistInCalendar(mail, booking);
      const sms = await queued(`booked:${booking.id}:customer-sms`);
      expect(sms.text).toContain(smsWhenWithStylist(booking));
    },
  );

  it('reads as it always did for a booking with no stylist', async () => {
    const { id, reference, date, startTime } = confirmed.plain;
    expectNoStylist(await queued(`booked:${id}:customer-mail`), reference);
    const sms = await queued(`booked:${id}:customer-sms`);
    expect(sms.text).toBe(
      smsMessages.bookingConfirmed(reference, smsWhen({ date, startTime, language: 'en' }), MANAGE_URL),
    );
  });

  it('tells the salon whom the booking is with', async () => {
    const [named] = confirmed.named;
    const notice = await queued(`booked:${named!.id}:salon:%`);
    expect(notice.text).toContain('Stylist: Nimali.');
    expect((await queued(`booked:${confirmed.plain.id}:salon:%`)).text).not.toContain('Stylist');
  });
});

/** Books one appointment per language with a stylist and one without, then runs `change` on each. */
async function changedBookings(change: (booking: Booked) => Promise<void>) {
  const named: Booked[] = [];
  for (const language of LANGUAGES) named.push((await book(t, language)) as Booked);
  const plain = { ...(await book(t, 'en')), stylist: null };
  await t.smsSettled();
  try {
    for (const [index, booking] of named.entries())
      named[index] = await withStylist(booking, NAMES[booking.language]);
    for (const booking of [...named, plain]) await change(booking);
    await t.smsSettled();
  } finally {
    await dismissTeam();
  }
  return { named, plain };
}

const setStatus = (id: string, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/appointments/${id}/status`,
    headers: admin.auth,
    payload: { status },
  });

describe('the status mails', () => {
  it('name the stylist when the salon confirms, in every language; not without one', async () => {
    const { named, plain } = await changedBookings(async ({ id }) => {
      expect((await setStatus(id, 'confirmed')).statusCode).toBe(200);
    });
    for (const booking of named)
      expectStylistIn(await queued(`status:${booking.id}:confirmed:%:customer-mail`), booking);
    expectNoStylist(await queued(`status:${plain.id}:confirmed:%:customer-mail`), plain.reference);
  });

  it('name the stylist of a missed visit', async () => {
    const { named, plain } = await changedBookings(async ({ id }) => {
      expect((await setStatus(id, 'confirmed')).statusCode).toBe(200);
      const missed = await asIfVisitBegun(t, id, () => setStatus(id, 'no-show'));
      expect(missed.statusCode, missed.body).toBe(200);
    });
    for (const booking of named)
      expectStylistIn(await queued(`status:${booking.id}:no-show:%:customer-mail`), booking);
    expectNoStylist(await queued(`status:${plain.id}:no-show:%:customer-mail`), plain.reference);
  });
});

describe('a cancellation', () => {
  it('names the stylist in the mail and the SMS, to the customer and the salon; not without one', async () => {
    const { named, plain } = await changedBookings(async ({ id, owner }) => {
      const cancelled = await t.app.inject({
        method: 'PATCH',
        url: `/api/appointments/${id}/cancel`,
        headers: owner.auth,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    });
    for (const booking of named) {
      expectStylistIn(await queued(`status:${booking.id}:cancelled:%:customer-mail`), booking);
      expect((await queued(`status:${booking.id}:cancelled:%:customer-sms`)).text).toContain(
        smsWhenWithStylist(booking),
      );
    }
    expect((await queued(`status:${named[0]!.id}:cancelled:%:salon:%`)).text).toContain('Stylist: Nimali.');
    expectNoStylist(await queued(`status:${plain.id}:cancelled:%:customer-mail`), plain.reference);
    const sms = await queued(`status:${plain.id}:cancelled:%:customer-sms`);
    expect(sms.text).toBe(
      smsMessages.cancelledByCustomer(plain.reference, smsWhen(plain), 'LKR 1,000', true),
    );
    expect((await queued(`status:${plain.id}:cancelled:%:salon:%`)).text).not.toContain('Stylist');
  });
});

describe('a move', () => {
  it('names the stylist in the mail, its new calendar file and the SMS; not without one', async () => {
    let day = 20;
    const moved = new Map<string, { date: string; startTime: string }>();
    const { named, plain } = await changedBookings(async ({ id, owner }) => {
      const to = { date: bookableDate(t, day++), startTime: '15:00' };
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/appointments/${id}/reschedule`,
        headers: owner.auth,
        payload: to,
      });
      expect(response.statusCode, response.body).toBe(200);
      moved.set(id, to);
    });
    for (const booking of named) {
      const mail = await queued(`rescheduled:${booking.id}:%:customer-mail`);
      expectStylistIn(mail, booking);
      expectStylistInCalendar(mail, booking);
      const sms = await queued(`rescheduled:${booking.id}:%:customer-sms`);
      expect(sms.text).toContain(smsWhenWithStylist({ ...booking, ...moved.get(booking.id)! }));
    }
    expect((await queued(`rescheduled:${named[0]!.id}:%:salon:%`)).text).toContain('Stylist: Nimali.');
    expectNoStylist(await queued(`rescheduled:${plain.id}:%:customer-mail`), plain.reference);
    expect((await queued(`rescheduled:${plain.id}:%:customer-sms`)).text).toBe(
      smsMessages.rescheduled(plain.reference, smsWhen({ ...plain, ...moved.get(plain.id)! }), MANAGE_URL),
    );
  });
});

describe('the 24-hour reminder', () => {
  it('names the stylist in the mail, its calendar file and the SMS; not without one', async () => {
    const named: Booked[] = [];
    for (const [index, language] of LANGUAGES.entries())
      named.push((await book(t, language, 40 + index)) as Booked);
    const plain = { ...(await book(t, 'en', 44)), stylist: null };
    await t.smsSettled();
    try {
      for (const [index, booking] of named.entries())
        named[index] = await withStylist(booking, NAMES[booking.language]);
      for (const booking of [...named, plain]) {
        const startsAt = Date.parse(`${booking.date}T${booking.startTime}:00+05:30`);
        t.clock.advanceSeconds((startsAt - t.clock.now().getTime()) / 1000 - 23 * 3600);
        expect(await t.app.reminders.scan()).toBe(1);
        await t.app.runDueJobs();
      }
      await t.smsSettled();
    } finally {
      await dismissTeam();
    }
    for (const booking of named) {
      const mail = await queued(`reminder:${booking.id}:customer-mail`);
      expectStylistIn(mail, booking);
      expectStylistInCalendar(mail, booking);
      expect((await queued(`reminder:${booking.id}:customer-sms`)).text).toContain(
        smsWhenWithStylist(booking),
      );
    }
    expectNoStylist(await queued(`reminder:${plain.id}:customer-mail`), plain.reference);
    expect((await queued(`reminder:${plain.id}:customer-sms`)).text).toBe(
      smsMessages.reminder(plain.reference, smsWhen(plain), MANAGE_URL),
    );
  });
});

describe('an English SMS', () => {
  it('stays one SMS: a name too long for it is left to the mail', async () => {
    const booking = await book(t, 'en');
    await t.smsSettled();
    try {
      const long = await withStylist(booking, 'Nimali Wickramasinghe-Jayasuriya Perera');
      const cancelled = await t.app.inject({
        method: 'PATCH',
        url: `/api/appointments/${long.id}/cancel`,
        headers: long.owner.auth,
      });
      expect(cancelled.statusCode).toBe(200);
      await t.smsSettled();
      const sms = await queued(`status:${long.id}:cancelled:%:customer-sms`);
      expect(sms.text).toBe(
        smsMessages.cancelledByCustomer(long.reference, smsWhen(long), 'LKR 1,000', true),
      );
      expectStylistIn(await queued(`status:${long.id}:cancelled:%:customer-mail`), long);
    } finally {
      await dismissTeam();
    }
  });
});
