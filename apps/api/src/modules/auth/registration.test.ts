import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingRegistrations, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  codeFromMail,
  nextClientAddress,
  registerCustomer,
  registrationBody,
  signedInCustomer,
  signedInUnverified,
} from '../../test/builders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/register', () => {
  it('stores a pending registration, creates no account, mails a 6-digit code and asks for verification', async () => {
    const body = registrationBody();
    const response = await post('/api/auth/register', body);
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ status: 'success', requiresVerification: true });
    expect(answer.token).toBeUndefined();

    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    const pending = await t.db.query.pendingRegistrations.findFirst({
      where: eq(pendingRegistrations.id, answer.userId),
    });
    expect(pending).toMatchObject({ email: body.email, name: body.name, phone: body.phone, attempts: 0 });
    expect(pending!.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await t.smtp.waitForMail(body.email);
    expect(codeFromMail(mail.text)).toMatch(/^\d{6}$/);
    // A subject lands in logs and notification previews: the code stays in the body.
    expect(mail.subject).toBe('Your Salon verification code');
    expect(mail.subject).not.toContain(codeFromMail(mail.text));
    expect(pending!.codeHash).not.toContain(codeFromMail(mail.text));
  });

  it('answers a taken address exactly as a free one, creates nothing and mails the owner', async () => {
    const owner = await signedInCustomer(t);
    const taken = await post(
      '/api/auth/register',
      registrationBody({
        email: owner.email.toUpperCase(),
        password: 'Intruder123',
        confirmPassword: 'Intruder123',
      }),
    );
    const free = await post('/api/auth/register', registrationBody());
    expect(taken.statusCode).toBe(201);
    expect(taken.statusCode).toBe(free.statusCode);
    // Every new account has its own id; apart from it the answers are the same bytes.
    const withoutId = (body: string) => body.replace(/"userId":"[0-9a-f-]{36}"/, '"userId":"…"');
    expect(withoutId(taken.body)).toBe(withoutId(free.body));
    expect(taken.json().userId).not.toBe(owner.userId);

    const notice = await t.smtp.waitForMail(owner.email, 1);
    expect(notice.subject).toBe('Someone tried to register with your e-mail address');
    expect(codeFromMail(notice.text)).toBe('');
    expect(await t.db.select().from(users).where(eq(users.email, owner.email))).toHaveLength(1);
    const ownerLogin = await post('/api/auth/login', { email: owner.email, password: owner.password });
    expect(ownerLogin.statusCode).toBe(200);
    const intruderLogin = await post('/api/auth/login', { email: owner.email, password: 'Intruder123' });
    expect(intruderLogin.statusCode).toBe(401);

    const verifyTaken = await post('/api/auth/verify-email', { userId: taken.json().userId, otp: '123456' });
    expect(verifyTaken.statusCode).toBe(400);
    expect(verifyTaken.json().message).toBe('Invalid verification code');
  });

  it.each([
    [{ password: 'short1A', confirmPassword: 'short1A' }, 'Password must be at least 8 characters'],
    [
      { password: 'nouppercase1', confirmPassword: 'nouppercase1' },
      'Password must contain at least one uppercase letter',
    ],
    [{ confirmPassword: 'Different1' }, 'Passwords do not match'],
    [{ phone: '12345' }, 'Phone number must start with 0 and have 10 digits in total'],
    [{ email: 'not-an-email' }, 'Email is invalid'],
    [{ name: '  ' }, 'Full name is required'],
  ])('answers 400 for %j with the product message, and creates nothing', async (change, message) => {
    const body = registrationBody(change);
    const response = await post('/api/auth/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', message });
    expect(await t.db.query.users.findFirst({ where: eq(users.email, String(body.email)) })).toBeUndefined();
  });

  it.each(['077 123 4567', '+94 77 123 4567', '0094-77-123-4567'])(
    'accepts the phone as people type it (%j) and stores it as E.164',
    async (phone) => {
      const body = registrationBody({ phone });
      const response = await post('/api/auth/register', body);
      expect(response.statusCode).toBe(201);
      const stored = await t.db.execute<{ phone: string }>(
        sql`select phone from pending_registrations where id = ${response.json().userId}`,
      );
      expect(stored.rows).toEqual([{ phone: '+94771234567' }]);
    },
  );

  it('refuses a phone in the right shape that is no real Sri Lankan number, and stores nothing', async () => {
    const body = registrationBody({ phone: '+94 00 000 0000' });
    const response = await post('/api/auth/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Phone number must start with 0 and have 10 digits in total',
    });
    const stored = await t.db.execute(
      sql`select 1 from pending_registrations where email = ${String(body.email)}`,
    );
    expect(stored.rows).toHaveLength(0);
  });

  it('answers 400 with a clear message for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      message: 'The request body is not valid JSON',
      messageId: 'The request body is not valid JSON',
      code: 'MALFORMED_REQUEST',
    });
  });
});

