import { date, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { branches } from './branches.ts';
import { businessIdColumn } from './businesses.ts';

/**
 * The days the owner closed the salon, with an optional reason (docs/architecture.md#availability):
 * a row without a branch closes every branch, one with a branch only that one
 * (docs/decisions/0045-branches.md). One row per date and branch.
 */
export const salonClosures = pgTable(
  'salon_closures',
  {
    businessId: businessIdColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    reason: text('reason'),
  },
  (table) => [
    unique('salon_closures_date_branch_unique')
      .on(table.businessId, table.date, table.branchId)
      .nullsNotDistinct(),
  ],
);
