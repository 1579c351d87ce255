import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, pendingRegistrations, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, bookThroughApi, customerWithCart } from '../../test/booking-builders.ts';
import { codeFromMail, nextClientAddress, registrationBody } from '../../test/builders.ts';
import { eventually } from '../../test/eventually.ts';
import { notifyLkThrough, startSmsGatewayFake } from '../../test/sms-gateway-fake.ts';
import type { SmsGatewayFake } from '../../test/sms-gateway-fake.ts';

const HOUR = 3600;

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

const storedLanguage = async (email: string) =>
  (await t.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language;
// Registration makes no account until its code is entered (docs/decisions/0022-pending-registrations.md).
const pendingLanguage = async (email: string) =>
  (
    await t.db
      .select({ language: pendingRegistrations.language })
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, email))
  )[0]?.language;

function register(cookie: string | undefined) {
  const body = registrationBody();
  return t.app
    .inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
      headers: cookie ? { cookie } : {},
      remoteAddress: nextClientAddress(),
    })
    .then((response) => ({ response, body }));
}

const chooseLanguage = (language: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: '/api/users/language', headers, payload: { language } });

/** 'Friday, 4 December 2026' as the customer's language writes it, the way the mails do. */
const longDate = (locale: string, date: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** '14:30' as Tamil reads the salon's 12-hour clock: '2:30 PM', never Intl's 24-hour ta-LK default. */
const tamilTime = (time: string) =>
  new Intl.DateTimeFormat('ta-LK', {
    hour: 'numeric',
    minute: '2-digit',
    // Noon is 12:00 PM; `hour12: true` would give Tamil's 0-11 cycle, '0:00 PM'.
    hourCycle: 'h12',
    timeZone: 'UTC',
  }).format(new Date(`2000-01-01T${time.slice(0, 5)}:00Z`));

let bookings = 0;
async function bookedInTamil(days = 3) {
  const owner = await customerWithCart(t);
  expect((await chooseLanguage('ta', owner.auth)).statusCode).toBe(204);
  const date = bookableDate(t, days);
  const at = `${String(9 + (bookings++ % 9)).padStart(2, '0')}:00`;
  const response = await bookThroughApi(t, owner, date, at);
  expect(response.statusCode, response.body).toBe(201);
  const id = (response.json().data.appointment as { _id: string })._id;
  const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
  return { owner, row: row!, startsAt: Date.parse(`${date}T${at}:00+05:30`) };
}

describe('the language of a new account', () => {
  it('is the salon_lang cookie of the registration, and its verification mail speaks it', async () => {
    const { response, body } = await register('theme=dark; salon_lang=si');
    expect(response.statusCode).toBe(201);
    expect(await pendingLanguage(body.email)).toBe('si');

    const mail = await t.smtp.waitForMail(body.email);
    const code = codeFromMail(mail.text);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe('ඔබේ Salon තහවුරු කිරීමේ කේතය');
    expect(mail.text).toContain(`ආයුබෝවන් ${body.name},`);
    expect(mail.text).not.toContain('Hello');
    expect(mail.html).toContain('<html lang="si">');
    expect(mail.html).toContain('ඔබේ ඊමේල් ලිපිනය තහවුරු කරන්න');

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { userId: response.json().userId, otp: code },
    });
    expect(verified.statusCode).toBe(200);
    expect(await storedLanguage(body.email)).toBe('si');
  });

  it.each([
    ['no cookie', undefined],
    ['an unknown language', 'salon_lang=fr'],
  ])('is English with %s, and the mail is the English one', async (_case, cookie) => {
    const { response, body } = await register(cookie);
    expect(response.statusCode).toBe(201);
    expect(await pendingLanguage(body.email)).toBe('en');
    const mail = await t.smtp.waitForMail(body.email);
    expect(mail.subject).toBe('Your Salon verification code');
    expect(mail.html).toContain('<html><body');
  });
});

describe('PUT /api/users/language', () => {
  it('stores the signed-in customer’s new language and answers 204 with no body', async () => {
    const { owner } = { owner: await customerWithCart(t) };
    expect(await storedLanguage(owner.email)).toBe('en');
    const answer = await chooseLanguage('ta', owner.auth);
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    expect(await storedLanguage(owner.email)).toBe('ta');
  });

  it('refuses an unknown language with 400 and changes nothing', async () => {
    const owner = await customerWithCart(t);
    expect((await chooseLanguage('si', owner.auth)).statusCode).toBe(204);
    for (const language of ['fr', '', 42, null]) {
      const answer = await chooseLanguage(language, owner.auth);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        status: 'error',
        message: 'Choose one of the languages: en, si, ta',
      });
    }
    expect(await storedLanguage(owner.email)).toBe('si');
  });

  it('answers 401 without a session and changes nobody', async () => {
    const owner = await customerWithCart(t);
    const answer = await chooseLanguage('ta');
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ status: 'error' });
    expect(await storedLanguage(owner.email)).toBe('en');
  });
});

