import { branchMessages } from '@salon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryImages } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { addBranch, mainBranch } from '../../test/branch-builders.ts';
import { signedInAdmin } from '../../test/builders.ts';
import { multipartBody, pngImage } from '../../test/images.ts';

// docs/decisions/0048-reviews-and-gallery-per-branch.md: a photo has an optional branch (none:
// every branch); the gallery of a branch is its photos and the salon-wide ones.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let main: Awaited<ReturnType<typeof mainBranch>>;
let nugegoda: Awaited<ReturnType<typeof addBranch>>;
let closed: Awaited<ReturnType<typeof addBranch>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
  main = await mainBranch(t);
  nugegoda = await addBranch(t, { name: 'Nugegoda' });
  closed = await addBranch(t, { name: 'Kandy', position: 2, closedAt: new Date('2026-01-01T00:00:00Z') });
});
afterAll(() => t.close());

async function upload(caption: string, branchId?: string) {
  const body = await multipartBody(
    { caption, ...(branchId !== undefined && { branchId }) },
    { field: 'image', bytes: await pngImage(), name: 'look.png', type: 'image/png' },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/gallery',
    headers: { ...admin.auth, ...body.headers },
    payload: body.payload,
  });
}

const gallery = (query = '') => t.app.inject({ method: 'GET', url: `/api/gallery${query}` });
const captionsOf = async (query = '') =>
  (await gallery(query))
    .json()
    .data.galleryImages.flatMap((group: { images: Array<{ caption: string }> }) =>
      group.images.map((image) => image.caption),
    );

describe('gallery per branch', () => {
  it("uploads photos for a branch or every branch, and a branch's gallery shows its own and the salon-wide ones", async () => {
    const everywhere = await upload('Everywhere');
    expect(everywhere.statusCode, everywhere.body).toBe(201);
    expect(everywhere.json().data.image.branch).toBeNull();
    const blank = await upload('Blank branch', '');
    expect(blank.json().data.image.branch).toBeNull();
    const atNugegoda = await upload('Nugegoda nails', nugegoda.id);
    expect(atNugegoda.statusCode, atNugegoda.body).toBe(201);
    expect(atNugegoda.json().data.image.branch).toEqual({ _id: nugegoda.id, name: 'Nugegoda' });
    await upload('Colombo hair', main.id);

    expect(await captionsOf()).toEqual(['Everywhere', 'Blank branch', 'Nugegoda nails', 'Colombo hair']);
    expect(await captionsOf(`?branchId=${nugegoda.id}`)).toEqual([
      'Everywhere',
      'Blank branch',
      'Nugegoda nails',
    ]);
    expect(await captionsOf(`?branchId=${main.id}`)).toEqual(['Everywhere', 'Blank branch', 'Colombo hair']);
    // A closed branch's gallery stays readable: its photos are gone with it, the salon's remain.
    expect(await captionsOf(`?branchId=${closed.id}`)).toEqual(['Everywhere', 'Blank branch']);
  });

  it('moves a photo to a branch and back to every branch, and keeps it when no branch is sent', async () => {
    const id = (await upload('Moving')).json().data.image._id;
    const edit = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/gallery/${id}`, headers: admin.auth, payload });
    const moved = await edit({ caption: 'Moving', branchId: nugegoda.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.image.branch).toEqual({ _id: nugegoda.id, name: 'Nugegoda' });
    expect((await edit({ caption: 'Moved' })).json().data.image).toMatchObject({
      caption: 'Moved',
      branch: { _id: nugegoda.id },
    });
    expect((await edit({ caption: 'Moved', branchId: null })).json().data.image.branch).toBeNull();
  });

  it('refuses a malformed (400), unknown (404) or closed (400) branch and changes nothing', async () => {
    const malformed = await gallery('?branchId=nugegoda');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(branchMessages.branchNotFound);
    const unknown = await gallery('?branchId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(branchMessages.branchNotFound);

    const before = await t.db.select().from(galleryImages);
    for (const [branchId, status, message] of [
      ['nugegoda', 400, branchMessages.branchNotFound],
      ['00000000-0000-4000-8000-000000000000', 404, branchMessages.branchNotFound],
      [closed.id, 400, branchMessages.branchClosed],
    ] as const) {
      const refused = await upload('Refused', branchId);
      expect(refused.statusCode).toBe(status);
      expect(refused.json().message).toBe(message);
      const edited = await t.app.inject({
        method: 'PATCH',
        url: `/api/gallery/${before[0]!.id}`,
        headers: admin.auth,
        payload: { caption: 'Refused', branchId },
      });
      expect(edited.statusCode).toBe(status);
      expect(edited.json().message).toBe(message);
    }
    expect(await t.db.select().from(galleryImages)).toEqual(before);
  });
});
