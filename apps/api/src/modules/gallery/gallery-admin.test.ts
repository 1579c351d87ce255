import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryImages } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { signedInAdmin, signedInCustomer } from '../../test/builders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let customer: Awaited<ReturnType<typeof signedInCustomer>>;
let ids: string[];
beforeAll(async () => {
  t = await buildTestApp();
  [admin, customer] = await Promise.all([signedInAdmin(t), signedInCustomer(t)]);
  const rows = await t.db
    .insert(galleryImages)
    .values(
      ['Hair', 'Nails', 'Hair', 'Bridal'].map((caption, position) => ({
        imageUrl: `/uploads/gallery/${position}.webp`,
        caption,
        position,
      })),
    )
    .returning();
  ids = rows.map((row) => row.id);
});
afterAll(() => t.close());

const reorder = (payload: unknown, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'PUT', url: '/api/gallery/order', headers, payload: payload as object });
const orderInDb = async () =>
  (await t.db.select().from(galleryImages).orderBy(asc(galleryImages.position))).map((row) => row.id);
const publicGroups = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/gallery' }))
    .json()
    .data.galleryImages.map((group: { caption: string; images: Array<{ _id: string }> }) => [
      group.caption,
      group.images.map((image) => image._id),
    ]);

describe('gallery order', () => {
  it('sets every position at once, and the public list follows', async () => {
    const [a, b, c, d] = ids as [string, string, string, string];
    const saved = await reorder({ ids: [d, c, b, a] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Gallery order saved');
    expect(await orderInDb()).toEqual([d, c, b, a]);
    const expected = [
      ['Bridal', [d]],
      ['Hair', [c, a]],
      ['Nails', [b]],
    ];
    expect(saved.json().data.galleryImages.map((g: { caption: string }) => g.caption)).toEqual([
      'Bridal',
      'Hair',
      'Nails',
    ]);
    expect(await publicGroups()).toEqual(expected);
  });

  it.each([
    ['a photo missing', (all: string[]) => all.slice(1)],
    ['a photo twice', (all: string[]) => [...all.slice(1), all[1]!]],
    [
      'a photo that is not in the gallery',
      (all: string[]) => [...all.slice(1), '7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11'],
    ],
    ['an extra photo', (all: string[]) => [...all, '7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11']],
  ])('refuses %s with 400 and keeps the order', async (_name, make) => {
    const before = await orderInDb();
    const refused = await reorder({ ids: make([...before].reverse()) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'The new order must name every gallery photo exactly once',
      code: 'VALIDATION_FAILED',
    });
    expect(await orderInDb()).toEqual(before);
  });

  it('refuses malformed lists and non-admins, changing nothing', async () => {
    const before = await orderInDb();
    for (const payload of [{ ids: [] }, { ids: ['not-a-uuid'] }, {}])
      expect((await reorder(payload)).statusCode).toBe(400);
    expect((await reorder({ ids: [...before].reverse() }, customer.auth)).statusCode).toBe(403);
    expect((await reorder({ ids: [...before].reverse() }, {})).statusCode).toBe(401);
    expect(await orderInDb()).toEqual(before);
  });
});

describe('gallery caption', () => {
  const patch = (id: string, payload: unknown, headers: Record<string, string> = admin.auth) =>
    t.app.inject({ method: 'PATCH', url: `/api/gallery/${id}`, headers, payload: payload as object });
  const captionOf = async (id: string) =>
    (await t.db.select().from(galleryImages).where(eq(galleryImages.id, id)))[0]!.caption;

  it('changes one caption, trimmed', async () => {
    const id = ids[1]!;
    const saved = await patch(id, { caption: '  Nail Art  ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      status: 'success',
      message: 'Caption updated',
      data: { image: { _id: id, imageUrl: '/uploads/gallery/1.webp', caption: 'Nail Art', branch: null } },
    });
    expect(await captionOf(id)).toBe('Nail Art');
  });

  it.each([
    [{ caption: '' }, 400, 'A caption is required'],
    [{ caption: 'x'.repeat(81) }, 400, undefined],
    [{}, 400, 'A caption is required'],
  ])('refuses %j with %i', async (payload, status, message) => {
    const response = await patch(ids[0]!, payload);
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json().message).toBe(message);
    expect(await captionOf(ids[0]!)).toBe('Hair');
  });

  it('answers 404 for an unknown photo, 403 and 401 for non-admins', async () => {
    const unknown = await patch('7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11', { caption: 'New' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Gallery image not found');
    expect((await patch(ids[0]!, { caption: 'Mine' }, customer.auth)).statusCode).toBe(403);
    expect((await patch(ids[0]!, { caption: 'Mine' }, {})).statusCode).toBe(401);
    expect(await captionOf(ids[0]!)).toBe('Hair');
  });
});
