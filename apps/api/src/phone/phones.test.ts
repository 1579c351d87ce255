import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';
import {
  nextClientAddress,
  registrationBody,
  signedInAdmin,
  signedInCustomer,
  uniqueEmail,
} from '../test/builders.ts';
import { isValidSriLankaPhone, toLocalPhone, toStoredPhone } from './sri-lanka-phone.ts';

const REGISTRATION_MESSAGE = 'Phone number must start with 0 and have 10 digits in total';
const PROFILE_MESSAGE = 'Please enter a valid 10-digit phone number';
const SALON_MESSAGE = 'Enter a Sri Lankan phone number, such as 011 234 5678';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The phone as the database holds it, past the column's own conversion. */
async function storedPhone(userId: string) {
  const result = await t.db.execute<{ phone: string | null }>(
    sql`select phone from users where id = ${userId}`,
  );
  return result.rows[0]?.phone;
}

const register = (phone: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: registrationBody({ phone }),
    remoteAddress: nextClientAddress(),
  });

const updateProfile = (auth: Record<string, string>, phone: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    headers: auth,
    payload: { name: 'Nimali Perera', phone },
  });

describe('reading Sri Lankan numbers', () => {
  it.each([
    ['0771234567', '+94771234567'],
    ['077 123 4567', '+94771234567'],
    ['+94 77 123 4567', '+94771234567'],
    ['0112345678', '+94112345678'],
  ])('stores %s as %s', (typed, e164) => {
    expect(isValidSriLankaPhone(typed)).toBe(true);
    expect(toStoredPhone(typed)).toBe(e164);
    expect(toLocalPhone(e164)).toBe(typed.startsWith('0') ? typed.replace(/\s/g, '') : '0771234567');
  });

  it.each(['0000000000', '0790000000', '0551234567', '+44 7700 900123', 'phone'])(
    'refuses %s and keeps it as given',
    (typed) => {
      expect(isValidSriLankaPhone(typed)).toBe(false);
      expect(toStoredPhone(typed)).toBe(typed);
    },
  );
});

describe('a phone given at registration', () => {
  it('is stored as E.164 and answered in the local form the customer typed', async () => {
    const customer = await signedInCustomer(t, { phone: '0771234567' });
    expect(await storedPhone(customer.userId)).toBe('+94771234567');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: customer.auth });
    expect(me.json().data.user.phone).toBe('0771234567');
  });

  it.each(['0000000000', '0790000000', '0551234567'])(
    'refuses %s, which has the form but is no Sri Lankan number, with the rule message on the field',
    async (phone) => {
      const response = await register(phone);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 'error',
        message: REGISTRATION_MESSAGE,
        messageId: REGISTRATION_MESSAGE,
        code: 'VALIDATION_FAILED',
        details: { issues: [{ path: '/phone', message: REGISTRATION_MESSAGE }] },
      });
    },
  );

  // +94 and spaces are read as people type them (registration.test.ts); a digit short or over is not.
  it('still refuses a number breaking the 0 + 9 digits rule with the same message', async () => {
    for (const phone of ['771234567', '07712345678', '+9477123456']) {
      const response = await register(phone);
      expect(response.statusCode, phone).toBe(400);
      expect(response.json().message).toBe(REGISTRATION_MESSAGE);
    }
  });

  it('creates no account for a refused number', async () => {
    const body = registrationBody({ phone: '0000000000' });
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(await t.db.query.users.findFirst({ where: eq(users.email, body.email) })).toBeUndefined();
  });
});

describe('a phone changed on the profile', () => {
  it('is stored as E.164 however it was written, and answered as 0 and nine digits', async () => {
    const customer = await signedInCustomer(t);
    const response = await updateProfile(customer.auth, '076-555 4443');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user.phone).toBe('0765554443');
    expect(await storedPhone(customer.userId)).toBe('+94765554443');
  });

  it('is cleared by an empty field', async () => {
    const customer = await signedInCustomer(t);
    const response = await updateProfile(customer.auth, '');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user.phone).toBeNull();
    expect(await storedPhone(customer.userId)).toBeNull();
  });

  it.each(['0000000000', '(020) 000 0000'])(
    'refuses %s with the profile rule message and keeps the old number',
    async (phone) => {
      const customer = await signedInCustomer(t);
      const response = await updateProfile(customer.auth, phone);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: PROFILE_MESSAGE,
        details: { issues: [{ path: '/phone', message: PROFILE_MESSAGE }] },
      });
      expect(await storedPhone(customer.userId)).toBe(`+94${customer.phone.slice(1)}`);
    },
  );
});

describe('the salon phone in the settings', () => {
  const profile = {
    name: 'Salon',
    address: null,
    phone: '+94 81 222 3333',
    whatsapp: null,
    email: null,
    mapUrl: null,
  };
  const put = (auth: Record<string, string>, phone: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/salon-profile',
      headers: auth,
      payload: { ...profile, phone },
    });

  it('refuses a number that is no Sri Lankan one, and keeps a real one as the owner wrote it', async () => {
    const admin = await signedInAdmin(t);
    const refused = await put(admin.auth, 'call us');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: SALON_MESSAGE,
      details: { issues: [{ path: '/phone' }] },
    });
    const saved = await put(admin.auth, '+94 81 222 3333');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.profile.phone).toBe('+94 81 222 3333');
  });
});

describe('the migration of stored phones', () => {
  // Found by name, not number: migrations made on parallel branches are renumbered when merged.
  const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
  const migrationFile = fs.readdirSync(migrations).find((name) => name.endsWith('_phones_e164.sql'));
  const migration = fs.readFileSync(path.join(migrations, migrationFile!), 'utf8');

  it('turns 0 + 9 digits into +94 E.164 and leaves any other text as it was', async () => {
    const before = ['0771234567', '0112345678', '077-123-4567', '+94771234567', '+44 20 7946 0000', null];
    const ids: string[] = [];
    for (const phone of before) {
      const result = await t.db.execute<{ id: string }>(
        sql`insert into users (name, email, phone) values ('Old Customer', ${uniqueEmail('old')}, ${phone}) returning id`,
      );
      ids.push(result.rows[0]!.id);
    }
    await t.db.execute(sql.raw(migration));
    const after = await Promise.all(ids.map(storedPhone));
    expect(after).toEqual([
      '+94771234567',
      '+94112345678',
      '077-123-4567',
      '+94771234567',
      '+44 20 7946 0000',
      null,
    ]);
    const row = await t.db.query.users.findFirst({ where: eq(users.id, ids[0]!) });
    expect(row!.phone).toBe('0771234567');
  });
});
