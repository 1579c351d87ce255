import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customerPhone } from './phone-column.ts';
import { businessIdColumn } from './businesses.ts';

/**
 * Every sign-in code texted to a mobile number (docs/decisions/0029-sign-in-by-mobile.md). Not
 * tied to an account: the number may have none yet, and the row must not tell. The newest of a
 * number is the live one; the rows of the last day are the sends the limits count. The code is
 * stored only as a hash.
 */
export const phoneSignInCodes = pgTable(
  'phone_sign_in_codes',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    phone: customerPhone('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'phone_sign_in_codes_pkey', columns: [table.businessId, table.id] }),
    index('phone_sign_in_codes_phone_idx').on(table.phone, table.sentAt),
  ],
);

export type PhoneSignInCodeRow = typeof phoneSignInCodes.$inferSelect;
