import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { createService, signedInAdmin, signedInCustomer, signedInUnverified } from '../test/builders.ts';
import { multipartBody } from '../test/images.ts';
import { registerErrorHandler } from './error-handler.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let customer: Awaited<ReturnType<typeof signedInCustomer>>;
let serviceId: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
  customer = await signedInCustomer(t);
  serviceId = (await createService(t, { title: 'Facial Glow' })).id;
});
afterAll(() => t.close());

const CONTROL_CHARACTERS = 'Text cannot contain control characters';
const NOT_ON_CALENDAR = 'This date does not exist on the calendar';

function expectEnvelope(
  response: { statusCode: number; json(): unknown },
  statusCode: number,
  message: string,
  code: string,
) {
  expect({ statusCode: response.statusCode, body: response.json() }).toMatchObject({
    statusCode,
    body: { status: 'error', message, code },
  });
}

describe('a NUL character in any text is a 400, never a 500', () => {
  const nul = 'a\u0000b';
  it.each([
    ['login', 'POST', '/api/auth/login', () => ({ email: `x${nul}@example.lk`, password: 'Secret123' })],
    [
      'register',
      'POST',
      '/api/auth/register',
      () => ({
        name: `Nimali${nul}`,
        email: 'nul-register@example.lk',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        phone: '0771234567',
      }),
    ],
    ['forgot password', 'POST', '/api/auth/forgot-password', () => ({ email: `a${nul}@b.lk`, role: 'user' })],
  ] as const)('%s', async (_name, method, url, payload) => {
    const response = await t.app.inject({ method, url, payload: payload() });
    expectEnvelope(response, 400, CONTROL_CHARACTERS, 'VALIDATION_FAILED');
  });

  it('profile', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: customer.auth,
      payload: { name: 'Nimali', address: `5 Lake${nul} Drive` },
    });
    expectEnvelope(response, 400, CONTROL_CHARACTERS, 'VALIDATION_FAILED');
  });

  it('review', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: customer.auth,
      payload: { rating: 5, comment: `Lovely${nul}` },
    });
    expectEnvelope(response, 400, CONTROL_CHARACTERS, 'VALIDATION_FAILED');
  });

  it('admin appointment search (query string)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/all?search=a%00b',
      headers: admin.auth,
    });
    expectEnvelope(response, 400, CONTROL_CHARACTERS, 'VALIDATION_FAILED');
  });

  it('a multipart offer field', async () => {
    const response = await postOffer({ title: `Glow${nul}` });
    expectEnvelope(response, 400, CONTROL_CHARACTERS, 'VALIDATION_FAILED');
  });

  it('still accepts tabs and line breaks in a review', async () => {
    const writer = await signedInCustomer(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: writer.auth,
      payload: { rating: 5, comment: 'Lovely.\r\n\tWill come again.' },
    });
    expect(response.statusCode).toBe(201);
  });
});

const offerFields = (fields: Record<string, string>) => ({
  title: 'Glow Package',
  description: 'Facial and more.',
  originalPrice: '9000',
  discount: '20',
  startDate: '2026-12-01',
  endDate: '2026-12-20',
  services: JSON.stringify([serviceId]),
  ...fields,
});

async function postOffer(fields: Record<string, string>, method: 'POST' | 'PATCH' = 'POST', id = '') {
  const body = await multipartBody(method === 'POST' ? offerFields(fields) : fields);
  return t.app.inject({
    method,
    url: `/api/special-offers${id ? `/${id}` : ''}`,
    headers: { ...admin.auth, ...body.headers },
    payload: body.payload,
  });
}

