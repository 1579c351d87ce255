import { and, avg, count, desc, eq, exists } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments, branches, reviews, users } from '../../db/schema/index.ts';
import type { ReviewRow } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';

export interface ReviewWithAuthor extends ReviewRow {
  author: { id: string; name: string | null; profileImage: string | null };
  /** The author has at least one completed appointment (docs/product.md#2.7). */
  verifiedVisit: boolean;
  /** The branch the review is about (docs/decisions/0048-reviews-and-gallery-per-branch.md). */
  branch: { id: string; name: string };
}

/** A rounded average of ratings (one decimal), null without any. */
const roundedAverage = (average: string | null | undefined) =>
  average == null ? null : Math.round(Number(average) * 10) / 10;

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;

export function createReviewsRepository(db: Database) {
  // Part of the same query as the review, so a list costs one round trip however long it is.
  const completedVisit = exists(
    db
      .select({ one: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.userId, users.id), eq(appointments.status, 'completed'))),
  ).mapWith(Boolean);
  const selection = {
    review: reviews,
    author: { id: users.id, name: users.name, profileImage: users.profileImage },
    verifiedVisit: completedVisit,
    branch: { id: branches.id, name: branches.name },
  };

  const joined = () =>
    db
      .select(selection)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(branches, eq(branches.id, reviews.branchId));
  const flatten = (row: {
    review: ReviewRow;
    author: ReviewWithAuthor['author'];
    verifiedVisit: boolean;
    branch: ReviewWithAuthor['branch'];
  }): ReviewWithAuthor => ({
    ...row.review,
    author: row.author,
    verifiedVisit: row.verifiedVisit,
    branch: row.branch,
  });
  const shown = eq(reviews.hidden, false);

  return {
    /** The public list, of one branch when given: hidden reviews are left out. */
    async listNewestFirst(branchId?: string): Promise<ReviewWithAuthor[]> {
      const where: SQL | undefined =
        branchId === undefined ? shown : and(shown, eq(reviews.branchId, branchId));
      return (await joined().where(where).orderBy(desc(reviews.createdAt))).map(flatten);
    },

    /** The back office's list: hidden reviews too. */
    async listAllNewestFirst(): Promise<ReviewWithAuthor[]> {
      return (await joined().orderBy(desc(reviews.createdAt), desc(reviews.id))).map(flatten);
    },

    /** Average and count of the reviews the public sees. */
    async summary(): Promise<{ averageRating: number | null; count: number }> {
      const [row] = await db
        .select({ average: avg(reviews.rating), count: count() })
        .from(reviews)
        .where(shown);
      return { averageRating: roundedAverage(row?.average), count: row?.count ?? 0 };
    },

    /** Average and count of the shown reviews of each branch that has any. */
    async summaryByBranch(): Promise<Map<string, { averageRating: number | null; count: number }>> {
      const rows = await db
        .select({ branchId: reviews.branchId, average: avg(reviews.rating), count: count() })
        .from(reviews)
        .where(shown)
        .groupBy(reviews.branchId);
      return new Map(
        rows.map((row) => [row.branchId, { averageRating: roundedAverage(row.average), count: row.count }]),
      );
    },

    async findById(id: string): Promise<ReviewWithAuthor | undefined> {
      const [row] = await joined().where(eq(reviews.id, id));
      return row && flatten(row);
    },

    async findByUser(userId: string): Promise<ReviewWithAuthor | undefined> {
      const [row] = await joined().where(eq(reviews.userId, userId));
      return row && flatten(row);
    },

    /**
     * Returns undefined when the user already has a review (the unique index decides). Without a
     * branch the column's default, the main branch; a customer with a visit gets their visit's
     * branch from the database whatever is given (migration 0042).
     */
    async create(review: {
      userId: string;
      rating: number;
      comment: string;
      branchId: string | undefined;
      now: Date;
    }): Promise<string | undefined> {
      try {
        const [row] = await db
          .insert(reviews)
          .values({
            userId: review.userId,
            rating: review.rating,
            comment: review.comment,
            branchId: review.branchId,
            createdAt: review.now,
            updatedAt: review.now,
          })
          .returning({ id: reviews.id });
        return row!.id;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    /** Hiding leaves updatedAt alone: that date is the author's last edit. */
    async setHidden(id: string, hidden: boolean): Promise<boolean> {
      const rows = await db
        .update(reviews)
        .set({ hidden })
        .where(eq(reviews.id, id))
        .returning({ id: reviews.id });
      return rows.length > 0;
    },

    /** Writing the branch lets the database move a review to the customer's latest visit's branch. */
    async update(id: string, changes: { rating: number; comment: string; branchId: string; now: Date }) {
      await db
        .update(reviews)
        .set({
          rating: changes.rating,
          comment: changes.comment,
          branchId: changes.branchId,
          updatedAt: changes.now,
        })
        .where(eq(reviews.id, id));
    },
  };
}
