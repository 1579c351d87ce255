import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, sessions, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  nextClientAddress,
  signedInAdmin,
  signedInCustomer,
  uniqueEmail,
  unverifiedAccount,
} from '../../test/builders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// `from`: the client's address, for tests that must stay clear of the per-client limits.
const forgot = (email: string, role = 'user', from = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email, role },
    remoteAddress: from,
  });
const reset = (token: string, password: string, role = 'user', from = '127.0.0.1') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/auth/reset-password/${token}`,
    payload: { password, role },
    remoteAddress: from,
  });
const login = (email: string, password: string, from = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, role: 'user' },
    remoteAddress: from,
  });

/** The reset link of the `nth` mail after the registration's code mail. */
async function mailedResetToken(email: string, nth = 1) {
  const mail = await t.smtp.waitForMail(email, nth);
  const link = /http:\/\/salon\.test\/reset-password\/([\w-]+)/.exec(mail.text);
  expect(link, 'the mail carries APP_URL/reset-password/<token>').not.toBeNull();
  return link![1]!;
}

const sessionCount = async (userId: string) =>
  (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('forgot and reset password', () => {
  it('mails a single-use link that sets a new password and ends every session', async () => {
    const customer = await signedInCustomer(t);
    const response = await forgot(customer.email);
    expect(response.statusCode).toBe(200);
    const token = await mailedResetToken(customer.email);

    const done = await reset(token, 'NewSecret456');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Password reset successful! Please login with your new password.');
    expect(await sessionCount(customer.userId)).toBe(0);
    expect((await login(customer.email, 'NewSecret456')).statusCode).toBe(200);
    expect((await login(customer.email, customer.password)).statusCode).toBe(401);

    const reused = await reset(token, 'Another789');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This password reset link is invalid or has expired');
  });

  it('answers the same message for an unknown address, and mails nothing', async () => {
    const customer = await signedInCustomer(t);
    const known = await forgot(customer.email);
    const stranger = uniqueEmail('stranger');
    const unknown = await forgot(stranger);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await t.smtp.waitForMail(customer.email, 1);
    expect(t.smtp.countTo(stranger)).toBe(0);
  });

  it('refuses a link after 30 minutes', async () => {
    const customer = await signedInCustomer(t);
    await forgot(customer.email);
    const token = await mailedResetToken(customer.email);
    t.clock.advanceSeconds(30 * 60 + 1);
    expect((await reset(token, 'NewSecret456')).statusCode).toBe(400);
    expect((await login(customer.email, customer.password)).statusCode).toBe(200);
  });

  it('refuses the admin role for a customer account, keeping the link usable', async () => {
    const customer = await signedInCustomer(t);
    await forgot(customer.email);
    const token = await mailedResetToken(customer.email);
    const wrongRole = await reset(token, 'NewSecret456', 'admin');
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json().message).toBe('Your account is not authorized for this access');
    expect((await reset(token, 'NewSecret456')).statusCode).toBe(200);
  });

  it('mails an admin who asks as staff a link marked for the staff account, and resets it as admin', async () => {
    const admin = await signedInAdmin(t);
    // A client of its own, so this test spends none of the other tests' rate limits.
    const remoteAddress = nextClientAddress();
    const send = (url: string, method: 'POST' | 'PATCH', payload: object) =>
      t.app.inject({ method, url, payload, remoteAddress });
    expect(
      (await send('/api/auth/forgot-password', 'POST', { email: admin.email, role: 'user' })).statusCode,
    ).toBe(200);
    expect(
      (await send('/api/auth/forgot-password', 'POST', { email: admin.email, role: 'admin' })).statusCode,
    ).toBe(200);
    // Only the request with the matching role is mailed: the one mail is the staff one.
    const mail = await t.smtp.waitForMail(admin.email, 0);
    const link = /http:\/\/salon\.test\/reset-password\/([\w-]+)\?account=admin/.exec(mail.text);
    expect(link, 'the staff link opens the reset page with Admin Account ticked').not.toBeNull();
    expect(t.smtp.countTo(admin.email)).toBe(1);

    const done = await send(`/api/auth/reset-password/${link![1]!}`, 'PATCH', {
      password: 'NewAdmin789',
      role: 'admin',
    });
    expect(done.statusCode).toBe(200);
    const signIn = await send('/api/auth/login', 'POST', {
      email: admin.email,
      password: 'NewAdmin789',
      role: 'admin',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('gives all broken password rules in one message, joined by ". "', async () => {
    const customer = await signedInCustomer(t);
    await forgot(customer.email);
    const token = await mailedResetToken(customer.email);
    const weak = await reset(token, 'abc');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(
      'Password must be at least 8 characters long. Password must contain at least one uppercase letter. Password must contain at least one number',
    );
  });

  it('ends every older link of the account when a newer one is used', async () => {
    const customer = await signedInCustomer(t);
    await forgot(customer.email);
    const older = await mailedResetToken(customer.email, 1);
    await forgot(customer.email);
    const newer = await mailedResetToken(customer.email, 2);
    expect(newer).not.toBe(older);

    expect((await reset(newer, 'NewSecret456')).statusCode).toBe(200);
    const stale = await reset(older, 'Attacker789');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('This password reset link is invalid or has expired');
    expect((await login(customer.email, 'NewSecret456')).statusCode).toBe(200);
  });

  it('answers the same bytes for an account, another role and an unknown address', async () => {
    const customer = await signedInCustomer(t);
    const known = await forgot(customer.email);
    const wrongRole = await forgot(customer.email, 'admin');
    const unknown = await forgot(uniqueEmail('stranger'));
    for (const response of [wrongRole, unknown]) {
      expect(response.statusCode).toBe(known.statusCode);
      expect(response.body).toBe(known.body);
    }
  });

  it('lets only one of two simultaneous resets with the same link through', async () => {
    const customer = await signedInCustomer(t);
    await forgot(customer.email);
    const token = await mailedResetToken(customer.email);
    const results = await Promise.all([reset(token, 'FirstPass111'), reset(token, 'SecondPass222')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('PATCH /api/auth/update-password', () => {
  const update = (auth: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/auth/update-password', headers: auth, payload });

  it('changes the password and ends the other sessions only', async () => {
    const customer = await signedInCustomer(t);
    const other = (await login(customer.email, customer.password)).json().token as string;
    const response = await update(customer.auth, {
      currentPassword: customer.password,
      newPassword: 'Changed999',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Password updated successfully!');
    const stillIn = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: customer.auth });
    expect(stillIn.statusCode).toBe(200);
    const otherDevice = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(otherDevice.statusCode).toBe(401);
    expect((await login(customer.email, 'Changed999')).statusCode).toBe(200);
  });

  it('ends every reset link mailed before the change', async () => {
    const customer = await signedInCustomer(t);
    await forgot(customer.email);
    const token = await mailedResetToken(customer.email);
    const changed = await update(customer.auth, {
      currentPassword: customer.password,
      newPassword: 'Changed999',
    });
    expect(changed.statusCode).toBe(200);
    const stale = await reset(token, 'Attacker789');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('This password reset link is invalid or has expired');
    expect((await login(customer.email, 'Changed999')).statusCode).toBe(200);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const customer = await signedInCustomer(t);
    const response = await update(customer.auth, {
      currentPassword: 'NotMine123',
      newPassword: 'Changed999',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Current password is incorrect');
    expect((await login(customer.email, customer.password)).statusCode).toBe(200);
  });

  it.each([
    [{ currentPassword: '', newPassword: 'Changed999' }, 'Current password is required'],
    [{ currentPassword: 'x', newPassword: '' }, 'New password is required'],
    [
      { currentPassword: 'x', newPassword: 'changed999' },
      'Password must contain at least one uppercase letter',
    ],
  ])('answers 400 for %j', async (payload, message) => {
    const customer = await signedInCustomer(t);
    const response = await update(customer.auth, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('needs a session', async () => {
    const response = await update({}, { currentPassword: 'Secret123', newPassword: 'Changed999' });
    expect(response.statusCode).toBe(401);
  });
});

describe('resetting the password of a never-verified account', () => {
  const userRow = (id: string) => t.db.query.users.findFirst({ where: eq(users.id, id) });

  it('drops the details its registrant typed, as a Google sign-in would', async () => {
    // Someone pre-registered the customer's address with their own phone and address, when
    // registering still made an account (docs/decisions/0022-pending-registrations.md).
    const squatted = await unverifiedAccount(t, {
      name: 'Not The Owner',
      phone: '0719876543',
      address: '99 Squatter Lane, Kandy',
    });
    const from = nextClientAddress();
    expect((await forgot(squatted.email, 'user', from)).statusCode).toBe(200);
    const token = await mailedResetToken(squatted.email, 0);
    expect((await reset(token, 'OwnersOwn456', 'user', from)).statusCode).toBe(200);

    const row = await userRow(squatted.userId);
    expect(row).toMatchObject({
      isVerified: true,
      name: squatted.email.split('@')[0],
      phone: null,
      address: null,
      city: null,
      profileImage: null,
    });
    expect(
      await t.db.query.emailVerifications.findFirst({
        where: eq(emailVerifications.userId, squatted.userId),
      }),
    ).toBeUndefined();
    expect((await login(squatted.email, 'OwnersOwn456', from)).statusCode).toBe(200);
  });

  it("keeps a verified account's details", async () => {
    const customer = await signedInCustomer(t, { phone: '0712345678' });
    const from = nextClientAddress();
    await forgot(customer.email, 'user', from);
    const token = await mailedResetToken(customer.email);
    expect((await reset(token, 'NewSecret456', 'user', from)).statusCode).toBe(200);
    expect(await userRow(customer.userId)).toMatchObject({
      name: customer.name,
      phone: '0712345678',
      address: customer.address,
    });
  });
});
