import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/secrets.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { signedInCustomer, unverifiedAccount } from '../../test/builders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

describe('POST /api/auth/login', () => {
  it('signs a customer in with role user and stores only the token hash', async () => {
    const customer = await signedInCustomer(t);
    const response = await login({ email: customer.email, password: customer.password, role: 'user' });
    expect(response.statusCode).toBe(200);
    const { token, message, data } = response.json();
    expect(message).toBe('Login successful!');
    expect(data.user).toMatchObject({ email: customer.email, role: 'user' });
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = await t.db.query.sessions.findFirst({ where: eq(sessions.tokenHash, sha256(token)) });
    expect(stored).toBeDefined();
    expect(await t.db.query.sessions.findFirst({ where: eq(sessions.tokenHash, token) })).toBeUndefined();
  });

  it('defaults the role to user when none is sent', async () => {
    const customer = await signedInCustomer(t);
    const response = await login({ email: customer.email, password: customer.password });
    expect(response.statusCode).toBe(200);
  });

  it('answers the same 401 for an unknown e-mail and a wrong password', async () => {
    const customer = await signedInCustomer(t);
    const unknown = await login({ email: 'nobody@example.lk', password: 'Secret123', role: 'user' });
    const wrong = await login({ email: customer.email, password: 'Wrong1234', role: 'user' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({
      status: 'error',
      message: 'Invalid email or password',
      messageId: 'Invalid email or password',
      code: 'UNAUTHORIZED',
    });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('answers 403 when the account has another role', async () => {
    const customer = await signedInCustomer(t);
    const response = await login({ email: customer.email, password: customer.password, role: 'admin' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Your account is not authorized for this access');
  });

  it('lets an unverified customer sign in, to reach the verification screen', async () => {
    // Made before pending registrations: registering now makes no account to sign in to.
    const customer = await unverifiedAccount(t);
    const response = await login({ email: customer.email, password: customer.password, role: 'user' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.isVerified).toBe(false);
  });

  it.each([
    [{ email: '', password: 'x' }, 'Email is required'],
    [{ email: 'bad', password: 'x' }, 'Email is invalid'],
    [{ email: 'a@b.lk', password: '' }, 'Password is required'],
    [{ email: 'a@b.lk', password: 'x', role: 'owner' }, undefined],
  ])('answers 400 for %j', async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
  });

  it('stops guessing at one account after 10 tries with 429 and Retry-After', async () => {
    const customer = await signedInCustomer(t);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login({ email: customer.email, password: 'Wrong1234' })).statusCode).toBe(401);
    }
    const blocked = await login({ email: customer.email, password: customer.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      status: 'error',
      message: 'Too many attempts. Please try again later.',
      messageId: 'Too many attempts. Please try again later.',
      code: 'RATE_LIMITED',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('sessions', () => {
  it('GET /api/auth/me answers 401 without a token, with a made-up one, and after logout', async () => {
    const customer = await signedInCustomer(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await me('made-up-token')).statusCode).toBe(401);
    expect((await me(customer.token)).statusCode).toBe(200);

    const logout = await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: customer.auth });
    expect(logout.json()).toEqual({ status: 'success', message: 'Logged out successfully' });
    const after = await me(customer.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().status).toBe('error');
  });

  it('expires a session unused for 7 days', async () => {
    const customer = await signedInCustomer(t);
    t.clock.advanceSeconds(6 * 24 * 3600);
    expect((await me(customer.token)).statusCode).toBe(200);
    t.clock.advanceSeconds(6 * 24 * 3600);
    expect((await me(customer.token)).statusCode).toBe(200);
    t.clock.advanceSeconds(7 * 24 * 3600 + 60);
    expect((await me(customer.token)).statusCode).toBe(401);
  });

  it('expires any session 30 days after sign-in, however often used', async () => {
    const customer = await signedInCustomer(t);
    for (const days of [5, 5, 5, 5, 5, 4]) {
      t.clock.advanceSeconds(days * 24 * 3600);
      expect((await me(customer.token)).statusCode).toBe(200);
    }
    t.clock.advanceSeconds(24 * 3600 + 60);
    expect((await me(customer.token)).statusCode).toBe(401);
  });
});
