import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { translate } from '../../mail/translate.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { nextClientAddress, registrationBody, signedInCustomer } from '../../test/builders.ts';

const ADMIN_KEY = 'test-admin-key-one-line-names';
const ONE_LINE = 'Full name must be on one line, without control characters';
// NUL and the like are refused for every text field before the name rule looks (lib/parse.ts).
const REFUSED = [ONE_LINE, 'Text cannot contain control characters'];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_REGISTRATION_KEY: ADMIN_KEY });
});
afterAll(() => t.close());

/** Names that would start lines of their own in a mail, or hide text. */
const brokenNames = [
  'Nimali\r\nBooking confirmed for free',
  'Nimali\nPerera',
  'Nimali\rPerera',
  'Nimali\tPerera',
  'Nimali\u0000Perera',
  'Nimali\u0085Perera',
  'Nimali\u2028Perera',
  'Nimali\u202EPerera',
];

describe('a person name is one line (docs/product.md#5)', () => {
  it('registration refuses a name with a line break or control character: 400, nobody created', async () => {
    const tag = randomBytes(4).toString('hex');
    for (const name of brokenNames) {
      const body = registrationBody({ name, email: `broken-name-${tag}@example.lk` });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: body,
        remoteAddress: nextClientAddress(),
      });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(REFUSED).toContain(response.json().message);
      if (/[\r\n]/.test(name)) expect(response.json().message).toBe(ONE_LINE);
    }
    expect(
      await t.db
        .select()
        .from(users)
        .where(like(users.email, `%${tag}%`)),
    ).toEqual([]);
    expect(t.smtp.countTo(`broken-name-${tag}@example.lk`)).toBe(0);
  });

  it('admin registration refuses such a name too', async () => {
    const body = registrationBody({ name: 'Owner\nSalon' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/register',
      payload: body,
      headers: { 'x-admin-key': ADMIN_KEY },
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ONE_LINE);
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it('a profile update refuses such a name and keeps the old one', async () => {
    const customer = await signedInCustomer(t);
    for (const name of brokenNames) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: customer.auth,
        payload: { name },
      });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(REFUSED).toContain(response.json().message);
      if (/[\r\n]/.test(name)) expect(response.json().message).toBe(ONE_LINE);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.userId));
    expect(row!.name).toBe(customer.name);
  });

  it('still takes Sinhala and Tamil names, zero-width joiners included', async () => {
    const customer = await signedInCustomer(t);
    for (const name of ['නිමාලි පෙරේරා', 'ශ්‍රී ලංකා', 'நிமாலி பெரேரா']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: customer.auth,
        payload: { name },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.user.name).toBe(name);
    }
  });

  it('the database refuses a name with a line break whoever writes it', async () => {
    const insert = t.db
      .insert(users)
      .values({ name: 'Nimali\nPerera', email: `db-name-${randomBytes(4).toString('hex')}@example.lk` });
    await expect(insert).rejects.toThrow();
  });

  it('a mail prints a name on its line, whatever it holds', () => {
    expect(translate('en', 'Hello {name},', { name: 'Nimali\r\nYour refund: LKR 50,000' })).toBe(
      'Hello Nimali Your refund: LKR 50,000,',
    );
    expect(translate('si', 'Hello {name},', { name: 'A\u2028B' })).not.toMatch(/[\r\n\u2028]/);
  });
});
