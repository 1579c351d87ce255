import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sinhalaCalendarWords, type Language } from '@salon/contracts';
import { appointments, users } from '../db/schema/index.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { bookableDate, bookThroughApi, customerWithCart } from '../test/booking-builders.ts';
import { notifyLkThrough, startSmsGatewayFake } from '../test/sms-gateway-fake.ts';
import type { SmsGatewayFake } from '../test/sms-gateway-fake.ts';
import { sendAppointmentSmsInBackground } from '../modules/notifications/appointment-sms.ts';
import { toSriLankaMobileE164 } from '../phone/sri-lanka-phone.ts';
import type { SmsMessage } from './sms-sender.ts';
import { eventually } from '../test/eventually.ts';

const HOUR = 3600;
const MANAGE_URL = 'http://salon.test/profile/appointments';
/** '14:00' on the 12-hour clock every message reads (docs/product.md#2.2): '2:00 PM'. */
const englishTime = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
};

let bookings = 0;
/** A paid booking; each at an hour of its own so the chairs of one slot never run out. */
async function booked(app: TestApp, days = 3, language: Language = 'en') {
  const owner = await customerWithCart(app);
  await app.db.update(users).set({ language }).where(eq(users.email, owner.email));
  const date = bookableDate(app, days);
  const at = `${String(9 + (bookings++ % 9)).padStart(2, '0')}:00`;
  const response = await bookThroughApi(app, owner, date, at);
  expect(response.statusCode, response.body).toBe(201);
  const id = (response.json().data.appointment as { _id: string })._id;
  const [row] = await app.db.select().from(appointments).where(eq(appointments.id, id));
  return { owner, id, row: row!, startsAt: Date.parse(`${date}T${at}:00+05:30`) };
}

const smsAbout = (gateway: SmsGatewayFake, reference: string, field: string) =>
  gateway.requests.filter((request) => request.fields[field]?.includes(reference));

/** The SMS requests about `reference`, once the first has reached the gateway. */
const smsArrivedAbout = (gateway: SmsGatewayFake, reference: string, what: string) =>
  eventually(() => {
    const found = smsAbout(gateway, reference, 'message');
    return found.length > 0 ? found : undefined;
  }, what);

const confirmationMail = (app: TestApp, email: string) =>
  app.smtp.mails.find((mail) => mail.to === email && mail.subject.startsWith('Your Salon appointment'));

describe('the phone number an SMS goes to', () => {
  it.each([
    ['0771234567', '+94771234567'],
    ['077 123 4567', '+94771234567'],
    ['+94 77 123 4567', '+94771234567'],
    ['94771234567', '+94771234567'],
    ['0094-77-123-4567', '+94771234567'],
  ])('reads %s as %s', (typed, e164) => {
    expect(toSriLankaMobileE164(typed)).toBe(e164);
  });

  it.each(['', null, undefined, '0112345678', '077123456', '07712345678', '+44 7700 900123', 'phone'])(
    'finds no mobile number in %j',
    (typed) => {
      expect(toSriLankaMobileE164(typed)).toBeUndefined();
    },
  );
});

describe('an appointment SMS in the background', () => {
  const appointment = { reference: 'SAL-TEST01', date: '2026-12-02', startTime: '10:00' };

  it('is not sent, only noted at debug, to a customer without a mobile number', async () => {
    const sent: SmsMessage[] = [];
    const debug: string[] = [];
    const errors: string[] = [];
    for (const phone of [null, '', '0112345678']) {
      await sendAppointmentSmsInBackground(
        {
          sms: { mode: 'test', send: async (message) => void sent.push(message) },
          logDebug: (_entry, message) => debug.push(message),
          logError: (_error, message) => errors.push(message),
        },
        'bookingConfirmed',
        appointment,
        phone,
        'https://salon.lk',
      );
    }
    expect(sent).toEqual([]);
    expect(debug).toHaveLength(3);
    expect(errors).toEqual([]);
  });

  it('logs a failed send instead of throwing it', async () => {
    const errors: string[] = [];
    await expect(
      sendAppointmentSmsInBackground(
        {
          sms: { mode: 'test', send: () => Promise.reject(new Error('gateway down')) },
          logDebug: () => {},
          logError: (_error, message) => errors.push(message),
        },
        'reminder',
        appointment,
        '0771234567',
        'https://salon.lk',
      ),
    ).resolves.toBeUndefined();
    expect(errors).toEqual(['reminder sms failed']);
  });

  it('says the reference, day and time in under 160 characters', async () => {
    const sent: SmsMessage[] = [];
    await sendAppointmentSmsInBackground(
      {
        sms: { mode: 'test', send: async (message) => void sent.push(message) },
        logDebug: () => {},
        logError: () => {},
      },
      'bookingConfirmed',
      appointment,
      '0771234567',
      'https://salon.lk',
    );
    expect(sent).toEqual([
      {
        to: '+94771234567',
        text: 'Salon: your booking SAL-TEST01 is on Wed 2 Dec 2026 at 10:00 AM. Manage it at https://salon.lk/profile/appointments',
        logSummary: 'bookingConfirmed SAL-TEST01',
      },
    ]);
    expect(sent[0]!.text.length).toBeLessThan(160);
  });
});

