import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';

let t: TestApp;
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('API platform', () => {
  it('answers unknown /api paths with the JSON 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 'error',
      message: 'The requested resource was not found',
      messageId: 'The requested resource was not found',
      code: 'NOT_FOUND',
    });
  });

  it('reports health after asking the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends a strict Content-Security-Policy and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client https://js.stripe.com");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    // Without PayHere as the provider, forms go only to us.
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    [{ PAYHERE_MODE: 'live' }, 'https://www.payhere.lk'],
    [{ PAYHERE_API_BASE: 'http://127.0.0.1:4020/checkout-fake/' }, 'http://127.0.0.1:4020'],
  ])('lets forms go to the PayHere checkout configured, and no other (%o)', async (env, origin) => {
    const payhere = await buildTestApp({
      PAYMENTS_PROVIDER: 'payhere',
      PAYHERE_MERCHANT_ID: '1211149',
      PAYHERE_MERCHANT_SECRET: 'merchant-secret',
      PAYHERE_APP_ID: 'app-id',
      PAYHERE_APP_SECRET: 'app-secret',
      ...env,
    });
    try {
      const response = await payhere.app.inject({ method: 'GET', url: '/healthz' });
      const csp = String(response.headers['content-security-policy']);
      expect(directive(csp, 'form-action')).toBe(`form-action 'self' ${origin}`);
      // A public read asked twice is answered the second time by the replay in front of the
      // framework (docs/architecture.md#read-cache): it must send the same policy.
      const base = await payhere.app.listen({ port: 0, host: '127.0.0.1' });
      for (let ask = 0; ask < 2; ask++) {
        const read = await fetch(`${base}/api/services/get-services`);
        expect(read.status).toBe(200);
        expect(directive(String(read.headers.get('content-security-policy')), 'form-action')).toBe(
          `form-action 'self' ${origin}`,
        );
      }
    } finally {
      await payhere.close();
    }
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.lk', password: 'x'.repeat(1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: 'error',
      message: 'The request is too large',
      messageId: 'The request is too large',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('tells the browser its sign-in and payment setup, and the salon details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      status: 'success',
      data: {
        googleClientId: null,
        paymentsProvider: 'sandbox',
        stripePublishableKey: null,
        feeDeductedAtSalon: false,
        bookingFeeLkr: 1000,
        salon: { name: 'Salon', address: null, phone: null, whatsapp: null, email: null, mapUrl: null },
        openingHours: [null, ...Array.from({ length: 6 }, () => ({ open: '09:00', close: '19:00' }))],
        leadTimeMinutes: 60,
        horizonDays: 60,
        timeZone: 'Asia/Colombo',
      },
    });
  });
});

describe('serving the built web app', () => {
  it('serves hashed assets for a year, and index.html for client routes', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Salon</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-AbCd1234.js'), 'console.log(1)');
    const served = await buildTestApp({}, { webDistDir: dist });
    const { app } = served;
    try {
      const asset = await app.inject({ method: 'GET', url: '/assets/index-AbCd1234.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const page = await app.inject({
        method: 'GET',
        url: '/profile/appointments',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');

      const anyAccept = await app.inject({ method: 'GET', url: '/', headers: { accept: '*/*' } });
      expect(anyAccept.body).toContain('<div id="root">');
      const missingFile = await app.inject({ method: 'GET', url: '/assets/gone-12345678.js' });
      expect(missingFile.statusCode).toBe(404);

      const api = await app.inject({ method: 'GET', url: '/api/missing', headers: { accept: 'text/html' } });
      expect(api.statusCode).toBe(404);
      expect(api.json().status).toBe('error');

      // The footer's About Us and Contact: sections of the home page, never a not-found page.
      for (const [from, to] of [
        ['/about', '/#about'],
        ['/contact', '/#contact'],
        ['/contact?ref=footer', '/#contact'],
      ]) {
        const moved = await app.inject({ method: 'GET', url: from, headers: { accept: 'text/html' } });
        expect(moved.statusCode, from).toBe(301);
        expect(moved.headers.location, from).toBe(to);
      }
    } finally {
      await served.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
