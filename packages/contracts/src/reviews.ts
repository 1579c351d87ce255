import { z } from 'zod';
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
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsResponseSchema = successResponseSchema(
  z.object({
    reviews: z.array(reviewSchema),
    averageRating: z.number().nullable(),
    count: z.number().int(),
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
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;
