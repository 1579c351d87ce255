import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  asIfVisitBegun,
  bookableDate,
  bookThroughApi,
  customerWithCart,
} from '../../test/booking-builders.ts';
import { signedInAdmin, signedInCustomer, signedInUnverified } from '../../test/builders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/reviews', headers: auth, payload });
const list = async () => (await t.app.inject({ method: 'GET', url: '/api/reviews' })).json().data;

describe('reviews', () => {
  it('stores one review per customer and lists it newest first with the author', async () => {
    const first = await signedInCustomer(t, { name: 'Dilini Jayawardena' });
    const second = await signedInCustomer(t, { name: 'Kasun Silva' });
    const a = await post(first.auth, { rating: 5, comment: '  Loved the keratin treatment!  ' });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({
      message: 'Review submitted successfully',
      data: {
        review: { rating: 5, comment: 'Loved the keratin treatment!', user: { name: 'Dilini Jayawardena' } },
      },
    });
    t.clock.advanceSeconds(60);
    await post(second.auth, { rating: 4, comment: 'Great manicure.' });

    const data = await list();
    expect(data.reviews[0].user.name).toBe('Kasun Silva');
    expect(data.reviews[1].user.name).toBe('Dilini Jayawardena');
    expect(data.count).toBe(2);
    expect(data.averageRating).toBe(4.5);

    const again = await post(first.auth, { rating: 1, comment: 'Second try' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed us; update your review instead');
  });

  it('lets two simultaneous first reviews by one customer store only one', async () => {
    const customer = await signedInCustomer(t);
    const results = await Promise.all([
      post(customer.auth, { rating: 5, comment: 'One' }),
      post(customer.auth, { rating: 4, comment: 'Two' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const mine = (await t.db.select().from(reviews)).filter((row) => row.userId === customer.userId);
    expect(mine).toHaveLength(1);
  });

  it('GET /api/reviews/user/me returns my review, or null', async () => {
    const customer = await signedInCustomer(t);
    const none = await t.app.inject({ method: 'GET', url: '/api/reviews/user/me', headers: customer.auth });
    expect(none.json().data.review).toBeNull();
    await post(customer.auth, { rating: 3, comment: 'Okay' });
    const mine = await t.app.inject({ method: 'GET', url: '/api/reviews/user/me', headers: customer.auth });
    expect(mine.json().data.review).toMatchObject({ rating: 3, comment: 'Okay' });
  });

  it('lets only the author edit a review', async () => {
    const author = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    const id = (await post(author.auth, { rating: 4, comment: 'Nice' })).json().data.review._id;

    const byOther = await t.app.inject({
      method: 'PATCH',
      url: `/api/reviews/${id}`,
      headers: other.auth,
      payload: { rating: 1, comment: 'Hacked' },
    });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe('You can only edit your own review');

    const byAuthor = await t.app.inject({
      method: 'PATCH',
      url: `/api/reviews/${id}`,
      headers: author.auth,
      payload: { rating: 5, comment: 'Even better' },
    });
    expect(byAuthor.statusCode).toBe(200);
    expect(byAuthor.json()).toMatchObject({
      message: 'Review updated successfully',
      data: { review: { rating: 5, comment: 'Even better' } },
    });
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/reviews/7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11',
      headers: author.auth,
      payload: { rating: 5, comment: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    [{ rating: 0, comment: 'x' }, 'Please select a rating'],
    [{ rating: 6, comment: 'x' }, 'Please select a rating'],
    [{ rating: 4.5, comment: 'x' }, 'Please select a rating'],
    [{ comment: 'x' }, 'Please select a rating'],
    [{ rating: 5, comment: '   ' }, 'Please enter a comment'],
    [{ rating: 5, comment: 'x'.repeat(1001) }, 'Comments are at most 1000 characters'],
  ])('refuses %j with 400 and stores nothing', async (payload, message) => {
    const customer = await signedInCustomer(t);
    const response = await post(customer.auth, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await t.db.select().from(reviews)).some((row) => row.userId === customer.userId)).toBe(false);
  });

  it('needs a signed-in, verified customer to post', async () => {
    expect((await post({}, { rating: 5, comment: 'x' })).statusCode).toBe(401);
    const unverified = await signedInUnverified(t);
    const response = await post(unverified.auth, { rating: 5, comment: 'x' });
    expect(response.statusCode).toBe(403);
  });
});

describe('Verified visit', () => {
  it('marks the review of a customer whose appointment the owner completed, and no other', async () => {
    const admin = await signedInAdmin(t);
    const visitor = await customerWithCart(t);
    const booked = await bookThroughApi(t, visitor, bookableDate(t, 5), '10:00');
    expect(booked.statusCode, booked.body).toBe(201);
    const appointmentId: string = booked.json().data.appointment._id;
    const stranger = await signedInCustomer(t);
    const visitorReview = (await post(visitor.auth, { rating: 5, comment: 'Lovely visit' })).json().data
      .review;
    const strangerReview = (await post(stranger.auth, { rating: 2, comment: 'Never went' })).json().data
      .review;
    expect(visitorReview.verifiedVisit).toBe(false);
    expect(strangerReview.verifiedVisit).toBe(false);

    const verifiedOf = async () =>
      Object.fromEntries(
        (await list()).reviews.map((review: { _id: string; verifiedVisit: boolean }) => [
          review._id,
          review.verifiedVisit,
        ]),
      );
    // Read (and so cached) before the visit is completed: the change must reach the next read.
    expect(await verifiedOf()).toMatchObject({ [visitorReview._id]: false, [strangerReview._id]: false });

    for (const status of ['confirmed', 'completed']) {
      const changed = await asIfVisitBegun(t, appointmentId, () =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/appointments/${appointmentId}/status`,
          headers: admin.auth,
          payload: { status },
        }),
      );
      expect(changed.statusCode, changed.body).toBe(200);
    }

    expect(await verifiedOf()).toMatchObject({ [visitorReview._id]: true, [strangerReview._id]: false });
    const mine = await t.app.inject({ method: 'GET', url: '/api/reviews/user/me', headers: visitor.auth });
    expect(mine.json().data.review.verifiedVisit).toBe(true);
  });
});
