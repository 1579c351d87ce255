import { foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { businessIdColumn } from './businesses.ts';

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    businessId: businessIdColumn(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'password_reset_tokens_pkey', columns: [table.businessId, table.tokenHash] }),
    foreignKey({
      name: 'password_reset_tokens_user_id_users_id_fk',
      columns: [table.businessId, table.userId],
      foreignColumns: [users.businessId, users.id],
    }).onDelete('cascade'),
    index('password_reset_tokens_user_id_idx').on(table.userId),
  ],
);
