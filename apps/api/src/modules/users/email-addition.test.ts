import { emailAdditionMessages as m } from '@salon/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailAdditionCodes, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { signedInCustomer, uniqueEmail } from '../../test/builders.ts';

/*
 * docs/decisions/0029-sign-in-by-mobile.md: an account made by mobile number adds an e-mail
 * address from its profile, proved by a code mailed to it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

/** An account as signing up by mobile number leaves it: a confirmed phone and no e-mail. */
async function phoneOnlyCustomer(language: 'en' | 'si' | 'ta' = 'en') {
  const customer = await signedInCustomer(t);
  await t.db
    .update(users)
    .set({ email: null, phoneConfirmedAt: t.clock.now(), language })
    .where(eq(users.id, customer.userId));
  return customer;
}

const sendCode = (customer: Customer, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/email/send-code',
    headers: customer.auth,
    payload: { email },
  });
const confirm = (customer: Customer, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/email/confirm',
    headers: customer.auth,
    payload: { code },
  });

/** The code in the newest mail to `email`. */
async function mailedCode(email: string) {
  const mail = await t.smtp.waitForMail(email);
  return /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
}

const storedUser = async (id: string) => (await t.db.query.users.findFirst({ where: eq(users.id, id) }))!;
const sends = async (userId: string) =>
  (await t.db.select().from(emailAdditionCodes).where(eq(emailAdditionCodes.userId, userId))).length;

describe('adding an e-mail address to an account made by mobile number', () => {
  it('mails a code to the address, and the code makes it the account’s, verified', async () => {
    const customer = await phoneOnlyCustomer();
    const email = uniqueEmail('added');
    const sent = await sendCode(customer, email.toUpperCase());
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(`We mailed a 6-digit code to ${email}. It works for 10 minutes.`);
    const code = await mailedCode(email);
    expect(code).toMatch(/^\d{6}$/);

    const confirmed = await confirm(customer, code);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: m.emailAdded, data: { user: { email } } });
    expect(await storedUser(customer.userId)).toMatchObject({ email, isVerified: true });
    // Spent: the same code cannot be typed again.
    expect((await confirm(customer, code)).statusCode).toBe(409);
  });

  it('mails the code in the customer’s language', async () => {
    const customer = await phoneOnlyCustomer('si');
    const email = uniqueEmail('sinhala');
    expect((await sendCode(customer, email)).statusCode).toBe(200);
    const mail = await t.smtp.waitForMail(email);
    expect(mail.subject).not.toBe('Your Salon verification code');
    expect(mail.subject).toMatch(/[\u0D80-\u0DFF]/);
  });

  it('refuses a wrong code and an expired one, and changes nothing', async () => {
    const customer = await phoneOnlyCustomer();
    const email = uniqueEmail('wrong');
    await sendCode(customer, email);
    const code = await mailedCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await confirm(customer, wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(m.codeInvalid);
    t.clock.advanceSeconds(11 * 60);
    const late = await confirm(customer, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(m.codeExpired);
    expect((await storedUser(customer.userId)).email).toBeNull();
  });

  it('refuses before any code was sent, and after five wrong tries even the right code', async () => {
    const customer = await phoneOnlyCustomer();
    const none = await confirm(customer, '123456');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(m.noCode);
    const email = uniqueEmail('guessed');
    await sendCode(customer, email);
    const code = await mailedCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await confirm(customer, wrong)).statusCode).toBe(400);
    const exhausted = await confirm(customer, code);
    expect(exhausted.statusCode).toBe(429);
    expect(exhausted.json().message).toBe(m.attemptsExhausted);
    expect((await storedUser(customer.userId)).email).toBeNull();
  });

  it('answers 409 to an account that has an e-mail address already, and sends nothing', async () => {
    const customer = await signedInCustomer(t);
    const email = uniqueEmail('second');
    const refused = await sendCode(customer, email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.alreadyHasEmail);
    expect(t.smtp.countTo(email)).toBe(0);
    expect(await sends(customer.userId)).toBe(0);
  });

  it('tells only the mailbox’s reader that the address has an account: the code then answers 409', async () => {
    const owner = await signedInCustomer(t);
    const customer = await phoneOnlyCustomer();
    const sent = await sendCode(customer, owner.email);
    // The same answer as for a free address, so nobody learns which addresses are registered.
    expect(sent.statusCode).toBe(200);
    const code = await mailedCode(owner.email);
    const taken = await confirm(customer, code);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(m.addressTaken);
    expect((await storedUser(customer.userId)).email).toBeNull();
    expect((await storedUser(owner.userId)).email).toBe(owner.email);
  });

  it('limits the codes: one a minute per account, five a day per address', async () => {
    const customer = await phoneOnlyCustomer();
    const email = uniqueEmail('limited');
    expect((await sendCode(customer, email)).statusCode).toBe(200);
    const soon = await sendCode(customer, email);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(m.tooSoon);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);

    // Other accounts naming the same stranger's address.
    for (let other = 0; other < 4; other++)
      expect((await sendCode(await phoneOnlyCustomer(), email)).statusCode).toBe(200);
    const flooded = await sendCode(await phoneOnlyCustomer(), email);
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().message).toBe(m.addressDailyLimit);
    expect(t.smtp.countTo(email)).toBe(5);
  });

  it('answers 503 when the mail server refuses, and the failed send does not count', async () => {
    const customer = await phoneOnlyCustomer();
    const email = uniqueEmail('refused');
    t.smtp.refuse(true);
    try {
      const refused = await sendCode(customer, email);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ message: m.sendFailed, code: 'MAIL_NOT_SENT' });
    } finally {
      t.smtp.refuse(false);
    }
    expect(await sends(customer.userId)).toBe(0);
    expect((await sendCode(customer, email)).statusCode).toBe(200);
  });

  it('refuses what is not one address with 400, and a visitor with 401', async () => {
    const customer = await phoneOnlyCustomer();
    for (const email of ['', 'not-an-address', 'a@x.lk,b@y.lk', 'Name <a@x.lk>']) {
      const response = await sendCode(customer, email);
      expect(response.statusCode, email).toBe(400);
    }
    expect(await sends(customer.userId)).toBe(0);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/users/email/send-code',
      payload: { email: uniqueEmail() },
    });
    expect(visitor.statusCode).toBe(401);
  });
});
