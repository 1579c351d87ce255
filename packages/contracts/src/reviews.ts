import { z } from 'zod';
import { branchIdSchema } from './branches.ts';
import { successResponseSchema } from './envelope.ts';
import { reviewMessages } from './messages.ts';

export const reviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: z.object({ _id: z.string(), name: z.string().nullable(), profileImage: z.string().nullable() }),
  /** The author has at least one completed appointment with the salon. */
  verifiedVisit: z.boolean(),
  /** The branch the review is about (docs/decisions/0048-reviews-and-gallery-per-branch.md). */
  branch: z.object({ _id: z.string(), name: z.string() }),
});
export type Review = z.infer<typeof reviewSchema>;

/** A branch's own figures beside the salon's: the shown reviews about it. */
export const branchRatingSchema = z.object({
  _id: z.string(),
  name: z.string(),
  averageRating: z.number().nullable(),
  count: z.number().int(),
});
export type BranchRating = z.infer<typeof branchRatingSchema>;

/**
 * GET /api/reviews?branchId=: the reviews (of that branch when asked); `averageRating` and
 * `count` are always the salon's, `branches` each open branch's (and a closed one's with reviews).
 */
export const reviewsResponseSchema = successResponseSchema(
  z.object({
    reviews: z.array(reviewSchema),
    averageRating: z.number().nullable(),
    count: z.number().int(),
    branches: z.array(branchRatingSchema),
  }),
);
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

export const reviewResponseSchema = successResponseSchema(z.object({ review: reviewSchema.nullable() }));
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

export const REVIEW_COMMENT_MAX = 1000;

export const reviewRequestSchema = z.object({
  rating: z
    .number({ error: reviewMessages.ratingRequired })
    .int(reviewMessages.ratingRequired)
    .min(1, reviewMessages.ratingRequired)
    .max(5, reviewMessages.ratingRequired),
  comment: z
    .string({ error: reviewMessages.commentRequired })
    .trim()
    .min(1, reviewMessages.commentRequired)
    .max(REVIEW_COMMENT_MAX, reviewMessages.commentTooLong),
  /**
   * The branch the customer picked; absent: the main branch on a new review, unchanged on an
   * edit. A customer who has had a visit reviews their latest visit's branch whatever is sent.
   */
  branchId: branchIdSchema,
});

export const reviewsQuerySchema = z.object({ branchId: branchIdSchema });
export type ReviewRequest = z.input<typeof reviewRequestSchema>;