describe('impossible calendar dates are a 400', () => {
  it.each(['2026-02-30', '2026-13-45'])('check-availability with %s', async (date) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/check-availability',
      headers: customer.auth,
      payload: { date, services: [{ _id: serviceId, quantity: 1 }] },
    });
    expectEnvelope(response, 400, NOT_ON_CALENDAR, 'VALIDATION_FAILED');
  });

  it('create-payment-intent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/create-payment-intent',
      headers: customer.auth,
      payload: { totalAmount: 1000, date: '2026-02-30', startTime: '10:00' },
    });
    expectEnvelope(response, 400, NOT_ON_CALENDAR, 'VALIDATION_FAILED');
  });

  it.each(['from', 'to'])('admin appointment filter %s', async (field) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/appointments/all?${field}=2026-13-45`,
      headers: admin.auth,
    });
    expectEnvelope(response, 400, NOT_ON_CALENDAR, 'VALIDATION_FAILED');
  });

  it('offer create and update', async () => {
    expectEnvelope(await postOffer({ endDate: '2026-02-30' }), 400, NOT_ON_CALENDAR, 'VALIDATION_FAILED');
    const created = await postOffer({});
    expect(created.statusCode).toBe(201);
    const id = created.json().data.offer._id as string;
    const updated = await postOffer({ startDate: '2026-13-45' }, 'PATCH', id);
    expectEnvelope(updated, 400, NOT_ON_CALENDAR, 'VALIDATION_FAILED');
  });

  it('closures', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/closures',
      headers: admin.auth,
      payload: { closures: [{ from: '2026-02-28', to: '2026-02-30', reason: '' }] },
    });
    expectEnvelope(response, 400, NOT_ON_CALENDAR, 'VALIDATION_FAILED');
  });
});

describe('a malformed offer services field is a 400', () => {
  it.each([
    ['not JSON', '[not json', 'Services must be a list of service ids'],
    ['an object', '[{"_id":1}]', 'Each service must be a service id'],
  ])('%s', async (_name, services, message) => {
    expectEnvelope(await postOffer({ services }), 400, message, 'VALIDATION_FAILED');
  });
});

describe('authorisation comes before validation', () => {
  const invalidService = { title: '', price: -1 };
  it('an anonymous admin call with an invalid body is 401', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/services', payload: invalidService });
    expectEnvelope(response, 401, 'Please log in to continue', 'UNAUTHORIZED');
  });

  it('a customer on an admin route with an invalid body is 403', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: customer.auth,
      payload: invalidService,
    });
    expectEnvelope(response, 403, 'You do not have permission to perform this action', 'FORBIDDEN');
  });

  it('an anonymous settings change with an invalid body is 401', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { capacity: 'x' },
    });
    expectEnvelope(response, 401, 'Please log in to continue', 'UNAUTHORIZED');
  });

  it('an unverified customer hears 403 EMAIL_NOT_VERIFIED before the cart body is read', async () => {
    const unverified = await signedInUnverified(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add-cart',
      headers: unverified.auth,
      payload: { serviceId: 'not-a-uuid' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('an admin still gets the 400 of the invalid body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin.auth,
      payload: invalidService,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});

describe("Fastify's own errors answer in the envelope with plain words", () => {
  it('a malformed URL escape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/%zz' });
    expectEnvelope(response, 400, 'The address of the request is not valid', 'MALFORMED_REQUEST');
  });

  it('an over-long path parameter', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/special-offers/${'a'.repeat(101)}` });
    expectEnvelope(response, 414, 'The address of the request is too long', 'URI_TOO_LONG');
  });

  it('an unsupported content type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expectEnvelope(
      response,
      415,
      'Send the request body as JSON or as a multipart form',
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expectEnvelope(response, 400, 'The request body is not valid JSON', 'MALFORMED_REQUEST');
  });

  it('an empty body sent as JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectEnvelope(response, 400, 'The request body is empty but was sent as JSON', 'MALFORMED_REQUEST');
  });

  it.each([
    ['no body', {}, undefined],
    ['a JSON array', { 'content-type': 'application/json' }, '[]'],
    ['plain text', { 'content-type': 'text/plain' }, 'hello'],
  ])('%s where an object is expected', async (_name, headers, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload });
    expectEnvelope(response, 400, 'Send the request body as a JSON object', 'MALFORMED_REQUEST');
  });

  it('a body over the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.lk', password: 'x'.repeat(1024 * 1024) },
    });
    expectEnvelope(response, 413, 'The request is too large', 'PAYLOAD_TOO_LARGE');
  });

  it('a URL longer than the HTTP parser allows (real socket)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/services?q=${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({
      status: 'error',
      message: 'The address or headers of the request are too long',
      messageId: 'The address or headers of the request are too long',
      code: 'HEADERS_TOO_LARGE',
    });
  });

  it('no answer names an FST_ code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/%zz' });
    expect(response.body).not.toContain('FST_');
  });
});

describe('PostgreSQL refusing a value as data is a 400', () => {
  it('maps an invalid date reaching the database to the envelope, not a 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/unguarded', async () => t.db.$client.query('select $1::date', ['2026-02-30']));
    const response = await app.inject({ method: 'GET', url: '/unguarded' });
    expectEnvelope(
      response,
      400,
      'Invalid request data. Please check your information and try again.',
      'VALIDATION_FAILED',
    );
    await app.close();
  });

  it('keeps a real server failure a 500 INTERNAL', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/broken', async () => t.db.$client.query('select * from no_such_table'));
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expectEnvelope(response, 500, 'Server error. Please try again later', 'INTERNAL');
    await app.close();
  });
});
