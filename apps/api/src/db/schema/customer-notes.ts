import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { businessIdColumn } from './businesses.ts';

export const CUSTOMER_NOTE_KINDS = ['allergy', 'colour', 'general'] as const;

/**
 * What the salon keeps about a customer (allergies, colour formulas), written by the owner and
 * never shown to the customer (docs/decisions/0041-customers-and-merge.md).
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    body: text('body').notNull(),
    kind: text('kind', { enum: CUSTOMER_NOTE_KINDS }).notNull().default('general'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'customer_notes_pkey', columns: [table.businessId, table.id] }),
    foreignKey({
      name: 'customer_notes_user_id_users_id_fk',
      columns: [table.businessId, table.userId],
      foreignColumns: [users.businessId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'customer_notes_created_by_users_id_fk',
      columns: [table.businessId, table.createdBy],
      foreignColumns: [users.businessId, users.id],
    }).onDelete('set null'), // SET NULL of this column alone: the migration says so (drizzle cannot)
    index('customer_notes_user_idx').on(table.userId, table.createdAt),
    check('customer_notes_body_length', sql`length(btrim(${table.body})) between 1 and 2000`),
    check('customer_notes_kind_check', sql`${table.kind} in ('allergy', 'colour', 'general')`),
  ],
);

export type CustomerNoteRow = typeof customerNotes.$inferSelect;
