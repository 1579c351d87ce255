import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingRegistrations, registrationDecoys, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  codeFromMail,
  nextClientAddress,
  registrationBody,
  signedInCustomer,
  signedInUnverified,
  uniqueEmail,
} from '../../test/builders.ts';

// No account exists until the address is proven (docs/decisions/0022-pending-registrations.md).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: nextClientAddress() });
const accountsOf = (email: string) => t.db.select().from(users).where(eq(users.email, email));
const pendingOf = (email: string) =>
  t.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email));

/** Registers `email` with `password` and answers the id given and the code mailed for it. */
async function register(email: string, password = 'Secret123', name = 'Nimali Perera') {
  const mailsBefore = t.smtp.countTo(email);
  const response = await post(
    '/api/auth/register',
    registrationBody({ email, password, confirmPassword: password, name, phone: '0771234567' }),
  );
  expect(response.statusCode).toBe(201);
  const mail = await t.smtp.waitForMail(email, mailsBefore);
  return { userId: response.json().userId as string, code: codeFromMail(mail.text) };
}

describe('pending registrations', () => {
  it('registering a free address creates no users row', async () => {
    const email = uniqueEmail();
    await register(email);
    expect(await accountsOf(email)).toHaveLength(0);
    expect(await pendingOf(email)).toHaveLength(1);
  });

  it('verify creates exactly one account, with the id answered and the details typed, and ends the pending ones', async () => {
    const email = uniqueEmail();
    const { userId, code } = await register(email, 'Secret123', 'Ruwan Jayasuriya');
    expect(await accountsOf(email)).toHaveLength(0);
    const verified = await post('/api/auth/verify-email', { userId, otp: code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user).toMatchObject({ _id: userId, email, isVerified: true });

    const accounts = await accountsOf(email);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      id: userId,
      name: 'Ruwan Jayasuriya',
      phone: '0771234567',
      address: '12 Flower Road, Colombo 7',
      isVerified: true,
      role: 'user',
    });
    expect(await pendingOf(email)).toHaveLength(0);
    const signIn = await post('/api/auth/login', { email, password: 'Secret123' });
    expect(signIn.statusCode).toBe(200);
    const again = await post('/api/auth/verify-email', { userId, otp: code });
    expect(again.statusCode).toBe(409);
  });

  it("the squatter's pending registration does not stop the real owner", async () => {
    const email = uniqueEmail('owner');
    const squatter = await register(email, 'Squatter123', 'Mallory');
    const owner = await register(email, 'Owner1234', 'Dilani Fernando');
    expect(owner.userId).not.toBe(squatter.userId);
    expect(await pendingOf(email)).toHaveLength(2);

    const verified = await post('/api/auth/verify-email', { userId: owner.userId, otp: owner.code });
    expect(verified.statusCode).toBe(200);
    expect(await accountsOf(email)).toMatchObject([{ id: owner.userId, name: 'Dilani Fernando' }]);
    expect(await pendingOf(email)).toHaveLength(0);
    expect((await post('/api/auth/login', { email, password: 'Owner1234' })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'Squatter123' })).statusCode).toBe(401);

    // The squatter's own right code now answers as a wrong code for a taken address does.
    const late = await post('/api/auth/verify-email', { userId: squatter.userId, otp: squatter.code });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Invalid verification code');
    expect(await accountsOf(email)).toHaveLength(1);
  });

  it('an address taken meanwhile answers the right code as a taken address answers a wrong one', async () => {
    const email = uniqueEmail('google');
    const late = await register(email);
    // The mailbox's owner signs in with Google before the code is entered: the account exists.
    await t.db
      .insert(users)
      .values({ name: 'Owner', email, googleSubject: `google-${email}`, isVerified: true });
    const taken = (await post('/api/auth/register', registrationBody({ email }))).json();

    const bothAnswerAlike = async (status: number, otp = '000000') => {
      const forLate = await post('/api/auth/verify-email', { userId: late.userId, otp });
      const forTaken = await post('/api/auth/verify-email', { userId: taken.userId, otp: '000000' });
      expect(forLate.statusCode).toBe(status);
      expect(forLate.body).toBe(forTaken.body);
      expect(forLate.headers['retry-after']).toBe(forTaken.headers['retry-after']);
    };
    await bothAnswerAlike(400, late.code);
    for (let attempt = 2; attempt <= 5; attempt++) await bothAnswerAlike(400, late.code);
    await bothAnswerAlike(429, late.code);
    expect(await accountsOf(email)).toMatchObject([{ name: 'Owner', passwordHash: null }]);
    expect(await pendingOf(email)).toHaveLength(0);
  });

  it('resend by address re-sends to the newest pending registration, after the cooldown only', async () => {
    const email = uniqueEmail();
    const first = await register(email);
    const newest = await register(email);
    await post('/api/auth/resend-otp', { email });
    t.clock.advanceSeconds(61);
    const resent = await post('/api/auth/resend-otp', { email });
    expect(resent.statusCode).toBe(200);
    const mail = await t.smtp.waitForMail(email, 2);
    expect(t.smtp.countTo(email)).toBe(3);

    const verified = await post('/api/auth/verify-email', {
      userId: newest.userId,
      otp: codeFromMail(mail.text),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user._id).toBe(newest.userId);
    expect(first.userId).not.toBe(newest.userId);
  });

  it('a resend renews only the newest registration, for a taken address as for a free one', async () => {
    const owner = await signedInCustomer(t);
    const free = uniqueEmail('free');
    const registerTaken = async () =>
      (await post('/api/auth/register', registrationBody({ email: owner.email }))).json().userId as string;
    const [olderFree, newerFree] = [(await register(free)).userId, (await register(free)).userId];
    const [olderTaken, newerTaken] = [await registerTaken(), await registerTaken()];
    const wrongCode = (userId: string) => post('/api/auth/verify-email', { userId, otp: '000000' });
    const answerAlike = async (forFree: string, forTaken: string, status: number) => {
      const [a, b] = [await wrongCode(forFree), await wrongCode(forTaken)];
      expect(a.statusCode).toBe(status);
      expect(b.body).toBe(a.body);
      expect(b.headers['retry-after']).toBe(a.headers['retry-after']);
    };
    for (let attempt = 1; attempt <= 5; attempt++) await answerAlike(olderFree, olderTaken, 400);
    await answerAlike(olderFree, olderTaken, 429);

    t.clock.advanceSeconds(61);
    for (const email of [free, owner.email]) await post('/api/auth/resend-otp', { email });
    await answerAlike(olderFree, olderTaken, 429);
    await answerAlike(newerFree, newerTaken, 400);
  });

  it('a pending address answers sign-in and forgot-password like an unknown one', async () => {
    const email = uniqueEmail('pending');
    const unknown = uniqueEmail('nobody');
    await register(email, 'Secret123');
    const signInPending = await post('/api/auth/login', { email, password: 'Secret123' });
    const signInUnknown = await post('/api/auth/login', { email: unknown, password: 'Secret123' });
    expect(signInPending.statusCode).toBe(401);
    expect(signInPending.body).toBe(signInUnknown.body);

    const forgotPending = await post('/api/auth/forgot-password', { email, role: 'user' });
    const forgotUnknown = await post('/api/auth/forgot-password', { email: unknown, role: 'user' });
    expect(forgotPending.statusCode).toBe(forgotUnknown.statusCode);
    expect(forgotPending.body).toBe(forgotUnknown.body);
  });

  it('ends pending registrations and decoys a day after their last code, when someone registers', async () => {
    const owner = await signedInCustomer(t);
    const email = uniqueEmail('stale');
    const stale = await register(email);
    const decoy = (await post('/api/auth/register', registrationBody({ email: owner.email }))).json();
    t.clock.advanceSeconds(24 * 60 * 60 - 60);
    await register(uniqueEmail());
    expect(await pendingOf(email)).toHaveLength(1);

    t.clock.advanceSeconds(61);
    await register(uniqueEmail());
    expect(await pendingOf(email)).toHaveLength(0);
    const decoys = await t.db
      .select()
      .from(registrationDecoys)
      .where(eq(registrationDecoys.id, decoy.userId));
    expect(decoys).toHaveLength(0);
    // Its id now answers as any unknown id does.
    const late = await post('/api/auth/verify-email', { userId: stale.userId, otp: stale.code });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Invalid verification code');
  });

  it('an unverified account made before pending registrations still verifies with its code', async () => {
    const old = await signedInUnverified(t);
    const response = await post('/api/auth/verify-email', { userId: old.userId, otp: old.code });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ _id: old.userId, isVerified: true });
    expect(await accountsOf(old.email)).toMatchObject([{ id: old.userId, isVerified: true }]);
  });
});
