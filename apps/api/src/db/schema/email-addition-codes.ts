import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { businessIdColumn } from './businesses.ts';

/**
 * Every code mailed to an address an account made by mobile number wants to add
 * (docs/decisions/0029-sign-in-by-mobile.md). The newest of a user is the live one; the rows of
 * the last day are the sends the limits count, per account and per address. The code is stored
 * only as a hash, with the address it went to, which becomes the account's when it is typed back.
 */
export const emailAdditionCodes = pgTable(
  'email_addition_codes',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'email_addition_codes_pkey', columns: [table.businessId, table.id] }),
    foreignKey({
      name: 'email_addition_codes_user_id_users_id_fk',
      columns: [table.businessId, table.userId],
      foreignColumns: [users.businessId, users.id],
    }).onDelete('cascade'),
    index('email_addition_codes_user_idx').on(table.userId, table.sentAt),
    index('email_addition_codes_email_idx').on(table.email, table.sentAt),
    // Stored as the contracts' schema gives it: one address, lower-cased.
    check('email_addition_codes_email_lower', sql`${table.email} = lower(${table.email})`),
    check('email_addition_codes_attempts', sql`${table.attempts} >= 0`),
  ],
);

export type EmailAdditionCodeRow = typeof emailAdditionCodes.$inferSelect;