describe('POST /api/auth/verify-email', () => {
  it('verifies with the mailed code and signs the user in', async () => {
    const customer = await registerCustomer(t);
    const response = await post('/api/auth/verify-email', { userId: customer.userId, otp: customer.code });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.message).toBe('Email verified successfully!');
    expect(answer.data.user).toMatchObject({ email: customer.email, isVerified: true, role: 'user' });
    expect(answer.data.user.passwordHash).toBeUndefined();

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${answer.token}` },
    });
    expect(me.json().data.user.isVerified).toBe(true);
    const again = await post('/api/auth/verify-email', { userId: customer.userId, otp: customer.code });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a wrong code and makes no account', async () => {
    const customer = await registerCustomer(t);
    const response = await post('/api/auth/verify-email', {
      userId: customer.userId,
      otp: wrongCode(customer.code),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid verification code');
    expect(await t.db.select().from(users).where(eq(users.email, customer.email))).toHaveLength(0);
  });

  it('refuses a malformed code with the product message', async () => {
    const customer = await registerCustomer(t);
    const response = await post('/api/auth/verify-email', { userId: customer.userId, otp: '12a456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid 6-digit code');
  });

  it('refuses a code after its 10 minutes', async () => {
    const customer = await registerCustomer(t);
    t.clock.advanceSeconds(10 * 60 + 1);
    const response = await post('/api/auth/verify-email', { userId: customer.userId, otp: customer.code });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Verification code has expired. Please request a new one.');
  });

  it('kills the code after 5 wrong tries: the 6th, even right, is refused', async () => {
    const customer = await registerCustomer(t);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await post('/api/auth/verify-email', {
        userId: customer.userId,
        otp: wrongCode(customer.code),
      });
      expect(wrong.statusCode).toBe(400);
    }
    const sixth = await post('/api/auth/verify-email', { userId: customer.userId, otp: customer.code });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many incorrect attempts. Please request a new code.');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.select().from(users).where(eq(users.email, customer.email))).toHaveLength(0);
  });

  it('answers wrong codes for a taken address exactly as for a free one, attempt by attempt', async () => {
    const from = nextClientAddress();
    const send = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: from });
    const owner = await signedInCustomer(t);
    const freeBody = registrationBody();
    const taken = (await send('/api/auth/register', registrationBody({ email: owner.email }))).json();
    const free = (await send('/api/auth/register', freeBody)).json();
    const bothAnswerAlike = async (status: number) => {
      const forTaken = await send('/api/auth/verify-email', { userId: taken.userId, otp: '000000' });
      const forFree = await send('/api/auth/verify-email', { userId: free.userId, otp: '000000' });
      expect(forFree.statusCode).toBe(status);
      expect(forTaken.statusCode).toBe(status);
      expect(forTaken.body).toBe(forFree.body);
      expect(forTaken.headers['retry-after']).toBe(forFree.headers['retry-after']);
    };
    for (let attempt = 1; attempt <= 5; attempt++) await bothAnswerAlike(400);
    await bothAnswerAlike(429);

    // Once the cooldown is over, a resend starts both over; 10 minutes later both have expired.
    t.clock.advanceSeconds(61);
    for (const email of [owner.email, freeBody.email]) await send('/api/auth/resend-otp', { email });
    await bothAnswerAlike(400);
    t.clock.advanceSeconds(10 * 60 + 1);
    await bothAnswerAlike(400);
    const expired = await send('/api/auth/verify-email', { userId: free.userId, otp: '000000' });
    expect(expired.json().message).toBe('Verification code has expired. Please request a new one.');

    // Probing created no second account for the taken address.
    expect(await t.db.select().from(users).where(eq(users.email, owner.email))).toHaveLength(1);
  });

  it('lets at most 5 of many parallel guesses be compared', async () => {
    const customer = await registerCustomer(t);
    const guesses = Array.from({ length: 12 }, () =>
      post('/api/auth/verify-email', { userId: customer.userId, otp: wrongCode(customer.code) }),
    );
    const statuses = (await Promise.all(guesses)).map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});

describe('POST /api/auth/resend-otp', () => {
  it('answers the same 200 for pending, unverified, verified and unknown addresses, even within 60 seconds', async () => {
    const pending = await registerCustomer(t);
    const unverified = await signedInUnverified(t);
    const verified = await signedInCustomer(t);
    const unknown = await post('/api/auth/resend-otp', { email: 'nobody-at-all@example.lk' });
    const tooSoon = await post('/api/auth/resend-otp', { email: pending.email });
    const unverifiedTooSoon = await post('/api/auth/resend-otp', { email: unverified.email });
    const alreadyVerified = await post('/api/auth/resend-otp', { email: verified.email });
    for (const response of [tooSoon, unverifiedTooSoon, alreadyVerified]) {
      expect(response.statusCode).toBe(unknown.statusCode);
      expect(response.body).toBe(unknown.body);
      expect(response.headers['retry-after']).toBeUndefined();
    }
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({
      status: 'success',
      message: 'A new verification code has been sent to your email',
    });
    // Within the cooldown nothing is sent: the first code is still the only one.
    const old = await post('/api/auth/verify-email', { userId: pending.userId, otp: pending.code });
    expect(old.statusCode).toBe(200);
    expect(t.smtp.countTo(pending.email)).toBe(1);
    expect(t.smtp.countTo(unverified.email)).toBe(0);
  });

  it('after 60 seconds mails a new code that replaces the old one', async () => {
    const customer = await registerCustomer(t);
    t.clock.advanceSeconds(61);
    const response = await post('/api/auth/resend-otp', { email: customer.email });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('A new verification code has been sent to your email');
    const newCode = codeFromMail((await t.smtp.waitForMail(customer.email, 1)).text);

    if (newCode !== customer.code) {
      const old = await post('/api/auth/verify-email', { userId: customer.userId, otp: customer.code });
      expect(old.statusCode).toBe(400);
    }
    const fresh = await post('/api/auth/verify-email', { userId: customer.userId, otp: newCode });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const response = await post('/api/auth/resend-otp', { email: 'nobody-here@example.lk' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('A new verification code has been sent to your email');
    expect(t.smtp.countTo('nobody-here@example.lk')).toBe(0);
  });
});
