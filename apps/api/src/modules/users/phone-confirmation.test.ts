import { phoneConfirmationMessages as m } from '@salon/contracts';
import { eq } from 'drizzle-orm';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneConfirmationCodes, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { signedInCustomer } from '../../test/builders.ts';
import { notifyLkThrough, startSmsGatewayFake } from '../../test/sms-gateway-fake.ts';
import type { SmsGatewayFake } from '../../test/sms-gateway-fake.ts';
import { phoneCodeSms } from '../notifications/phone-code-sms.ts';
import { createSmsSender } from '../../sms/sms-sender.ts';

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
/** A mobile number no other test texts, so the per-number limit of one test never touches another. */
const ownNumber = () => `077${String(3_000_000 + numbersUsed++).padStart(7, '0')}`;
const gatewayForm = (local: string) => `94${local.slice(1)}`;

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

/** Registration asks for a phone; an account without one has taken it off its profile. */
async function customerWithPhone(phone: string | null = ownNumber()) {
  const customer = await signedInCustomer(t, { phone: phone ?? ownNumber() });
  if (phone === null) await t.db.update(users).set({ phone: null }).where(eq(users.id, customer.userId));
  return customer;
}

const sendCode = (customer: Customer) =>
  t.app.inject({ method: 'POST', url: '/api/users/phone/send-code', headers: customer.auth });

const confirm = (customer: Customer, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/phone/confirm',
    headers: customer.auth,
    payload: { code },
  });

/** The code of the newest text the gateway got for `phone`. */
function textedCode(phone: string) {
  const texts = gateway.requests.filter((request) => request.fields.to === gatewayForm(phone));
  const text = texts.at(-1)?.fields.message ?? '';
  return /\b(\d{6})\b/.exec(text)?.[1] ?? '';
}

const textsTo = (phone: string) =>
  gateway.requests.filter((request) => request.fields.to === gatewayForm(phone)).length;

const storedUser = async (id: string) => (await t.db.query.users.findFirst({ where: eq(users.id, id) }))!;