describe('a customer’s appointment messages', () => {
  it('is confirmed by a Tamil mail and a Tamil SMS', async () => {
    const { owner, row } = await bookedInTamil();
    const mail = await eventually(
      () => t.smtp.mails.find((m) => m.to === owner.email && m.text.includes(row.reference)),
      'the confirmation mail',
    );
    const when = `${longDate('ta-LK', row.date)}, ${tamilTime(row.startTime)}–${tamilTime(row.endTime)}`;
    expect(mail.subject).toBe(`${when} அன்று உங்கள் Salon சந்திப்பு உறுதிப்படுத்தலுக்காகக் காத்திருக்கிறது`);
    expect(mail.text).toContain(`வணக்கம் ${owner.name},`);
    expect(mail.text).toContain(
      `${when} (கொழும்பு நேரம்) அன்றைய உங்கள் சந்திப்பு ${row.reference} உறுதிப்படுத்தலுக்காகக் காத்திருக்கிறது`,
    );
    // The booking fee in rupees as Tamil writes them (Intl's ta-LK, with a no-break space).
    expect(mail.text).toContain(`முன்பதிவுக் கட்டணம் Rs.\u00a0${row.appointmentFeeLkr.toLocaleString('en-US')}`);
    expect(mail.text).not.toMatch(/Hello|Services:|LKR/);
    const ics = mail.attachments.find((attachment) => attachment.filename === 'appointment.ics');
    expect(ics!.content.toString()).toContain(`SUMMARY:Salon சந்திப்பு ${row.reference}`);

    const [sms] = await eventually(() => {
      const found = gateway.requests.filter((request) => request.fields.message?.includes(row.reference));
      return found.length > 0 ? found : undefined;
    }, 'the confirmation SMS');
    expect(sms!.fields.message).toMatch(
      new RegExp(`^Salon: உங்கள் முன்பதிவு ${row.reference} .+, ${tamilTime(row.startTime)} அன்று\\. நிர்வகிக்க: `),
    );
    expect(sms!.fields.type).toBe('unicode');
  });

  it('is cancelled in Sinhala, SMS and mail, once the customer switched to Sinhala', async () => {
    const { owner, row } = await bookedInTamil();
    expect((await chooseLanguage('si', owner.auth)).statusCode).toBe(204);
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${row.id}/cancel`,
      headers: owner.auth,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const sms = await eventually(
      () =>
        gateway.requests.find(
          (request) =>
            request.fields.message?.includes(row.reference) && request.fields.message.includes('අවලංගු'),
        ),
      'the cancellation SMS',
    );
    expect(sms.fields.message).toMatch(
      new RegExp(`^Salon: .+ ඔබේ වෙන්කිරීම ${row.reference} ඔබ අවලංගු කළා\\. රු\\.\\s[\\d,]+ ගාස්තුව `),
    );
    const mail = await eventually(
      () => t.smtp.mails.find((m) => m.to === owner.email && m.subject.includes('අවලංගු කර ඇත')),
      'the cancellation mail',
    );
    expect(mail.text).toContain(`${row.reference} ඔබ අවලංගු කළා.`);
  });

  it('is reminded in Tamil 24 hours ahead', async () => {
    const { owner, row, startsAt } = await bookedInTamil(4);
    t.clock.advanceSeconds((startsAt - t.clock.now().getTime()) / 1000 - 23 * HOUR);
    await t.app.reminders.scan();
    await t.app.runDueJobs();
    // The reminder's mail goes through the message outbox (docs/decisions/0021-durable-messages.md).
    await t.smsSettled();
    const when = `${longDate('ta-LK', row.date)}, ${tamilTime(row.startTime)}–${tamilTime(row.endTime)}`;
    // Mail and text leave separately: the mail is waited for, not assumed sent with the text.
    const reminder = await eventually(
      () =>
        t.smtp.mails.find(
          (mail) =>
            mail.to === owner.email && mail.subject === `நினைவூட்டல்: ${when} அன்று உங்கள் Salon சந்திப்பு`,
        ),
      'the reminder mail',
    );
    expect(reminder!.text).toContain(
      `நினைவூட்டல்: உங்கள் சந்திப்பு ${row.reference} ${when} (கொழும்பு நேரம்) அன்று உள்ளது.`,
    );
    expect(reminder!.html).toContain('விரைவில் சந்திப்போம்');
  });
});
