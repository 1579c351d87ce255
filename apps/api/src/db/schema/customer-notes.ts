import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    kind: text('kind', { enum: CUSTOMER_NOTE_KINDS }).notNull().default('general'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customer_notes_user_idx').on(table.userId, table.createdAt),
    check('customer_notes_body_length', sql`length(btrim(${table.body})) between 1 and 2000`),
    check('customer_notes_kind_check', sql`${table.kind} in ('allergy', 'colour', 'general')`),
  ],
);

export type CustomerNoteRow = typeof customerNotes.$inferSelect;
