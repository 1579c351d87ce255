import { toSalonDate } from '@salon/domain';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialOffers } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createService, signedInAdmin, signedInCustomer } from '../../test/builders.ts';
import { multipartBody, pngImage } from '../../test/images.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let serviceIds: string[];
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
  serviceIds = [
    (await createService(t, { title: 'Facial Glow' })).id,
    (await createService(t, { title: 'Gel Manicure' })).id,
  ];
});
afterAll(() => t.close());

const dayOffset = (days: number) =>
  toSalonDate(new Date(t.clock.now().getTime() + days * 86_400_000), 'Asia/Colombo');

async function createOffer(fields: Record<string, string>, withImage = true) {
  const body = await multipartBody(
    {
      title: 'Glow Package',
      description: 'Facial and manicure together.',
      originalPrice: '9000',
      discount: '20',
      startDate: dayOffset(-3),
      endDate: dayOffset(10),
      services: JSON.stringify(serviceIds),
      ...fields,
    },
    withImage ? { field: 'image', bytes: await pngImage(), name: 'offer.png', type: 'image/png' } : undefined,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/special-offers',
    headers: { ...admin.auth, ...body.headers },
    payload: body.payload,
  });
}

describe('special offers', () => {
  it('creates an offer with its image and derives the price from the discount', async () => {
    const response = await createOffer({});
    expect(response.statusCode).toBe(201);
    const offer = response.json().data.offer;
    expect(offer).toMatchObject({
      title: 'Glow Package',
      name: 'Glow Package',
      price: 7200,
      originalPrice: 9000,
      discount: 20,
      type: 'special_offer',
      isActive: true,
      services: [
        { _id: serviceIds[0], name: 'Facial Glow' },
        { _id: serviceIds[1], name: 'Gel Manicure' },
      ],
    });
    expect(offer.image).toMatch(/^\/uploads\/offers\/[0-9a-f-]{36}\.webp$/);
    expect(fs.existsSync(path.join(t.uploadsDir, offer.image.replace('/uploads/', '')))).toBe(true);
    const image = await t.app.inject({ method: 'GET', url: offer.image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('lists only offers running today (salon time) as active; admins see all', async () => {
    const expired = (
      await createOffer({ title: 'Last Month', startDate: dayOffset(-40), endDate: dayOffset(-1) }, false)
    ).json().data.offer;
    const future = (
      await createOffer({ title: 'Next Month', startDate: dayOffset(5), endDate: dayOffset(30) }, false)
    ).json().data.offer;
    const endsToday = (
      await createOffer({ title: 'Ends Today', startDate: dayOffset(-5), endDate: dayOffset(0) }, false)
    ).json().data.offer;

    const active = (await t.app.inject({ method: 'GET', url: '/api/special-offers/active' })).json().data
      .offers as Array<{ _id: string }>;
    const activeIds = active.map((offer) => offer._id);
    expect(activeIds).toContain(endsToday._id);
    expect(activeIds).not.toContain(expired._id);
    expect(activeIds).not.toContain(future._id);

    const all = await t.app.inject({ method: 'GET', url: '/api/special-offers', headers: admin.auth });
    expect(all.json().data.offers.map((offer: { _id: string }) => offer._id)).toEqual(
      expect.arrayContaining([expired._id, future._id]),
    );
    const one = await t.app.inject({ method: 'GET', url: `/api/special-offers/${expired._id}` });
    expect(one.json().data.offer.isActive).toBe(false);
  });

  it('updates fields and the service list, and soft-deletes', async () => {
    const offer = (await createOffer({}, false)).json().data.offer;
    const body = await multipartBody({ discount: '50', services: serviceIds[1]! });
    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/special-offers/${offer._id}`,
      headers: { ...admin.auth, ...body.headers },
      payload: body.payload,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.offer).toMatchObject({
      price: 4500,
      discount: 50,
      services: [{ _id: serviceIds[1], name: 'Gel Manicure' }],
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/special-offers/${offer._id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/special-offers/${offer._id}` })).statusCode).toBe(
      404,
    );
    const stillStored = await t.db.select().from(specialOffers);
    expect(stillStored.some((row) => row.id === offer._id && row.deletedAt)).toBe(true);
  });

  it.each([
    [{ discount: '0' }, 'Discount must be a whole percent from 1 to 99'],
    [{ services: '[]' }, 'Choose at least one service for the offer'],
    [
      { services: JSON.stringify(['7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11']) },
      'One or more services of this offer do not exist',
    ],
    [{ startDate: '2026-12-10', endDate: '2026-12-01' }, 'The end date cannot be before the start date'],
  ])('refuses %j with 400 and stores nothing', async (fields, message) => {
    const before = (await t.db.select().from(specialOffers)).length;
    const response = await createOffer(fields, false);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await t.db.select().from(specialOffers)).length).toBe(before);
  });

  it('keeps offer management to admins', async () => {
    const customer = await signedInCustomer(t);
    const body = await multipartBody({ title: 'x' });
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: '/api/special-offers',
      headers: { ...customer.auth, ...body.headers },
      payload: body.payload,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/special-offers', headers: customer.auth })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/special-offers' })).statusCode).toBe(401);
  });
});
