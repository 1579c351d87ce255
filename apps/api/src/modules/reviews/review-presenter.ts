import type { AdminReview, Review } from '@salon/contracts';
import type { ReviewWithAuthor } from './reviews.repository.ts';

export const presentReview = (review: ReviewWithAuthor): Review => ({
  _id: review.id,
  rating: review.rating,
  comment: review.comment,
  createdAt: review.createdAt.toISOString(),
  updatedAt: review.updatedAt.toISOString(),
  user: { _id: review.author.id, name: review.author.name, profileImage: review.author.profileImage },
  verifiedVisit: review.verifiedVisit,
  branch: { _id: review.branch.id, name: review.branch.name },
});

export const presentAdminReview = (review: ReviewWithAuthor): AdminReview => ({
  ...presentReview(review),
  hidden: review.hidden,
});
