import { imageVariants } from '@salon/domain';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createService, signedInAdmin } from '../../test/builders.ts';
import { multipartBody, pngImage } from '../../test/images.ts';
import { createImageStore } from './image-store.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const onDisk = (url: string) => path.join(t.uploadsDir, url.replace('/uploads/', ''));
const exists = (url: string) =>
  fs.access(onDisk(url)).then(
    () => true,
    () => false,
  );
const sizeOf = async (url: string) => {
  const { width, height, format } = await sharp(onDisk(url)).metadata();
  return { width, height, format };
};

async function uploadGallery(bytes: Buffer) {
  const body = await multipartBody(
    { caption: 'Bridal' },
    { field: 'image', bytes, name: 'look.png', type: 'image/png' },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/gallery',
    headers: { ...admin.auth, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.image as { _id: string; imageUrl: string };
}

describe('smaller copies of a stored image (docs/architecture.md#files)', () => {
  it('are written at upload, at each width, and served under /uploads', async () => {
    const image = await uploadGallery(await pngImage(2000, 1500));
    const variants = imageVariants(image.imageUrl);
    expect(variants.map((variant) => variant.width)).toEqual([480, 960, 1600]);
    for (const variant of variants) {
      expect(variant.url).toMatch(/^\/uploads\/gallery\/[0-9a-f-]{36}-w\d+\.webp$/);
      expect(await sizeOf(variant.url)).toEqual({
        width: variant.width,
        height: (variant.width * 3) / 4,
        format: 'webp',
      });
      const served = await t.app.inject({ method: 'GET', url: variant.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    const [smallest, , largest] = variants;
    expect((await fs.stat(onDisk(smallest!.url))).size).toBeLessThan(
      (await fs.stat(onDisk(largest!.url))).size,
    );
  });

  it('are never wider than the original', async () => {
    const service = await createService(t);
    const body = await multipartBody(
      {},
      { field: 'image', bytes: await pngImage(300, 200), name: 'small.png', type: 'image/png' },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/services/${service.id}/image`,
      headers: { ...admin.auth, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const variants = imageVariants(uploaded.json().data.service.thumbnail);
    expect(variants.map((variant) => variant.width)).toEqual([400, 800]);
    for (const variant of variants)
      expect(await sizeOf(variant.url)).toEqual({ width: 300, height: 200, format: 'webp' });
  });

  it('are removed with their image', async () => {
    const image = await uploadGallery(await pngImage(1200, 800));
    const urls = [image.imageUrl, ...imageVariants(image.imageUrl).map((variant) => variant.url)];
    for (const url of urls) expect(await exists(url)).toBe(true);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/gallery/${image._id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(200);
    for (const url of urls) {
      expect(await exists(url)).toBe(false);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('are not stored URLs a client may point at', async () => {
    const image = await uploadGallery(await pngImage(800, 600));
    const store = createImageStore(t.uploadsDir);
    expect(await store.holds(image.imageUrl, 'gallery')).toBe(true);
    for (const variant of imageVariants(image.imageUrl))
      expect(await store.holds(variant.url, 'gallery')).toBe(false);
  });

  it('missing at start-up are written beside the originals already stored, once', async () => {
    const image = await uploadGallery(await pngImage(1800, 1200));
    const [, middle] = imageVariants(image.imageUrl);
    await fs.rm(onDisk(middle!.url));
    // A crash in the middle of writing that copy leaves only its unfinished file.
    await fs.writeFile(`${onDisk(middle!.url)}.part`, 'half a picture');
    // An original from before copies existed, and a damaged one that must not stop the start.
    const legacyUrl = '/uploads/avatars/0b5f8a9e-3c2d-4e1f-9a8b-7c6d5e4f3a2b.webp';
    await fs.mkdir(path.dirname(onDisk(legacyUrl)), { recursive: true });
    await fs.writeFile(
      onDisk(legacyUrl),
      await sharp(await pngImage(256, 256))
        .webp()
        .toBuffer(),
    );
    const damagedUrl = '/uploads/offers/1c6a9b0f-4d3e-4f2a-8b9c-8d7e6f5a4b3c.webp';
    await fs.mkdir(path.dirname(onDisk(damagedUrl)), { recursive: true });
    await fs.writeFile(onDisk(damagedUrl), 'not an image');

    const store = createImageStore(t.uploadsDir);
    expect(await store.createMissingVariants()).toEqual({ written: 4, unreadable: [damagedUrl] });
    expect(await sizeOf(middle!.url)).toEqual({ width: 960, height: 640, format: 'webp' });
    expect((await t.app.inject({ method: 'GET', url: middle!.url })).statusCode).toBe(200);
    expect(await exists(`${middle!.url}.part`)).toBe(false);
    for (const variant of imageVariants(legacyUrl))
      expect(await sizeOf(variant.url)).toEqual({
        width: variant.width,
        height: variant.width,
        format: 'webp',
      });

    expect(await store.createMissingVariants()).toEqual({ written: 0, unreadable: [damagedUrl] });
  });
});
