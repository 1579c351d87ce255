import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The one salon this database serves today. Every salon table names it in `business_id`
 * (docs/decisions/0050-business-keys.md), so the database could later hold many salons and be
 * distributed by business; until then the column's default writes this id, and no code names it.
 */
export const THE_SALON_BUSINESS_ID = '5a10b000-0000-4000-8000-000000000001';

/** The salons (businesses) this database serves: one today (migration 0041_business_keys). */
export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('businesses_name_check', sql`length(trim(${table.name})) between 1 and 120`)],
);

/**
 * The business a salon table's row belongs to: every salon table has it, NOT NULL and defaulting
 * to the one salon, so today's inserts need not name it (the catalog test in
 * db/business-keys.test.ts fails on a salon table without it).
 */
export const businessIdColumn = () =>
  uuid('business_id')
    .notNull()
    .default(THE_SALON_BUSINESS_ID)
    .references(() => businesses.id);
