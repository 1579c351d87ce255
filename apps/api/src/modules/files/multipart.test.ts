import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { signedInAdmin } from '../../test/builders.ts';
import { multipartBody, pngImage } from '../../test/images.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

// Found by `npm run fuzz`: the form parser throws plain Errors for these, which became 500s.
describe('a multipart body that cannot be parsed', () => {
  it('is a 400 when the form is cut off half way', async () => {
    const form = await multipartBody(
      { caption: 'Bridal' },
      { field: 'image', bytes: await pngImage(32, 32), name: 'g.png', type: 'image/png' },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/gallery',
      headers: { ...admin.auth, ...form.headers },
      payload: form.payload.subarray(0, 120),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', message: 'The form could not be read' });
  });

  it('is a 400 when the content type names no boundary', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/gallery',
      headers: { ...admin.auth, 'content-type': 'multipart/form-data' },
      payload: 'caption=Bridal',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', message: 'The form could not be read' });
  });
});
