import { foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { businessIdColumn } from './businesses.ts';

/** Opaque bearer sessions: only the SHA-256 of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    businessId: businessIdColumn(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'sessions_pkey', columns: [table.businessId, table.tokenHash] }),
    foreignKey({
      name: 'sessions_user_id_users_id_fk',
      columns: [table.businessId, table.userId],
      foreignColumns: [users.businessId, users.id],
    }).onDelete('cascade'),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
