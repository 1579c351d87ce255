import { reviewMessages } from '@salon/contracts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import type { ReviewsRepository } from './reviews.repository.ts';

export type ReviewsService = ReturnType<typeof createReviewsService>;

export function createReviewsService({ repository, clock }: { repository: ReviewsRepository; clock: Clock }) {
  async function get(id: string) {
    const review = await repository.findById(id);
    if (!review) throw new NotFoundError(reviewMessages.notFound);
    return review;
  }

  return {
    async list() {
      const [reviews, summary] = await Promise.all([repository.listNewestFirst(), repository.summary()]);
      return { reviews, ...summary };
    },

    listAll: () => repository.listAllNewestFirst(),

    /** The author still sees a hidden review of theirs (docs/architecture.md#catalogue). */
    findMine: (user: UserRow) => repository.findByUser(user.id),

    async setHidden(id: string, hidden: boolean) {
      if (!(await repository.setHidden(id, hidden))) throw new NotFoundError(reviewMessages.notFound);
      return get(id);
    },

    async create(user: UserRow, input: { rating: number; comment: string }) {
      const id = await repository.create({ userId: user.id, ...input, now: clock.now() });
      if (!id) throw new ConflictError(reviewMessages.alreadyReviewed);
      return get(id);
    },

    /** Only the author edits a review (docs/architecture.md#accounts). */
    async update(user: UserRow, id: string, input: { rating: number; comment: string }) {
      const review = await get(id);
      if (review.userId !== user.id) throw new ForbiddenError(reviewMessages.notYours);
      await repository.update(id, { ...input, now: clock.now() });
      return get(id);
    },
  };
}
