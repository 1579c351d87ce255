import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPayment } from '../test/booking-builders.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { registerCustomer, signedInCustomer, uniqueEmail } from '../test/builders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const TOO_MANY = {
  status: 'error',
  message: 'Too many attempts. Please try again later.',
  messageId: 'Too many attempts. Please try again later.',
  code: 'RATE_LIMITED',
};

const login = (app: TestApp['app'], email: string, password: string, from = '127.0.0.1', headers = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, role: 'user' },
    remoteAddress: from,
    headers,
  });

describe('no client can lock another out of an account', () => {
  it('lets the right password through from a client with no failures, whatever others tried', async () => {
    const customer = await signedInCustomer(t);
    for (const from of ['10.0.1.1', '10.0.1.2', '10.0.1.3']) {
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await login(t.app, customer.email, 'Wrong1234', from)).statusCode).toBe(401);
      }
      // Each guessing client is stopped at the account.
      const stopped = await login(t.app, customer.email, customer.password, from);
      expect(stopped.statusCode).toBe(429);
      expect(stopped.json()).toEqual(TOO_MANY);
      expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    }
    const owner = await login(t.app, customer.email, customer.password, '10.0.1.4');
    expect(owner.statusCode).toBe(200);
  });

  it("counts reset mails per client and address, so others cannot use up the owner's", async () => {
    const customer = await signedInCustomer(t);
    const forgot = (from: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: customer.email, role: 'user' },
        remoteAddress: from,
      });
    for (const from of ['10.0.2.1', '10.0.2.2']) {
      for (let n = 1; n <= 5; n++) expect((await forgot(from)).statusCode).toBe(200);
      const sixth = await forgot(from);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual(TOO_MANY);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await forgot('10.0.2.3')).statusCode).toBe(200);
    await t.smtp.waitForMail(customer.email, 11);
    expect(t.smtp.countTo(customer.email)).toBe(12);
  });

  it("counts code resends per client and address, so others cannot use up the owner's", async () => {
    const customer = await registerCustomer(t);
    const resend = (from: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/resend-otp',
        payload: { email: customer.email },
        remoteAddress: from,
      });
    for (const from of ['10.0.8.1', '10.0.8.2']) {
      for (let n = 1; n <= 10; n++) expect((await resend(from)).statusCode).toBe(200);
      expect((await resend(from)).statusCode).toBe(429);
    }
    expect((await resend('10.0.8.3')).statusCode).toBe(200);
  });

  it('stops a client asking for reset mails to many addresses', async () => {
    const forgot = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email, role: 'user' },
        remoteAddress: '10.0.2.9',
      });
    for (let n = 0; n < 30; n++) expect((await forgot(uniqueEmail('nobody'))).statusCode).toBe(200);
    const blocked = await forgot(uniqueEmail('nobody'));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });
});

describe('limits per client, whatever the address tried', () => {
  it('stops a client after 30 logins for any addresses in 15 minutes', async () => {
    for (let n = 0; n < 30; n++) {
      expect((await login(t.app, uniqueEmail('nobody'), 'Secret123', '10.0.3.1')).statusCode).toBe(401);
    }
    const blocked = await login(t.app, uniqueEmail('nobody'), 'Secret123', '10.0.3.1');
    expect(blocked.statusCode).toBe(429);
    expect((await login(t.app, uniqueEmail('nobody'), 'Secret123', '10.0.3.2')).statusCode).toBe(401);
  });
});

describe('the client address behind a proxy', () => {
  const productionEnv = { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' };

  it('in production, ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const production = await buildTestApp(productionEnv);
    try {
      const customer = await signedInCustomer(production);
      for (let attempt = 0; attempt < 10; attempt++) {
        const guess = await login(production.app, customer.email, 'Wrong1234', '10.0.4.1', {
          'x-forwarded-for': `203.0.113.${attempt}`,
        });
        expect(guess.statusCode).toBe(401);
      }
      const blocked = await login(production.app, customer.email, customer.password, '10.0.4.1', {
        'x-forwarded-for': '203.0.113.99',
      });
      expect(blocked.statusCode).toBe(429);
    } finally {
      await production.close();
    }
  });

  it('takes the client address from the proxy TRUST_PROXY names', async () => {
    const behindProxy = await buildTestApp({ ...productionEnv, TRUST_PROXY: '10.0.5.1' });
    try {
      const customer = await signedInCustomer(behindProxy);
      for (let attempt = 0; attempt < 10; attempt++) {
        const guess = await login(behindProxy.app, customer.email, 'Wrong1234', '10.0.5.1', {
          'x-forwarded-for': '203.0.113.7',
        });
        expect(guess.statusCode).toBe(401);
      }
      const sameClient = { 'x-forwarded-for': '203.0.113.7' };
      const otherClient = { 'x-forwarded-for': '203.0.113.8' };
      expect(
        (await login(behindProxy.app, customer.email, 'Wrong1234', '10.0.5.1', sameClient)).statusCode,
      ).toBe(429);
      expect(
        (await login(behindProxy.app, customer.email, customer.password, '10.0.5.1', otherClient)).statusCode,
      ).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('the payment-intent limit', () => {
  it('counts per account, across its sessions and however the Authorization header is spaced', async () => {
    const customer = await signedInCustomer(t);
    const secondSession = (await login(t.app, customer.email, customer.password, '10.0.7.1')).json()
      .token as string;
    const withHeader = (authorization: string) => ({ ...customer, auth: { authorization } });
    const variants = [
      customer,
      withHeader(`Bearer   ${customer.token}  `),
      withHeader(`Bearer ${secondSession}`),
      withHeader(`Bearer ${secondSession}   `),
    ];
    for (let call = 0; call < 20; call++) {
      const response = await startPayment(t, variants[call % variants.length]!, '2030-01-07', '10:00');
      expect(response.statusCode).not.toBe(429);
    }
    const blocked = await startPayment(t, withHeader(`Bearer      ${secondSession}`), '2030-01-07', '10:00');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });
});

describe('several server processes on one database', () => {
  it('share their counters', async () => {
    // A second process: its own app, mail and files, the first one's database.
    const second = await buildTestApp({}, { db: t.db });
    try {
      const customer = await signedInCustomer(t);
      for (let attempt = 0; attempt < 10; attempt++) {
        const app = attempt % 2 ? second.app : t.app;
        expect((await login(app, customer.email, 'Wrong1234', '10.0.6.1')).statusCode).toBe(401);
      }
      expect((await login(second.app, customer.email, customer.password, '10.0.6.1')).statusCode).toBe(429);
      expect((await login(t.app, customer.email, customer.password, '10.0.6.1')).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
