/** Spec sections 2.7, 5 and 8.3-8.4: reviews. */
export const reviewMessages = {
  loginRequired: 'Please log in to submit a review',
  ratingRequired: 'Please select a rating',
  commentRequired: 'Please enter a comment',
  /** At `REVIEW_COMMENT_MAX` (reviews.ts). */
  commentTooLong: 'Comments are at most 1000 characters',
  submitted: 'Review submitted successfully',
  updated: 'Review updated successfully',
  loadFailed: 'Failed to load reviews',
  submitFailed: 'Failed to submit review',
  empty: 'No reviews yet. Be the first to share your experience!',
  visitorPrompt: 'Want to share your experience? Please log in to submit a review.',
  // The server's own answers.
  alreadyReviewed: 'You have already reviewed us; update your review instead',
  notFound: 'Review not found',
  notYours: 'You can only edit your own review',
} as const;
