import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { signedInCustomer, signedInUnverified } from '../../test/builders.ts';
import { jpegWithExif, multipartBody, pngImage } from '../../test/images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

async function upload(
  customer: Customer,
  bytes: Buffer,
  name = 'me.jpg',
  type = 'image/jpeg',
  field = 'profileImage',
) {
  const body = await multipartBody({}, { field, bytes, name, type });
  return t.app.inject({
    method: 'POST',
    url: '/api/users/upload',
    headers: { ...customer.auth, ...body.headers },
    payload: body.payload,
  });
}
const stored = (url: string) => path.join(t.uploadsDir, url.replace('/uploads/', ''));
const userRow = async (id: string) => (await t.db.query.users.findFirst({ where: eq(users.id, id) }))!;

describe('PUT /api/users/profile', () => {
  it('updates name, phone (answered in the local form), address and city', async () => {
    const customer = await signedInCustomer(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: customer.auth,
      payload: { name: 'Nimali P.', phone: '077 123 4567', address: '5 Lake Drive', city: 'Colombo' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'success',
      message: 'Profile updated successfully',
      data: {
        user: {
          name: 'Nimali P.',
          phone: '0771234567',
          address: '5 Lake Drive',
          city: 'Colombo',
          email: customer.email,
        },
      },
    });
  });

  it.each(['+94 77 123 4567', '0094 77 123 4567', '077-123-4567'])(
    'takes the phone %j as registration does and stores it in E.164',
    async (phone) => {
      const customer = await signedInCustomer(t);
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: customer.auth,
        payload: { name: 'Nimali P.', phone },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user.phone).toBe('0771234567');
      const stored = await t.db.execute<{ phone: string }>(
        sql`select phone from users where id = ${customer.userId}`,
      );
      expect(stored.rows[0]!.phone).toBe('+94771234567');
    },
  );

  it.each([
    [{ name: '', phone: '0771234567' }, 'Full name is required'],
    [{ name: 'Nimali', phone: '+94 77 123 456' }, 'Please enter a valid 10-digit phone number'],
    [{ name: 'Nimali', phone: '12345' }, 'Please enter a valid 10-digit phone number'],
  ])('refuses %j with 400 and changes nothing', async (payload, message) => {
    const customer = await signedInCustomer(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: customer.auth,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await userRow(customer.userId)).name).toBe('Nimali Perera');
  });

  it('cannot change the e-mail or role', async () => {
    const customer = await signedInCustomer(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: customer.auth,
      payload: { name: 'X', email: 'evil@example.lk', role: 'admin' },
    });
    expect(await userRow(customer.userId)).toMatchObject({ email: customer.email, role: 'user' });
  });

  it('needs a verified e-mail', async () => {
    const unverified = await signedInUnverified(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: unverified.auth,
      payload: { name: 'X' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/users/upload', () => {
  it('re-encodes the avatar to a 256x256 WebP without its metadata, and replaces the old one', async () => {
    const customer = await signedInCustomer(t);
    const first = await upload(customer, await jpegWithExif());
    expect(first.statusCode).toBe(200);
    const { imageUrl, message, data } = first.json();
    expect(message).toBe('Profile image updated successfully');
    expect(imageUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect(data.user.profileImage).toBe(imageUrl);
    const meta = await sharp(fs.readFileSync(stored(imageUrl))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();

    const second = await upload(customer, await pngImage(), 'me.png', 'image/png');
    expect(second.statusCode).toBe(200);
    expect(fs.existsSync(stored(imageUrl))).toBe(false);
    expect((await userRow(customer.userId)).profileImage).toBe(second.json().imageUrl);
  });

  it('judges the type by content: a text file named .jpg is refused with 415', async () => {
    const customer = await signedInCustomer(t);
    const response = await upload(customer, Buffer.from('<?php echo "hi"; ?>'), 'me.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Please select a valid image file (JPEG, PNG, GIF)');
    expect((await userRow(customer.userId)).profileImage).toBeNull();
  });

  it('refuses a file over 5 MB with 413', async () => {
    const customer = await signedInCustomer(t);
    const big = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(customer, big, 'big.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Image size should be less than 5MB');
    expect((await userRow(customer.userId)).profileImage).toBeNull();
  });

  it('refuses an image over 6000 pixels a side', async () => {
    const customer = await signedInCustomer(t);
    const response = await upload(customer, await pngImage(6100, 10), 'wide.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The image is too large; use one under 6000 x 6000 pixels');
  });

  it("accepts the JSON imageUrl variant only for the customer's own stored avatar", async () => {
    const customer = await signedInCustomer(t);
    const uploaded = (await upload(customer, await pngImage(), 'a.png', 'image/png')).json().imageUrl;
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/users/upload',
      headers: customer.auth,
      payload: { imageUrl: uploaded },
    });
    expect(own.statusCode).toBe(200);
    const other = await signedInCustomer(t);
    const someoneElses = await t.app.inject({
      method: 'POST',
      url: '/api/users/upload',
      headers: other.auth,
      payload: { imageUrl: uploaded },
    });
    expect(someoneElses.statusCode).toBe(400);
    expect((await userRow(other.userId)).profileImage).toBeNull();
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/users/upload',
      headers: other.auth,
      payload: { imageUrl: 'https://evil.example/x.png' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Only images uploaded to this site can be used');
  });
});
