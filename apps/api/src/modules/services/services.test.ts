import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createService, signedInAdmin, signedInCustomer } from '../../test/builders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const newService = {
  title: 'Keratin Treatment',
  description: 'Smooth, frizz-free hair for months.',
  category: 'Hair',
  price: 22000,
  averageTime: 180,
};

describe('GET /api/services/get-services', () => {
  it('lists live services in the documented shape (docs/product.md#7), without deleted ones', async () => {
    const kept = await createService(t, {
      title: 'Gel Manicure',
      category: 'nail',
      priceLkr: 4500,
      durationMinutes: 60,
    });
    const gone = await createService(t, { title: 'Old Service', deletedAt: new Date() });
    const response = await t.app.inject({ method: 'GET', url: '/api/services/get-services' });
    expect(response.statusCode).toBe(200);
    const listed = response.json().data.services as Array<{ _id: string }>;
    expect(listed).toContainEqual({
      _id: kept.id,
      title: 'Gel Manicure',
      description: 'A precise cut.',
      category: 'nail',
      price: 4500,
      averageTime: 60,
      thumbnail: null,
      bookableOnce: false,
    });
    expect(listed.map((s) => s._id)).not.toContain(gone.id);
  });
});

describe('admin service management', () => {
  it('creates a service (category case-insensitive), updates and soft-deletes it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin.auth,
      payload: newService,
    });
    expect(created.statusCode).toBe(201);
    const service = created.json().data.service;
    expect(service).toMatchObject({
      title: 'Keratin Treatment',
      category: 'hair',
      price: 22000,
      averageTime: 180,
      bookableOnce: false,
    });

    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/services/${service._id}`,
      headers: admin.auth,
      payload: { price: 24000, bookableOnce: true },
    });
    expect(updated.json().data.service).toMatchObject({ price: 24000, bookableOnce: true });
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/services/${service._id}`,
      headers: admin.auth,
      payload: { bookableOnce: 'yes' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Booked once per visit is true or false');
    const stored = await t.db.query.services.findFirst({ where: eq(services.id, service._id) });
    expect(stored!.bookableOnce).toBe(true);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/services/${service._id}`,
      headers: admin.auth,
    });
    expect(deleted.json().message).toBe('Service deleted successfully');
    const row = await t.db.query.services.findFirst({ where: eq(services.id, service._id) });
    expect(row!.deletedAt).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/services/${service._id}` })).statusCode).toBe(404);
  });

  it('accepts duration in place of averageTime', async () => {
    const { averageTime, ...rest } = newService;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin.auth,
      payload: { ...rest, duration: averageTime },
    });
    expect(created.json().data.service.averageTime).toBe(180);
  });

  it('refuses customers with 403 and visitors with 401, creating nothing', async () => {
    const customer = await signedInCustomer(t);
    const before = (await t.db.select().from(services)).length;
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: customer.auth,
      payload: newService,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().message).toBe('You do not have permission to perform this action');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/services', payload: newService })).statusCode,
    ).toBe(401);
    expect((await t.db.select().from(services)).length).toBe(before);
  });

  it.each([
    [{ category: 'massage' }, 'Category must be hair, nail, facial or makeup'],
    [{ price: 12.5 }, 'Price must be a whole number of LKR'],
    [{ averageTime: 0 }, 'Duration must be between 5 and 600 minutes'],
    [{ title: '' }, 'Title is required'],
  ])('refuses %j with 400', async (change, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin.auth,
      payload: { ...newService, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/services/7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11',
      headers: admin.auth,
      payload: { price: 1 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/services/not-a-uuid', headers: admin.auth }))
        .statusCode,
    ).toBe(400);
  });
});
