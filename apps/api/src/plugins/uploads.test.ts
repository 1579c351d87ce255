import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Found by `npm run fuzz`: a missing upload without a file extension fell through to the
// web app's client-route fallback (503 with no web build, the HTML page with one).
describe('a missing upload', () => {
  it.each([
    '/uploads/3f2b9d1e-0000-4000-8000-000000000000',
    '/uploads/..%2F..%2Fetc%2Fpasswd',
    '/uploads/avatars/',
  ])('%s is a JSON 404', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 'error',
      message: 'The requested resource was not found',
      messageId: 'The requested resource was not found',
      code: 'NOT_FOUND',
    });
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(404);
  });
});
