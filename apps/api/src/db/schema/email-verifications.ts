import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { businessIdColumn } from './businesses.ts';

/** The one live e-mail code of a user; a new code replaces the old one and its attempt count. */
export const emailVerifications = pgTable('email_verifications', {
  businessId: businessIdColumn(),
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

export type EmailVerificationRow = typeof emailVerifications.$inferSelect;