describe('SMS through Notify.lk', () => {
  let gateway: SmsGatewayFake;
  let t: TestApp;
  beforeAll(async () => {
    gateway = await startSmsGatewayFake();
    t = await buildTestApp(notifyLkThrough(gateway.url));
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('sends the booking confirmation once, to the E.164 number, with the reference and the link', async () => {
    const { owner, row } = await booked(t);
    const [request] = await smsArrivedAbout(gateway, row.reference, 'the confirmation SMS');
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/send');
    expect(request!.fields).toMatchObject({
      user_id: '4242',
      api_key: 'notify-key',
      sender_id: 'SalonLK',
      to: `94${owner.phone.slice(1)}`,
    });
    expect(request!.fields.message).toMatch(
      new RegExp(
        `^Salon: your booking ${row.reference} is on \\w{3} \\d{1,2} \\w{3} \\d{4} at ${englishTime(row.startTime)}\\.`,
      ),
    );
    expect(request!.fields.message).toContain(`Manage it at ${MANAGE_URL}`);
    expect(request!.fields.message!.length).toBeLessThanOrEqual(160);
    await eventually(() => confirmationMail(t, owner.email), 'the confirmation mail');
    await t.smsSettled();
    expect(smsAbout(gateway, row.reference, 'message')).toHaveLength(1);
  });

  it.each([
    ['a failure in its answer', { status: 200, body: { status: 'error', errors: 'Invalid API key' } }],
    ['an HTTP error', { status: 503, body: { message: 'down' } }],
  ])('still books and still mails when the gateway answers %s', async (_case, failure) => {
    gateway.answerFailure(failure);
    try {
      const { owner, row } = await booked(t);
      await smsArrivedAbout(gateway, row.reference, 'the refused SMS');
      const mail = await eventually(() => confirmationMail(t, owner.email), 'the confirmation mail');
      expect(mail.text).toContain(row.reference);
      const [stored] = await t.db.select().from(appointments).where(eq(appointments.id, row.id));
      expect(stored!.reference).toBe(row.reference);
    } finally {
      gateway.answerFailure(undefined);
    }
  });
});

describe('SMS through Text.lk', () => {
  let gateway: SmsGatewayFake;
  let t: TestApp;
  beforeAll(async () => {
    gateway = await startSmsGatewayFake();
    t = await buildTestApp({
      SMS_PROVIDER: 'textlk',
      TEXTLK_API_TOKEN: 'text-token',
      TEXTLK_SENDER_ID: 'SalonLK',
      SMS_API_BASE: gateway.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  const scanAndWork = async () => {
    const due = await t.app.reminders.scan();
    await t.app.runDueJobs();
    return due;
  };

  it('sends the confirmation as Text.lk asks: bearer token and JSON', async () => {
    const { owner, row } = await booked(t, 10);
    const [request] = await smsArrivedAbout(gateway, row.reference, 'the confirmation SMS');
    expect(request!.path).toBe('/sms/send');
    expect(request!.headers.authorization).toBe('Bearer text-token');
    expect(request!.fields).toMatchObject({
      recipient: `94${owner.phone.slice(1)}`,
      sender_id: 'SalonLK',
      type: 'plain',
    });
    expect(request!.fields.message).toContain(`Salon: your booking ${row.reference}`);
  });

  it('sends a Sinhala text with the same documented type: Text.lk encodes it as Unicode itself', async () => {
    const { row } = await booked(t, 11, 'si');
    const [request] = await smsArrivedAbout(gateway, row.reference, 'the Sinhala confirmation SMS');
    // Text.lk's API has one type for text messages, `plain`; it chooses GSM-7 or UTF-16 from the characters.
    expect(request!.fields.type).toBe('plain');
    expect(request!.fields.message).toMatch(new RegExp(`^Salon: ඔබේ වෙන්කිරීම ${row.reference} ඇත්තේ `));
    // The month as people write it today, as the screens show it.
    const month = new Date(`${row.date}T00:00:00Z`).toLocaleString('en-US', {
      month: 'long',
      timeZone: 'UTC',
    });
    expect(request!.fields.message).toContain(`${sinhalaCalendarWords[month]} `);
  });

  it('sends one reminder SMS per due appointment, and none on a second run', async () => {
    const { owner, row, startsAt } = await booked(t, 3);
    await smsArrivedAbout(gateway, row.reference, 'the confirmation SMS');
    t.clock.advanceSeconds((startsAt - t.clock.now().getTime()) / 1000 - (24 - 1 / 60) * HOUR);
    expect(await scanAndWork()).toBe(1);
    const reminders = () =>
      smsAbout(gateway, row.reference, 'message').filter((request) =>
        request.fields.message!.startsWith('Salon reminder:'),
      );
    const [reminder] = await eventually(
      () => (reminders().length > 0 ? reminders() : undefined),
      'the reminder SMS',
    );
    expect(reminder!.fields.recipient).toBe(`94${owner.phone.slice(1)}`);
    expect(reminder!.fields.message).toContain(`Manage it at ${MANAGE_URL}`);
    expect(reminder!.fields.message!.length).toBeLessThanOrEqual(160);
    // The reminder's mail and SMS are separate messages of the outbox: wait for both.
    await t.smsSettled();
    expect(
      t.smtp.mails.filter((mail) => mail.to === owner.email && mail.subject.startsWith('Reminder:')),
    ).toHaveLength(1);

    expect(await scanAndWork()).toBe(0);
    expect(await t.app.reminders.send(row.id)).toBe(false);
    await t.smsSettled();
    expect(reminders()).toHaveLength(1);
  });

  it('a refused reminder SMS neither undoes nor repeats the reminder mail', async () => {
    const { owner, row, startsAt } = await booked(t, 3);
    t.clock.advanceSeconds((startsAt - t.clock.now().getTime()) / 1000 - (24 - 1 / 60) * HOUR);
    gateway.answerFailure({ status: 401, body: { status: 'error', message: 'Unauthenticated.' } });
    try {
      const reminderMails = () =>
        t.smtp.mails.filter((mail) => mail.to === owner.email && mail.subject.startsWith('Reminder:'));
      expect(await t.app.reminders.send(row.id)).toBe(true);
      await eventually(
        () =>
          smsAbout(gateway, row.reference, 'message').some((request) =>
            request.fields.message!.startsWith('Salon reminder:'),
          ) || undefined,
        'the refused reminder SMS',
      );
      // The booking's own confirmation may still be arriving: wait for the reminder by its subject.
      await eventually(() => reminderMails().length > 0 || undefined, 'the reminder mail');
      const [stored] = await t.db.select().from(appointments).where(eq(appointments.id, row.id));
      expect(stored!.reminderSentAt).not.toBeNull();
      expect(await scanAndWork()).toBe(0);
      expect(reminderMails()).toHaveLength(1);
    } finally {
      gateway.answerFailure(undefined);
    }
  });
});

describe('SMS without a gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('writes each SMS as a file in DATA_DIR/sms-outbox', async () => {
    const { owner, row } = await booked(t);
    const outbox = path.join(t.dataDir, 'sms-outbox');
    const file = await eventually(() => {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
      return files.find((name) => fs.readFileSync(path.join(outbox, name), 'utf8').includes(row.reference));
    }, 'the outbox file');
    const sms = JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as { to: string; text: string };
    expect(sms.to).toBe(`+94${owner.phone.slice(1)}`);
    expect(sms.text).toContain(`Salon: your booking ${row.reference}`);
    expect(sms.text).toContain(MANAGE_URL);
  });
});
