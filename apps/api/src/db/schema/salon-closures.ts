import { date, foreignKey, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
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
    branchId: uuid('branch_id'),
    reason: text('reason'),
  },
  (table) => [
    foreignKey({
      name: 'salon_closures_branch_id_branches_id_fk',
      columns: [table.businessId, table.branchId],
      foreignColumns: [branches.businessId, branches.id],
    }).onDelete('cascade'),
    unique('salon_closures_date_branch_unique')
      .on(table.businessId, table.date, table.branchId)
      .nullsNotDistinct(),
  ],
);
