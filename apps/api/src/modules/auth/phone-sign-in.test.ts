import {
  phoneConfirmationMessages,
  phoneSignInMessages as m,
  profileMessages,
  successMessages,
} from '@salon/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageDeliveries, phoneSignInCodes, sessions, users } from '../../db/schema/index.ts';
import { queueMessages } from '../../jobs/message-outbox.ts';
import { createMailer } from '../../mail/mailer.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, bookThroughApi } from '../../test/booking-builders.ts';
import {
  confirmPhoneInDatabase,
  createService,
  nextClientAddress,
  signedInCustomer,
} from '../../test/builders.ts';
import { eventually } from '../../test/eventually.ts';
import { notifyLkThrough, startSmsGatewayFake } from '../../test/sms-gateway-fake.ts';
import type { SmsGatewayFake } from '../../test/sms-gateway-fake.ts';

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

let numbersUsed = 0;
/** A mobile number no other test texts, so one test's per-number limits never touch another. */
const ownNumber = () => `077${String(5_000_000 + numbersUsed++).padStart(7, '0')}`;
const gatewayForm = (local: string) => `94${local.slice(1)}`;
const spaced = (local: string) => `+94 ${local.slice(1, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;

const textsTo = (phone: string) =>
  gateway.requests.filter((request) => request.fields.to === gatewayForm(phone));

/** The code of the newest text the gateway got for `phone`. */
const textedCode = (phone: string) =>
  /\b(\d{6})\b/.exec(textsTo(phone).at(-1)?.fields.message ?? '')?.[1] ?? '';

/** Any other code of six digits than `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const start = (phone: string, client = nextClientAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/phone/start', payload: { phone }, remoteAddress: client });

const verify = (body: { phone: string; code: string; name?: string }, client = nextClientAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/phone/verify', payload: body, remoteAddress: client });

/** Texts a code to the number and answers it. */
async function codeFor(phone: string) {
  const started = await start(phone);
  expect(started.statusCode, started.body).toBe(200);
  return textedCode(phone);
}

const accountsWithPhone = (phone: string) => t.db.select().from(users).where(eq(users.phone, phone));

/** Moves the test clock past the one-minute wait between two codes for a number. */
const pastCooldown = () => t.clock.advanceSeconds(61);

/** A new account made by mobile number, signed in. */
async function phoneOnlyCustomer(name = 'Nadeesha Perera') {
  const phone = ownNumber();
  const response = await verify({ phone, code: await codeFor(phone), name });
  expect(response.statusCode, response.body).toBe(200);
  return { phone, token: response.json().token as string, user: response.json().data.user };
}

describe('POST /api/auth/phone/start', () => {
  it('texts a 6-digit code to the number as typed, stores only its hash, and answers the same for any number', async () => {
    const phone = ownNumber();
    const answer = await start(spaced(phone));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ status: 'success', message: m.codeSent });
    expect(textsTo(phone)).toHaveLength(1);
    expect(textsTo(phone)[0]!.fields.message).toMatch(/^Salon: your sign-in code is \d{6}\. /);
    const [row] = await t.db.select().from(phoneSignInCodes).where(eq(phoneSignInCodes.phone, phone));
    expect(row!.codeHash).not.toContain(textedCode(phone));
    expect(row!.expiresAt.getTime() - row!.sentAt.getTime()).toBe(10 * 60_000);
  });

  it('answers a number with an account exactly as one without (status, body, a text sent)', async () => {
    const known = await phoneOnlyCustomer();
    await pastCooldown();
    const unknown = ownNumber();
    const emailAccountNumber = ownNumber();
    await signedInCustomer(t, { phone: emailAccountNumber });
    const answers = await Promise.all([start(known.phone), start(unknown), start(emailAccountNumber)]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[1]!.body);
      expect(answer.headers['content-type']).toBe(answers[1]!.headers['content-type']);
    }
    expect(textsTo(unknown)).toHaveLength(1);
    expect(textsTo(emailAccountNumber)).toHaveLength(1);
  });

  it('refuses a landline or nonsense with a clear 400 and texts nothing', async () => {
    const before = gateway.requests.length;
    for (const phone of ['0112345678', '12345', 'phone']) {
      const answer = await start(phone);
      expect(answer.statusCode, phone).toBe(400);
      expect(answer.json().message).toBe(m.notMobile);
    }
    expect(gateway.requests.length).toBe(before);
  });

  it('sends one code a minute and 5 a day to a number, whoever asks', async () => {
    const phone = ownNumber();
    expect((await start(phone)).statusCode).toBe(200);
    const tooSoon = await start(phone);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(m.tooSoon);
    for (let sent = 1; sent < 5; sent++) {
      await pastCooldown();
      expect((await start(phone)).statusCode).toBe(200);
    }
    await pastCooldown();
    const daily = await start(phone);
    expect(daily.statusCode).toBe(429);
    expect(daily.json().message).toBe(m.numberDailyLimit);
    expect(textsTo(phone)).toHaveLength(5);
  });

  it('does not count a code the gateway refused', async () => {
    const phone = ownNumber();
    gateway.answerFailure({ status: 503, body: { message: 'down' } });
    try {
      const refused = await start(phone);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ message: m.sendFailed, code: 'SMS_NOT_SENT' });
    } finally {
      gateway.answerFailure(undefined);
    }
    expect((await start(phone)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/phone/verify', () => {
  it('makes a new account for a new number: name asked first, no e-mail, phone confirmed, signed in', async () => {
    const phone = ownNumber();
    const code = await codeFor(phone);
    const nameless = await verify({ phone, code });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({ message: m.nameRequired, code: 'NAME_REQUIRED' });
    expect(await accountsWithPhone(phone)).toHaveLength(0);

    const made = await verify({ phone: spaced(phone), code, name: 'Nadeesha Perera' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({
      status: 'success',
      message: m.accountCreated,
      data: { user: { name: 'Nadeesha Perera', email: null, phone, phoneConfirmed: true, isVerified: true } },
    });
    const [stored] = await accountsWithPhone(phone);
    expect(stored!.email).toBeNull();
    expect(stored!.passwordHash).toBeNull();
    expect(stored!.phoneConfirmedAt).not.toBeNull();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${made.json().token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user._id).toBe(stored!.id);
    // The code is spent: it cannot sign in a second time.
    const again = await verify({ phone, code, name: 'Someone Else' });
    expect(again.statusCode).toBe(400);
    expect(await accountsWithPhone(phone)).toHaveLength(1);
  });

  it('signs in to the account whose confirmed phone is the number, with the e-mail login answer', async () => {
    const owner = await phoneOnlyCustomer('Kasun Silva');
    await pastCooldown();
    const answer = await verify({ phone: owner.phone, code: await codeFor(owner.phone), name: 'Ignored' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(Object.keys(answer.json()).sort()).toEqual(['data', 'message', 'status', 'token']);
    expect(answer.json()).toMatchObject({
      message: successMessages.login,
      data: { user: { _id: owner.user._id, name: 'Kasun Silva' } },
    });
    expect(await accountsWithPhone(owner.phone)).toHaveLength(1);
  });

  it('signs in to an e-mail account once it confirmed its phone', async () => {
    const phone = ownNumber();
    const customer = await signedInCustomer(t, { phone });
    await confirmPhoneInDatabase(t, customer.userId);
    const answer = await verify({ phone, code: await codeFor(phone) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.user).toMatchObject({ _id: customer.userId, email: customer.email });
  });

  it('never signs in to an e-mail account whose phone is not confirmed: the code holder gets an account of their own', async () => {
    const phone = ownNumber();
    const victim = await signedInCustomer(t, { phone });
    const code = await codeFor(phone);
    const nameless = await verify({ phone, code });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().code).toBe('NAME_REQUIRED');
    const made = await verify({ phone, code, name: 'Holder Of The Phone' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.user._id).not.toBe(victim.userId);
    expect(made.json().data.user.email).toBeNull();
    const victimSessions = await t.db.select().from(sessions).where(eq(sessions.userId, victim.userId));
    expect(victimSessions).toHaveLength(1);
    const [victimRow] = await t.db.select().from(users).where(eq(users.id, victim.userId));
    expect(victimRow!.phoneConfirmedAt).toBeNull();
    // The e-mail account can no longer confirm that number: one confirmed number, one account.
    await t.app.inject({ method: 'POST', url: '/api/users/phone/send-code', headers: victim.auth });
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/users/phone/confirm',
      headers: victim.auth,
      payload: { code: textedCode(phone) },
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe(phoneConfirmationMessages.numberTaken);
  });

  it('takes 5 wrong codes, then refuses even the right one until a new code is sent', async () => {
    const phone = ownNumber();
    const code = await codeFor(phone);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await verify({ phone, code: otherCode(code), name: 'Guesser' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(m.codeInvalid);
    }
    const locked = await verify({ phone, code, name: 'Guesser' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(m.attemptsExhausted);
    expect(await accountsWithPhone(phone)).toHaveLength(0);
    await pastCooldown();
    const fresh = await verify({ phone, code: await codeFor(phone), name: 'Guesser' });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses an expired code and a number that was never sent one', async () => {
    const phone = ownNumber();
    const code = await codeFor(phone);
    t.clock.advanceSeconds(10 * 60 + 1);
    const expired = await verify({ phone, code, name: 'Late' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(m.codeExpired);
    const never = await verify({ phone: ownNumber(), code: '123456', name: 'Nobody' });
    expect(never.statusCode).toBe(400);
    expect(never.json().message).toBe(m.noCode);
    expect(await accountsWithPhone(phone)).toHaveLength(0);
  });

  it('refuses malformed bodies with a 400 and changes nothing', async () => {
    for (const payload of [
      {},
      { phone: '0771234567' },
      { phone: 'x', code: '123456' },
      { phone: '0771234567', code: '12' },
    ]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/phone/verify',
        payload,
        remoteAddress: nextClientAddress(),
      });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('an account without an e-mail address', () => {
  it('is never mailed: its booking reaches it by text, and only the salon gets mail', async () => {
    const customer = await phoneOnlyCustomer('Text Only');
    const auth = { authorization: `Bearer ${customer.token}` };
    const service = await createService(t, { title: 'Phone-only cut', durationMinutes: 30, priceLkr: 3000 });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add-cart',
      headers: auth,
      payload: { serviceId: service.id },
    });
    expect(added.statusCode, added.body).toBe(200);
    const mailsBefore = t.smtp.mails.length;
    const booked = await bookThroughApi(
      t,
      { auth } as Parameters<typeof bookThroughApi>[1],
      bookableDate(t),
      '10:00',
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const reference = booked.json().data.appointment.appointmentId as string;
    await t.smsSettled();
    await eventually(
      () => textsTo(customer.phone).find((text) => text.fields.message?.includes(reference)),
      'the booking text',
    );
    const mails = t.smtp.mails.slice(mailsBefore);
    expect(mails.every((mail) => mail.to && !mail.to.includes('null'))).toBe(true);
    expect(mails.some((mail) => mail.subject.startsWith('Your Salon appointment'))).toBe(false);
    const queued = await t.db.select().from(messageDeliveries);
    expect(queued.every((row) => row.recipient !== null && row.recipient !== 'null')).toBe(true);
  });

  it('the mailer and the outbox drop a mail with no address instead of sending it', async () => {
    const logged: string[] = [];
    const mailer = createMailer({
      smtpUrl: t.smtp.url,
      from: 'salon@example.lk',
      outboxDir: t.dataDir,
      log: (_e, message) => logged.push(message),
    });
    const before = t.smtp.mails.length;
    await mailer.send({ to: null, subject: 'Nowhere', text: 'x', html: 'x', logSummary: 'test' });
    mailer.close();
    expect(logged).toEqual(['mail skipped: the account has no e-mail address']);
    await queueMessages(t.db, [
      {
        key: 'no-address-test',
        channel: 'mail',
        message: { to: null, subject: 'Nowhere', text: 'x', html: 'x', logSummary: 'test' },
      },
    ]);
    const rows = await t.db
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.messageKey, 'no-address-test'));
    expect(rows).toHaveLength(0);
    expect(t.smtp.mails.length).toBe(before);
  });

  it('keeps its sign-in number: the profile refuses to change or remove it, and saves the rest', async () => {
    const customer = await phoneOnlyCustomer('Keeps Number');
    const auth = { authorization: `Bearer ${customer.token}` };
    const put = (phone: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: auth,
        payload: { name: 'Keeps Number', phone, address: '5 Lake Drive', city: 'Kandy' },
      });
    for (const phone of [ownNumber(), null]) {
      const refused = await put(phone);
      expect(refused.statusCode, String(phone)).toBe(400);
      expect(refused.json().message).toBe(profileMessages.signInPhoneLocked);
    }
    const [unchanged] = await accountsWithPhone(customer.phone);
    expect(unchanged!.phoneConfirmedAt).not.toBeNull();
    const saved = await put(
      `${customer.phone.slice(0, 3)} ${customer.phone.slice(3, 6)} ${customer.phone.slice(6)}`,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.user).toMatchObject({
      city: 'Kandy',
      phone: customer.phone,
      phoneConfirmed: true,
    });
  });

  it('the database keeps one confirmed number to one account', async () => {
    const first = await phoneOnlyCustomer();
    const second = await signedInCustomer(t, { phone: first.phone });
    await expect(confirmPhoneInDatabase(t, second.userId)).rejects.toThrow();
    await expect(
      t.db.insert(users).values({ name: 'No contact', email: null, isVerified: true }),
    ).rejects.toThrow();
  });
});
