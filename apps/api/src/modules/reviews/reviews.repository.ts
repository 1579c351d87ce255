import { and, avg, count, desc, eq, exists } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments, reviews, users } from '../../db/schema/index.ts';
import type { ReviewRow } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';

export interface ReviewWithAuthor extends ReviewRow {
  author: { id: string; name: string | null; profileImage: string | null };
  /** The author has at least one completed appointment (docs/product.md#2.7). */
  verifiedVisit: boolean;
}

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
  };

  const joined = () => db.select(selection).from(reviews).innerJoin(users, eq(users.id, reviews.userId));
  const flatten = (row: {
    review: ReviewRow;
    author: ReviewWithAuthor['author'];
    verifiedVisit: boolean;
  }): ReviewWithAuthor => ({ ...row.review, author: row.author, verifiedVisit: row.verifiedVisit });
  const shown = eq(reviews.hidden, false);

  return {
    /** The public list: hidden reviews are left out. */
    async listNewestFirst(): Promise<ReviewWithAuthor[]> {
      return (await joined().where(shown).orderBy(desc(reviews.createdAt))).map(flatten);
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
      return {
        averageRating: row?.average == null ? null : Math.round(Number(row.average) * 10) / 10,
        count: row?.count ?? 0,
      };
    },

    async findById(id: string): Promise<ReviewWithAuthor | undefined> {
      const [row] = await joined().where(eq(reviews.id, id));
      return row && flatten(row);
    },

    async findByUser(userId: string): Promise<ReviewWithAuthor | undefined> {
      const [row] = await joined().where(eq(reviews.userId, userId));
      return row && flatten(row);
    },

    /** Returns undefined when the user already has a review (the unique index decides). */
    async create(review: {
      userId: string;
      rating: number;
      comment: string;
      now: Date;
    }): Promise<string | undefined> {
      try {
        const [row] = await db
          .insert(reviews)
          .values({
            userId: review.userId,
            rating: review.rating,
            comment: review.comment,
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

    async update(id: string, changes: { rating: number; comment: string; now: Date }) {
      await db
        .update(reviews)
        .set({ rating: changes.rating, comment: changes.comment, updatedAt: changes.now })
        .where(eq(reviews.id, id));
    },
  };
}
