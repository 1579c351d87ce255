import { branchMessages } from '@salon/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, branches, reviews } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { payAndBook } from '../../test/booking-builders.ts';
import { addBranch, mainBranch } from '../../test/branch-builders.ts';
import { createService, signedInAdmin, signedInCustomer } from '../../test/builders.ts';
import { eventually } from '../../test/eventually.ts';
import { customerWithServices, openDates } from '../../test/team-builders.ts';

// docs/decisions/0048-reviews-and-gallery-per-branch.md: reviews name their branch; the list
// filters by branch; the summary gives the salon's figures and each branch's.
let t: TestApp;
let main: Awaited<ReturnType<typeof mainBranch>>;
let nugegoda: Awaited<ReturnType<typeof addBranch>>;
let closed: Awaited<ReturnType<typeof addBranch>>;
let cut: { id: string };

beforeAll(async () => {
  t = await buildTestApp();
  main = await mainBranch(t);
  cut = await createService(t, { title: 'Cut', durationMinutes: 60, priceLkr: 5000 });
  nugegoda = await addBranch(t, { name: 'Nugegoda', bookingFeeLkr: 1500, services: [{ serviceId: cut.id }] });
  closed = await addBranch(t, { name: 'Kandy', position: 2, closedAt: new Date('2026-01-01T00:00:00Z') });
});
afterAll(() => t.close());

const post = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/reviews', headers: auth, payload });
const list = (query = '') => t.app.inject({ method: 'GET', url: `/api/reviews${query}` });
const branchOfReview = async (id: string) =>
  (await t.db.select({ branchId: reviews.branchId }).from(reviews).where(eq(reviews.id, id)))[0]?.branchId;

describe('reviews per branch', () => {
  it('keeps the branch the customer picked, else the main branch, and lists, filters and averages by branch', async () => {
    const atMain = await post((await signedInCustomer(t)).auth, { rating: 5, comment: 'Colombo was great' });
    expect(atMain.statusCode, atMain.body).toBe(201);
    expect(atMain.json().data.review.branch).toEqual({ _id: main.id, name: main.name });

    const picked = await post((await signedInCustomer(t)).auth, {
      rating: 2,
      comment: 'Nugegoda was slow',
      branchId: nugegoda.id,
    });
    expect(picked.statusCode, picked.body).toBe(201);
    expect(picked.json().data.review.branch).toEqual({ _id: nugegoda.id, name: 'Nugegoda' });
    expect(await branchOfReview(picked.json().data.review._id)).toBe(nugegoda.id);
    await post((await signedInCustomer(t)).auth, { rating: 3, comment: 'Fine', branchId: nugegoda.id });

    const all = (await list()).json().data;
    expect(all.reviews).toHaveLength(3);
    // The salon's figures are every branch's together; each open branch has its own.
    expect(all.averageRating).toBe(3.3);
    expect(all.count).toBe(3);
    expect(all.branches).toEqual([
      { _id: main.id, name: main.name, averageRating: 5, count: 1 },
      { _id: nugegoda.id, name: 'Nugegoda', averageRating: 2.5, count: 2 },
    ]);

    const only = (await list(`?branchId=${nugegoda.id}`)).json().data;
    expect(only.reviews.map((review: { comment: string }) => review.comment).sort()).toEqual([
      'Fine',
      'Nugegoda was slow',
    ]);
    expect(only.averageRating).toBe(3.3);
    expect(only.branches).toEqual(all.branches);
  });

  it('answers a malformed branch with 400 and an unknown one with 404, and stores nothing', async () => {
    const malformed = await list('?branchId=colombo');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(branchMessages.branchNotFound);
    const unknown = await list('?branchId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(branchMessages.branchNotFound);

    const customer = await signedInCustomer(t);
    for (const [branchId, status, message] of [
      ['nugegoda', 400, branchMessages.branchNotFound],
      ['00000000-0000-4000-8000-000000000000', 404, branchMessages.branchNotFound],
      [closed.id, 400, branchMessages.branchClosed],
    ] as const) {
      const refused = await post(customer.auth, { rating: 4, comment: 'Nice', branchId });
      expect(refused.statusCode).toBe(status);
      expect(refused.json().message).toBe(message);
    }
    expect((await t.db.select().from(reviews)).some((row) => row.userId === customer.userId)).toBe(false);
  });

  it("reads a closed branch's reviews, which keep it in the summary", async () => {
    const customer = await signedInCustomer(t);
    const id = (await post(customer.auth, { rating: 4, comment: 'Old Kandy days' })).json().data.review._id;
    await t.db.update(reviews).set({ branchId: closed.id }).where(eq(reviews.id, id));
    const answer = await list(`?branchId=${closed.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.reviews).toEqual([
      expect.objectContaining({ _id: id, branch: { _id: closed.id, name: 'Kandy' } }),
    ]);
    expect(answer.json().data.branches).toContainEqual({
      _id: closed.id,
      name: 'Kandy',
      averageRating: 4,
      count: 1,
    });
  });

  it("moves an edited review to the picked branch, keeps it when none is sent, and shows the branch's new name", async () => {
    const customer = await signedInCustomer(t);
    const id = (await post(customer.auth, { rating: 4, comment: 'Nice' })).json().data.review._id;
    const edit = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/reviews/${id}`, headers: customer.auth, payload });
    expect(
      (await edit({ rating: 4, comment: 'Nice', branchId: nugegoda.id })).json().data.review.branch._id,
    ).toBe(nugegoda.id);
    expect((await edit({ rating: 5, comment: 'Nicer' })).json().data.review.branch._id).toBe(nugegoda.id);

    await list();
    await t.db.update(branches).set({ name: 'Nugegoda Junction' }).where(eq(branches.id, nugegoda.id));
    // The rename reaches the cached answer through the database's notice (migration 0042).
    const renamed = await eventually(async () => {
      const mine = (await list()).json().data.reviews.find((review: { _id: string }) => review._id === id);
      return mine.branch.name === 'Nugegoda Junction' ? mine : undefined;
    }, 'the new name in the reviews');
    expect(renamed.branch).toEqual({ _id: nugegoda.id, name: 'Nugegoda Junction' });
    await t.db.update(branches).set({ name: 'Nugegoda' }).where(eq(branches.id, nugegoda.id));
  });

  it("makes a review by a customer with a visit about their visit's branch, whatever they pick", async () => {
    const admin = await signedInAdmin(t);
    const customer = await customerWithServices(t, [cut.id]);
    const [date] = openDates(t, 1, 12);
    const booked = await payAndBook(t, customer, {
      totalAmount: 1500,
      date,
      startTime: '11:00',
      branchId: nugegoda.id,
    });
    await t.db
      .update(appointments)
      .set({ status: 'completed' })
      .where(eq(appointments.id, booked.json().data.appointment._id));

    const review = await post(customer.auth, { rating: 5, comment: 'Loved it', branchId: main.id });
    expect(review.statusCode, review.body).toBe(201);
    expect(review.json().data.review).toMatchObject({
      verifiedVisit: true,
      branch: { _id: nugegoda.id, name: 'Nugegoda' },
    });
    const admins = await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: admin.auth });
    expect(
      admins.json().data.reviews.find((one: { _id: string }) => one._id === review.json().data.review._id)
        .branch,
    ).toEqual({ _id: nugegoda.id, name: 'Nugegoda' });
  });
});
