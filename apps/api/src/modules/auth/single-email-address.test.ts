import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingRegistrations, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { nextClientAddress, registerCustomer, registrationBody } from '../../test/builders.ts';

const ADMIN_KEY = 'test-admin-key-single-address';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_REGISTRATION_KEY: ADMIN_KEY });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextClientAddress() });

/** Addresses of this test's own made-up victims, so counts see only this test's mails. */
function victims() {
  const tag = randomBytes(4).toString('hex');
  return { a: `victim-a-${tag}@example.org`, b: `victim-b-${tag}@example.net`, tag };
}

/** Every way of naming more than one mailbox, or one with extra text, in a single field. */
const notOneAddress = (v: ReturnType<typeof victims>) => [
  `spam1-${v.tag}@evil.test,${v.a},${v.b}`,
  `spam1-${v.tag}@evil.test;${v.a}`,
  `spam1-${v.tag}@evil.test ${v.a}`,
  `Victim <${v.a}>`,
  `friends: ${v.a}, ${v.b};`,
  `spam1-${v.tag}@evil.test\r\nBcc: ${v.a}`,
  `spam1-${v.tag}@evil.test\n${v.a}`,
  `"spam\r\n1"@evil.test`,
  `victim-${v.tag}@localhost`,
];

/** After a mail to a fresh customer arrives, the mails of the refused requests would have too. */
async function mailsSettled() {
  await registerCustomer(t);
}

describe('an e-mail field takes exactly one address (docs/architecture.md#accounts)', () => {
  it('registration refuses every list or decorated address with 400, creates nobody and mails nobody', async () => {
    const v = victims();
    for (const email of notOneAddress(v)) {
      const response = await post('/api/auth/register', registrationBody({ email }));
      expect(response.statusCode, `${JSON.stringify(email)}: ${response.body}`).toBe(400);
      expect(response.json().message).toBe('Email is invalid');
    }
    await mailsSettled();
    expect(t.smtp.countTo(v.a) + t.smtp.countTo(v.b)).toBe(0);
    expect(t.smtp.mails.filter((mail) => mail.to.includes(v.tag))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(users)
        .where(like(users.email, `%${v.tag}%`)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(pendingRegistrations)
        .where(like(pendingRegistrations.email, `%${v.tag}%`)),
    ).toEqual([]);
  });

  it('forgot-password and resend-code refuse a list with 400 and mail nobody', async () => {
    const owner = await registerCustomer(t);
    const v = victims();
    for (const url of ['/api/auth/forgot-password', '/api/auth/resend-otp']) {
      for (const email of [`${owner.email},${v.a}`, `${v.a},${owner.email}`, `Owner <${owner.email}>`]) {
        const response = await post(url, { email });
        expect(response.statusCode, `${url} ${email}: ${response.body}`).toBe(400);
        expect(response.json().message).toBe('Email is invalid');
      }
    }
    await mailsSettled();
    expect(t.smtp.countTo(v.a)).toBe(0);
    // The owner got the registration code only.
    expect(t.smtp.countTo(owner.email)).toBe(1);
  });

  it('admin registration refuses a list with 400 and creates no admin', async () => {
    const v = victims();
    const response = await post('/api/auth/admin/register', registrationBody({ email: `${v.a},${v.b}` }), {
      'x-admin-key': ADMIN_KEY,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe('Email is invalid');
    expect(
      await t.db
        .select()
        .from(users)
        .where(like(users.email, `%${v.tag}%`)),
    ).toEqual([]);
  });

  it('the database refuses a list or display name whoever writes it', async () => {
    const v = victims();
    for (const email of [`${v.a},${v.b}`, `Victim <${v.a}>`, `${v.a}\nBcc: ${v.b}`]) {
      await expect(t.db.insert(users).values({ name: 'Mallory', email })).rejects.toThrow();
      // A pending registration becomes the account as it is: it holds one address too.
      const now = new Date();
      const registration = {
        name: 'Mallory',
        email,
        passwordHash: 'x',
        language: 'en' as const,
        codeHash: 'x',
        sentAt: now,
        expiresAt: now,
      };
      await expect(t.db.insert(pendingRegistrations).values(registration)).rejects.toThrow();
    }
  });

  it('still takes one plain address, with a plus tag and a country domain', async () => {
    const tag = randomBytes(4).toString('hex');
    const customer = await registerCustomer(t, { email: `nimali.perera+salon-${tag}@mail.example.lk` });
    const [row] = await t.db
      .select()
      .from(pendingRegistrations)
      .where(like(pendingRegistrations.email, `%${tag}%`));
    expect(row!.email).toBe(customer.email);
    expect(customer.code).toMatch(/^\d{6}$/);
  });
});
