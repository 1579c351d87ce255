import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryImages } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { signedInAdmin, signedInCustomer } from '../../test/builders.ts';
import { multipartBody, pngImage } from '../../test/images.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

async function upload(caption: string, auth = admin.auth) {
  const body = await multipartBody(
    { caption },
    { field: 'image', bytes: await pngImage(), name: 'look.png', type: 'image/png' },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/gallery',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

describe('gallery', () => {
  it('groups images by caption in upload order', async () => {
    const first = (await upload('Hair Styling')).json().data.image;
    await upload('Nail Art');
    const third = (await upload('Hair Styling')).json().data.image;
    const response = await t.app.inject({ method: 'GET', url: '/api/gallery' });
    expect(response.json()).toEqual({
      status: 'success',
      data: {
        galleryImages: [
          { caption: 'Hair Styling', images: [first, third] },
          { caption: 'Nail Art', images: [expect.objectContaining({ caption: 'Nail Art' })] },
        ],
      },
    });
    expect(first.imageUrl).toMatch(/^\/uploads\/gallery\/.+\.webp$/);
  });

  it('deletes an image and its file', async () => {
    const image = (await upload('Bridal')).json().data.image;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/gallery/${image._id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: image.imageUrl })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/gallery/${image._id}`, headers: admin.auth }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses uploads by customers and uploads without a caption', async () => {
    const customer = await signedInCustomer(t);
    const before = (await t.db.select().from(galleryImages)).length;
    expect((await upload('Hair', customer.auth)).statusCode).toBe(403);
    const noCaption = await upload('  ');
    expect(noCaption.statusCode).toBe(400);
    expect(noCaption.json().message).toBe('A caption is required');
    expect((await t.db.select().from(galleryImages)).length).toBe(before);
  });
});
