import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { signedInAdmin, signedInCustomer } from '../../test/builders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;
async function review(customer: Customer, rating: number, comment: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: customer.auth,
    payload: { rating, comment },
  });
  t.clock.advanceSeconds(60);
  return response.json().data.review._id;
}
const setHidden = (id: string, hidden: unknown, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/reviews/${id}`, headers, payload: { hidden } });
const publicList = async () => (await t.app.inject({ method: 'GET', url: '/api/reviews' })).json().data;
const isHiddenInDb = async (id: string) =>
  (await t.db.select().from(reviews).where(eq(reviews.id, id)))[0]!.hidden;

describe('hiding a review (docs/architecture.md#catalogue)', () => {
  let kind: Customer;
  let abusive: Customer;
  let kindId: string;
  let abusiveId: string;
  beforeAll(async () => {
    [kind, abusive] = await Promise.all([signedInCustomer(t), signedInCustomer(t)]);
    kindId = await review(kind, 5, 'Wonderful colour work.');
    abusiveId = await review(abusive, 1, 'Rude words here.');
  });

  it('takes it off the public list and out of the average and count', async () => {
    expect(await publicList()).toMatchObject({ count: 2, averageRating: 3 });
    const hidden = await setHidden(abusiveId, true);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({
      message: 'Review hidden',
      data: { review: { _id: abusiveId, rating: 1, hidden: true } },
    });
    expect(await isHiddenInDb(abusiveId)).toBe(true);
    const after = await publicList();
    expect(after.reviews.map((r: { _id: string }) => r._id)).toEqual([kindId]);
    expect(after).toMatchObject({ count: 1, averageRating: 5 });
  });

  it('still shows the author their own review', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/reviews/user/me', headers: abusive.auth });
    expect(mine.json().data.review).toMatchObject({ _id: abusiveId, comment: 'Rude words here.' });
  });

  it('lists every review, newest first, with hidden, to the back office', async () => {
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: admin.auth });
    expect(listed.statusCode).toBe(200);
    const rows = listed.json().data.reviews as Array<{ _id: string; hidden: boolean }>;
    expect(rows.map(({ _id, hidden }) => ({ _id, hidden }))).toEqual([
      { _id: abusiveId, hidden: true },
      { _id: kindId, hidden: false },
    ]);
  });

  it('shows it again, back in the average', async () => {
    const shown = await setHidden(abusiveId, false);
    expect(shown.json()).toMatchObject({
      message: 'Review shown again',
      data: { review: { hidden: false } },
    });
    expect(await publicList()).toMatchObject({ count: 2, averageRating: 3 });
  });

  it('refuses bad input, unknown ids and non-admins, changing nothing', async () => {
    expect((await setHidden(abusiveId, 'yes')).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/reviews/${abusiveId}`,
          headers: admin.auth,
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
    const unknown = await setHidden('7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11', true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Review not found', code: 'NOT_FOUND' });
    expect((await setHidden('not-a-uuid', true)).statusCode).toBe(400);
    expect((await setHidden(abusiveId, true, kind.auth)).statusCode).toBe(403);
    expect((await setHidden(abusiveId, true, {})).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: kind.auth })).statusCode,
    ).toBe(403);
    expect(await isHiddenInDb(abusiveId)).toBe(false);
  });
});