/** Any other code of six digits than `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/users/phone/send-code and /confirm', () => {
  it('texts a code to the profile phone, and the code confirms it (answer, profile and database)', async () => {
    const phone = ownNumber();
    const customer = await customerWithPhone(phone);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: customer.auth });
    expect(me.json().data.user.phoneConfirmed).toBe(false);

    const sent = await sendCode(customer);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ status: 'success', message: m.codeSent });
    expect(textsTo(phone)).toBe(1);
    const [text] = gateway.requests.filter((request) => request.fields.to === gatewayForm(phone));
    expect(text!.fields.message).toMatch(/^Salon: your phone confirmation code is \d{6}\. /);
    // No code is stored in the clear.
    const [row] = await t.db
      .select()
      .from(phoneConfirmationCodes)
      .where(eq(phoneConfirmationCodes.userId, customer.userId));
    expect(row!.codeHash).not.toContain(textedCode(phone));

    const confirmed = await confirm(customer, textedCode(phone));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'success',
      message: m.phoneConfirmed,
      data: { user: { phone, phoneConfirmed: true } },
    });
    expect((await storedUser(customer.userId)).phoneConfirmedAt).toBeInstanceOf(Date);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: customer.auth });
    expect(after.json().data.user.phoneConfirmed).toBe(true);
  });

  it('texts the code in the customer’s language', async () => {
    const phone = ownNumber();
    const customer = await customerWithPhone(phone);
    await t.db.update(users).set({ language: 'si' }).where(eq(users.id, customer.userId));
    expect((await sendCode(customer)).statusCode).toBe(200);
    const [text] = gateway.requests.filter((request) => request.fields.to === gatewayForm(phone));
    expect(text!.fields.message).toMatch(/^Salon: ඔබේ දුරකථන තහවුරු කිරීමේ කේතය \d{6}\./);
    expect(text!.fields.type).toBe('unicode');
  });

  it('never names the code in what the sender logs, in any language', async () => {
    const lines: string[] = [];
    const sender = createSmsSender({
      config: { provider: 'outbox' },
      outboxDir: path.join(t.dataDir, 'sms-outbox'),
      log: (entry, message) => lines.push(JSON.stringify({ ...entry, msg: message })),
    });
    for (const language of ['en', 'si', 'ta'] as const) {
      const sms = phoneCodeSms('+94771234567', '482913', language);
      expect(sms.text).toContain('482913');
      await sender.send(sms);
    }
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).not.toContain('482913');
  });

  it('answers 400 to an account without a phone and 409 once the phone is confirmed, texting nothing', async () => {
    const without = await customerWithPhone(null);
    const before = gateway.requests.length;
    const noPhone = await sendCode(without);
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().message).toBe(m.noPhone);

    const phone = ownNumber();
    const customer = await customerWithPhone(phone);
    await sendCode(customer);
    expect((await confirm(customer, textedCode(phone))).statusCode).toBe(200);
    const again = await sendCode(customer);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyConfirmed);
    expect((await confirm(customer, '123456')).statusCode).toBe(409);
    expect(gateway.requests.length).toBe(before + 1);
  });

  it('answers 429 with Retry-After to a second code within a minute, and sends it after the minute', async () => {
    const phone = ownNumber();
    const customer = await customerWithPhone(phone);
    expect((await sendCode(customer)).statusCode).toBe(200);
    t.clock.advanceSeconds(20);
    const soon = await sendCode(customer);
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ status: 'error', message: m.tooSoon, code: 'RATE_LIMITED' });
    expect(soon.headers['retry-after']).toBe('40');
    expect(textsTo(phone)).toBe(1);

    t.clock.advanceSeconds(41);
    expect((await sendCode(customer)).statusCode).toBe(200);
    expect(textsTo(phone)).toBe(2);
  });

  it('sends one account at most 5 codes a day', async () => {
    const phone = ownNumber();
    const customer = await customerWithPhone(phone);
    for (let i = 0; i < 5; i++) {
      const sent = await sendCode(customer);
      expect(sent.statusCode, sent.body).toBe(200);
      t.clock.advanceSeconds(61);
    }
    const sixth = await sendCode(customer);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(m.accountDailyLimit);
    // The first of the five leaves the day 5 x 61 s after it was sent.
    expect(Number(sixth.headers['retry-after'])).toBe(24 * 3600 - 5 * 61);
    expect(textsTo(phone)).toBe(5);

    t.clock.advanceSeconds(24 * 3600 - 5 * 61);
    expect((await sendCode(customer)).statusCode).toBe(200);
  });

  it('texts one number at most 5 codes a day, however many accounts name it', async () => {
    const phone = ownNumber();
    for (let i = 0; i < 5; i++) {
      const sent = await sendCode(await customerWithPhone(phone));
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const sixth = await sendCode(await customerWithPhone(phone));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(m.phoneDailyLimit);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(textsTo(phone)).toBe(5);
  });

  it('does not count a code the gateway refused', async () => {
    const phone = ownNumber();
    const customer = await customerWithPhone(phone);
    gateway.answerFailure({ status: 503, body: { message: 'down' } });
    try {
      const refused = await sendCode(customer);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ message: m.sendFailed, code: 'SMS_NOT_SENT' });
    } finally {
      gateway.answerFailure(undefined);
    }
    expect((await sendCode(customer)).statusCode).toBe(200);
  });

  it('takes 5 wrong codes, then refuses even the right one until a new code is sent', async () => {
    const phone = ownNumber();
    const customer = await customerWithPhone(phone);
    await sendCode(customer);
    const code = textedCode(phone);
    for (let i = 0; i < 5; i++) {
      const wrong = await confirm(customer, otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(m.codeInvalid);
    }
    const exhausted = await confirm(customer, code);
    expect(exhausted.statusCode).toBe(429);
    expect(exhausted.json().message).toBe(m.attemptsExhausted);
    expect(exhausted.headers['retry-after']).toBeDefined();
    expect((await storedUser(customer.userId)).phoneConfirmedAt).toBeNull();

    t.clock.advanceSeconds(61);
    await sendCode(customer);
    expect((await confirm(customer, textedCode(phone))).statusCode).toBe(200);
  });

  it('refuses a code after its 10 minutes, and a malformed or missing code', async () => {
    const phone = ownNumber();
    const customer = await customerWithPhone(phone);
    expect((await confirm(customer, '123456')).json().message).toBe(m.noCode);
    await sendCode(customer);
    const malformed = await confirm(customer, '12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Please enter a valid 6-digit code');
    t.clock.advanceSeconds(10 * 60 + 1);
    const expired = await confirm(customer, textedCode(phone));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(m.codeExpired);
    expect((await storedUser(customer.userId)).phoneConfirmedAt).toBeNull();
  });

  it('does not let a code sent to the old number confirm a new one', async () => {
    const phone = ownNumber();
    const customer = await customerWithPhone(phone);
    await sendCode(customer);
    const code = textedCode(phone);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: customer.auth,
      payload: { name: customer.name, phone: ownNumber() },
    });
    expect(changed.statusCode).toBe(200);
    const refused = await confirm(customer, code);
    expect(refused.statusCode).toBe(400);
    expect((await storedUser(customer.userId)).phoneConfirmedAt).toBeNull();
  });
});

describe('a changed phone is unconfirmed again', () => {
  async function confirmedCustomer() {
    const phone = ownNumber();
    const customer = await customerWithPhone(phone);
    await sendCode(customer);
    expect((await confirm(customer, textedCode(phone))).statusCode).toBe(200);
    return { customer, phone };
  }

  const putProfile = (customer: Customer, phone: string | null) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: customer.auth,
      payload: { name: customer.name, phone },
    });

  it('stays confirmed when the profile is saved with the same number, in any form', async () => {
    const { customer, phone } = await confirmedCustomer();
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
    const saved = await putProfile(customer, spaced);
    expect(saved.json().data.user.phoneConfirmed).toBe(true);
    expect((await storedUser(customer.userId)).phoneConfirmedAt).not.toBeNull();
  });

  it('through the profile: another number or none', async () => {
    const { customer } = await confirmedCustomer();
    const changed = await putProfile(customer, ownNumber());
    expect(changed.json().data.user.phoneConfirmed).toBe(false);
    expect((await storedUser(customer.userId)).phoneConfirmedAt).toBeNull();

    const second = await confirmedCustomer();
    const removed = await putProfile(second.customer, null);
    expect(removed.json().data.user).toMatchObject({ phone: null, phoneConfirmed: false });
    expect((await storedUser(second.customer.userId)).phoneConfirmedAt).toBeNull();
  });

  it('through any other write of the phone (the database clears it itself)', async () => {
    const { customer } = await confirmedCustomer();
    await t.db.update(users).set({ phone: ownNumber() }).where(eq(users.id, customer.userId));
    expect((await storedUser(customer.userId)).phoneConfirmedAt).toBeNull();
  });

  it('and the database refuses a confirmation without a phone', async () => {
    const without = await customerWithPhone(null);
    await expect(
      t.db.update(users).set({ phoneConfirmedAt: new Date() }).where(eq(users.id, without.userId)),
    ).rejects.toThrow();
  });
});
