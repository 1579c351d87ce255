import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches } from './branches.ts';
import { users } from './users.ts';
import { businessIdColumn } from './businesses.ts';

export const reviews = pgTable(
  'reviews',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    // The branch the review is about (docs/decisions/0048-reviews-and-gallery-per-branch.md):
    // a visit's branch, or the one the customer picked; a row written without one, the main branch.
    branchId: uuid('branch_id')
      .notNull()
      .default(sql`salon_main_branch()`),
    // Hidden by the owner (abuse): off the public page and out of the average.
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'reviews_pkey', columns: [table.businessId, table.id] }),
    foreignKey({
      name: 'reviews_user_id_users_id_fk',
      columns: [table.businessId, table.userId],
      foreignColumns: [users.businessId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'reviews_branch_id_branches_id_fk',
      columns: [table.businessId, table.branchId],
      foreignColumns: [branches.businessId, branches.id],
    }),
    // One review per customer, whatever two simultaneous submissions try.
    uniqueIndex('reviews_user_unique').on(table.businessId, table.userId),
    index('reviews_created_at_idx').on(table.createdAt),
    index('reviews_branch_idx').on(table.businessId, table.branchId),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('reviews_comment_check', sql`length(btrim(${table.comment})) between 1 and 1000`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
