import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customerPhone } from './phone-column.ts';
import { users } from './users.ts';
import { businessIdColumn } from './businesses.ts';

/**
 * Every phone confirmation code texted (docs/architecture.md#phone-confirmation): the newest of a
 * user is the live one, and the rows of the last day are the sends the limits count, per account
 * and per number. The code is stored only as a hash, with the number it went to.
 */
export const phoneConfirmationCodes = pgTable(
  'phone_confirmation_codes',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    phone: customerPhone('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'phone_confirmation_codes_pkey', columns: [table.businessId, table.id] }),
    foreignKey({
      name: 'phone_confirmation_codes_user_id_users_id_fk',
      columns: [table.businessId, table.userId],
      foreignColumns: [users.businessId, users.id],
    }).onDelete('cascade'),
    index('phone_confirmation_codes_user_idx').on(table.userId, table.sentAt),
    index('phone_confirmation_codes_phone_idx').on(table.phone, table.sentAt),
  ],
);

export type PhoneConfirmationCodeRow = typeof phoneConfirmationCodes.$inferSelect;
