import { eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingRegistrations, sessions, users } from '../../db/schema/index.ts';
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
import { startJwksServer } from '../../test/jwks-server.ts';

const CLIENT_ID = 'salon-test.apps.googleusercontent.com';
let t: TestApp;
let jwks: Awaited<ReturnType<typeof startJwksServer>>;

beforeAll(async () => {
  jwks = await startJwksServer();
  t = await buildTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwks.url });
});
afterAll(async () => {
  await t.close();
  await jwks.close();
});

const googleClaims = (email: string, extra: Record<string, unknown> = {}) => ({
  iss: 'https://accounts.google.com',
  aud: CLIENT_ID,
  sub: `google-${email}`,
  email,
  email_verified: true,
  name: 'Kasun Silva',
  picture: 'https://lh3.googleusercontent.com/a/photo',
  ...extra,
});
const signIn = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/google', payload });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const passwordLogin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, role: 'user' } });

describe('POST /api/auth/google', () => {
  it('creates a verified customer from a valid Google ID token', async () => {
    const email = uniqueEmail('google');
    const response = await signIn({ credential: await jwks.sign(googleClaims(email)) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Login successful!',
      data: {
        user: {
          email,
          name: 'Kasun Silva',
          role: 'user',
          isVerified: true,
          profileImage: 'https://lh3.googleusercontent.com/a/photo',
        },
      },
    });
    expect(response.json().token).toBeTruthy();
    const again = await signIn({ credential: await jwks.sign(googleClaims(email)) });
    expect(again.json().data.user._id).toBe(response.json().data.user._id);
  });

  it('keeps a Google name to one line, so it cannot forge lines in the salon’s mails', async () => {
    const email = uniqueEmail('google-lines');
    const name = 'Kasun\r\nYour booking is refunded\u2028Silva';
    const response = await signIn({ credential: await jwks.sign(googleClaims(email, { name })) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user.name).toBe('Kasun Your booking is refunded Silva');
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.name).toBe('Kasun Your booking is refunded Silva');
  });

  it('stores the salon_lang of the first sign-in as the new customer’s language; later sign-ins keep it', async () => {
    const email = uniqueEmail('google-ta');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      headers: { cookie: 'salon_lang=ta' },
      payload: { credential: await jwks.sign(googleClaims(email)) },
    });
    expect(first.statusCode).toBe(200);
    const language = async () =>
      (await t.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]!
        .language;
    expect(await language()).toBe('ta');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      headers: { cookie: 'salon_lang=si' },
      payload: { credential: await jwks.sign(googleClaims(email)) },
    });
    expect(again.statusCode).toBe(200);
    expect(await language()).toBe('ta');
  });

  it('links an existing account with the same e-mail', async () => {
    const customer = await signedInCustomer(t);
    const response = await signIn({ credential: await jwks.sign(googleClaims(customer.email)) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user._id).toBe(customer.userId);
    const row = await t.db.query.users.findFirst({ where: eq(users.id, customer.userId) });
    expect(row!.googleSubject).toBe(`google-${customer.email}`);
  });

  it('keeps the password and sessions of a verified account it links', async () => {
    const customer = await signedInCustomer(t);
    const response = await signIn({ credential: await jwks.sign(googleClaims(customer.email)) });
    expect(response.statusCode).toBe(200);
    expect((await me(customer.token)).statusCode).toBe(200);
    expect((await passwordLogin(customer.email, customer.password)).statusCode).toBe(200);
  });

  it('ends the registrations waiting for the address: their right codes answer as a taken address does', async () => {
    const email = uniqueEmail('pending');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ email }),
      remoteAddress: nextClientAddress(),
    });
    const code = codeFromMail((await t.smtp.waitForMail(email)).text);

    const response = await signIn({ credential: await jwks.sign(googleClaims(email)) });
    expect(response.statusCode).toBe(200);
    expect(
      await t.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email)),
    ).toEqual([]);

    const late = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { userId: registered.json().userId, otp: code },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Invalid verification code');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toMatchObject([
      { googleSubject: `google-${email}`, passwordHash: null },
    ]);
  });

  it('takes an unverified account over, dropping the password, sessions and details its registrant set', async () => {
    // Someone registered the victim's address with their own password and never verified it.
    const intruder = await signedInUnverified(t);
    const response = await signIn({ credential: await jwks.sign(googleClaims(intruder.email)) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({
      _id: intruder.userId,
      name: 'Kasun Silva',
      isVerified: true,
    });

    expect((await me(intruder.token)).statusCode).toBe(401);
    expect((await passwordLogin(intruder.email, intruder.password)).statusCode).toBe(401);
    const row = await t.db.query.users.findFirst({ where: eq(users.id, intruder.userId) });
    expect(row).toMatchObject({ passwordHash: null, phone: null, address: null, isVerified: true });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, intruder.userId))).toHaveLength(1);
    expect((await me(response.json().token)).statusCode).toBe(200);
  });

  it('refuses the bare name/email/googleId body anyone could send', async () => {
    const email = uniqueEmail('forger');
    const response = await signIn({ name: 'Mallory', email, googleId: '123' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A Google ID token credential is required');
    expect(await t.db.query.users.findFirst({ where: eq(users.email, email) })).toBeUndefined();
  });

  it('refuses a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const response = await signIn({
      credential: await jwks.sign(googleClaims(uniqueEmail()), { key: privateKey }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Google login failed');
  });

  it('refuses an expired token', async () => {
    const claims = googleClaims(uniqueEmail());
    const response = await signIn({
      credential: await jwks.sign(claims, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a token for another client id', async () => {
    const response = await signIn({
      credential: await jwks.sign(googleClaims(uniqueEmail(), { aud: 'someone-else' })),
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a token from another issuer', async () => {
    const response = await signIn({
      credential: await jwks.sign(googleClaims(uniqueEmail(), { iss: 'https://evil.example' })),
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an unverified Google e-mail', async () => {
    const response = await signIn({
      credential: await jwks.sign(googleClaims(uniqueEmail(), { email_verified: false })),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Your Google e-mail address is not verified');
  });
});

describe('Google sign-in when no client id is configured', () => {
  it('answers 404 and says so', async () => {
    const plain = await buildTestApp();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/google',
        payload: { credential: await jwks.sign(googleClaims(uniqueEmail())) },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Google sign-in is not configured');
      const config = await plain.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().data.googleClientId).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
