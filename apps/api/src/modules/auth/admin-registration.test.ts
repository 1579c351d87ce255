import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { registrationBody } from '../../test/builders.ts';

const ADMIN_KEY = 'test-admin-key-0123456789';

describe('POST /api/auth/admin/register with a configured key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_REGISTRATION_KEY: ADMIN_KEY });
  });
  afterAll(() => t.close());
  const register = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/admin/register', payload, headers });

  it('creates a verified admin with the key in the x-admin-key header', async () => {
    const body = registrationBody();
    const response = await register(body, { 'x-admin-key': ADMIN_KEY });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Admin registration successful!',
      data: { user: { role: 'admin', isVerified: true } },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password, role: 'admin' },
    });
    expect(login.statusCode).toBe(200);
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password, role: 'user' },
    });
    expect(asCustomer.statusCode).toBe(403);
  });

  it('accepts the key as body field adminKey', async () => {
    const response = await register(registrationBody({ adminKey: ADMIN_KEY }));
    expect(response.statusCode).toBe(201);
  });

  it.each([[{}], [{ 'x-admin-key': 'wrong-key-0123456789' }]])(
    'refuses a missing or wrong key (%j)',
    async (headers) => {
      const body = registrationBody();
      const response = await register(body, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Invalid admin registration key');
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: body.email, password: body.password, role: 'admin' },
      });
      expect(login.statusCode).toBe(401);
    },
  );
});

describe('POST /api/auth/admin/register without a configured key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is refused whatever key is sent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/register',
      payload: registrationBody({ adminKey: 'anything-at-all-123' }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Admin registration is not enabled');
  });
});
