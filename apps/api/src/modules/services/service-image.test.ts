import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createService, signedInAdmin, signedInCustomer } from '../../test/builders.ts';
import { multipartBody, pngImage } from '../../test/images.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

async function uploadImage(
  serviceId: string,
  file: { field?: string; bytes?: Buffer } | null = {},
  auth: Record<string, string> = admin.auth,
) {
  const body = await multipartBody(
    {},
    file
      ? {
          field: file.field ?? 'image',
          bytes: file.bytes ?? (await pngImage()),
          name: 'look.png',
          type: 'image/png',
        }
      : undefined,
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/services/${serviceId}/image`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}
const thumbnailOf = async (id: string) =>
  (await t.db.select().from(services).where(eq(services.id, id)))[0]!.thumbnailUrl;

describe('POST /api/services/:id/image (docs/architecture.md#files)', () => {
  it('sets the thumbnail to a stored WebP, and a new picture replaces the old file', async () => {
    const service = await createService(t);
    const first = await uploadImage(service.id);
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().data.service.thumbnail as string;
    expect(firstUrl).toMatch(/^\/uploads\/services\/[0-9a-f-]{36}\.webp$/);
    expect(first.json()).toMatchObject({
      message: 'Service image updated',
      data: { service: { _id: service.id } },
    });
    expect(await thumbnailOf(service.id)).toBe(firstUrl);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(200);

    const second = (await uploadImage(service.id)).json().data.service.thumbnail as string;
    expect(second).not.toBe(firstUrl);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    const publicView = await t.app.inject({ method: 'GET', url: `/api/services/${service.id}` });
    expect(publicView.json().data.service.thumbnail).toBe(second);
  });

  it('keeps a picture another service still shows', async () => {
    const one = await createService(t);
    const url = (await uploadImage(one.id)).json().data.service.thumbnail as string;
    const other = await createService(t, { thumbnailUrl: url });
    await uploadImage(other.id);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('works for a hidden service', async () => {
    const service = await createService(t, { hidden: true });
    const response = await uploadImage(service.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.service.hidden).toBe(true);
  });

  it.each([
    ['no file', null, 400, 'Please choose an image to upload'],
    ['a file under another field', { field: 'photo' }, 400, 'Please choose an image to upload'],
    ['a file that is not an image', { bytes: Buffer.from('plain text, not a picture') }, 415, undefined],
  ])('refuses %s, leaving the thumbnail', async (_name, file, status, message) => {
    const service = await createService(t, { thumbnailUrl: '/uploads/services/kept.webp' });
    const response = await uploadImage(service.id, file);
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json().message).toBe(message);
    expect(await thumbnailOf(service.id)).toBe('/uploads/services/kept.webp');
  });

  it('answers 404 for an unknown or deleted service', async () => {
    const gone = await createService(t, { deletedAt: new Date() });
    expect((await uploadImage(gone.id)).statusCode).toBe(404);
    expect((await uploadImage('7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11')).statusCode).toBe(404);
  });

  it('refuses customers with 403 and visitors with 401, changing nothing', async () => {
    const customer = await signedInCustomer(t);
    const service = await createService(t);
    expect((await uploadImage(service.id, {}, customer.auth)).statusCode).toBe(403);
    expect((await uploadImage(service.id, {}, {})).statusCode).toBe(401);
    expect(await thumbnailOf(service.id)).toBeNull();
  });
});
