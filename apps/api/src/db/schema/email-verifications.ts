import { foreignKey, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { businessIdColumn } from './businesses.ts';

/** The one live e-mail code of a user; a new code replaces the old one and its attempt count. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    businessId: businessIdColumn(),
    userId: uuid('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'email_verifications_pkey', columns: [table.businessId, table.userId] }),
    foreignKey({
      name: 'email_verifications_user_id_users_id_fk',
      columns: [table.businessId, table.userId],
      foreignColumns: [users.businessId, users.id],
    }).onDelete('cascade'),
  ],
);

export type EmailVerificationRow = typeof emailVerifications.$inferSelect;
