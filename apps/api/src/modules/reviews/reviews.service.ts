import { reviewMessages } from '@salon/contracts';
import type { BranchRating } from '@salon/contracts';
import type { BranchRow, UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { branchAmong } from '../availability/availability.service.ts';
import type { ReviewsRepository } from './reviews.repository.ts';

export type ReviewsService = ReturnType<typeof createReviewsService>;

interface ReviewInput {
  rating: number;
  comment: string;
  branchId?: string | undefined;
}

/**
 * docs/decisions/0048-reviews-and-gallery-per-branch.md: each open branch's figures in the
 * salon's order, and a closed branch's only while it has shown reviews.
 */
export function branchRatings(
  all: readonly BranchRow[],
  byBranch: ReadonlyMap<string, { averageRating: number | null; count: number }>,
): BranchRating[] {
  return all
    .filter((branch) => branch.closedAt === null || byBranch.has(branch.id))
    .map((branch) => ({
      _id: branch.id,
      name: branch.name,
      ...(byBranch.get(branch.id) ?? { averageRating: null, count: 0 }),
    }));
}

export function createReviewsService({
  repository,
  branches,
  clock,
}: {
  repository: ReviewsRepository;
  /** Every branch, closed ones too, the main one first (docs/decisions/0045-branches.md). */
  branches: () => Promise<BranchRow[]>;
  clock: Clock;
}) {
  async function get(id: string) {
    const review = await repository.findById(id);
    if (!review) throw new NotFoundError(reviewMessages.notFound);
    return review;
  }

  /** A branch the customer picked: unknown 404, closed 400 (no new review of a closed branch). */
  async function pickedBranch(branchId: string | undefined) {
    if (branchId === undefined) return undefined;
    return branchAmong(await branches(), branchId).id;
  }

  return {
    /** The shown reviews (of one branch when asked; a closed branch's stay readable) and the figures. */
    async list(branchId?: string) {
      const all = await branches();
      if (branchId !== undefined) branchAmong(all, branchId, true);
      const [reviews, summary, byBranch] = await Promise.all([
        repository.listNewestFirst(branchId),
        repository.summary(),
        repository.summaryByBranch(),
      ]);
      return { reviews, ...summary, branches: branchRatings(all, byBranch) };
    },

    listAll: () => repository.listAllNewestFirst(),

    /** The author still sees a hidden review of theirs (docs/architecture.md#catalogue). */
    findMine: (user: UserRow) => repository.findByUser(user.id),

    async setHidden(id: string, hidden: boolean) {
      if (!(await repository.setHidden(id, hidden))) throw new NotFoundError(reviewMessages.notFound);
      return get(id);
    },

    async create(user: UserRow, input: ReviewInput) {
      const branchId = await pickedBranch(input.branchId);
      const id = await repository.create({
        userId: user.id,
        rating: input.rating,
        comment: input.comment,
        branchId,
        now: clock.now(),
      });
      if (!id) throw new ConflictError(reviewMessages.alreadyReviewed);
      return get(id);
    },

    /** Only the author edits a review (docs/architecture.md#accounts); no branch sent keeps its branch. */
    async update(user: UserRow, id: string, input: ReviewInput) {
      const review = await get(id);
      if (review.userId !== user.id) throw new ForbiddenError(reviewMessages.notYours);
      const branchId = (await pickedBranch(input.branchId)) ?? review.branchId;
      await repository.update(id, {
        rating: input.rating,
        comment: input.comment,
        branchId,
        now: clock.now(),
      });
      return get(id);
    },
  };
}
