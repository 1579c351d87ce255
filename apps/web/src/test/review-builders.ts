import type { Review } from '@salon/contracts';
import { jsonResponse } from './fake-api.ts';

export function buildReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: '0b6f7a2e-3c4d-4e5f-8a9b-1c2d3e4f5a6b',
    rating: 5,
    comment: 'Lovely blow-dry, and the head massage was heavenly.',
    createdAt: '2026-10-12T08:30:00.000Z',
    updatedAt: '2026-10-12T08:30:00.000Z',
    user: { _id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'Kavindi Silva', profileImage: null },
    verifiedVisit: false,
    branch: { _id: 'b0000000-0000-4000-8000-000000000001', name: 'Colombo 3' },
    ...overrides,
  };
}

export const reviewsAnswer = (reviews: Review[]) => () =>
  jsonResponse(200, {
    status: 'success',
    data: {
      reviews,
      averageRating: reviews.length ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length : null,
      count: reviews.length,
      branches: [],
    },
  });

export const myReviewAnswer = (review: Review | null) => () =>
  jsonResponse(200, { status: 'success', data: { review } });
