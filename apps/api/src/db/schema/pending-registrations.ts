import { LANGUAGES } from '@salon/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customerPhone } from './phone-column.ts';
import { businessIdColumn } from './businesses.ts';

/**
 * A registration whose address is not proven yet: no account exists until its code is entered
 * (docs/decisions/0022-pending-registrations.md). Any number may wait for one address, each with
 * its own id and code, so a squatter cannot block the mailbox's owner; the one verified becomes
 * the account (with this id) and the others end. Deleted a day after their last code.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    /** Lower case, as users.email. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: customerPhone('phone'),
    address: text('address'),
    language: text('language', { enum: LANGUAGES }).notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Orders registrations whose codes went out at the same moment: the newest gets a resend. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'pending_registrations_pkey', columns: [table.businessId, table.id] }),
    index('pending_registrations_email_idx').on(table.email),
    index('pending_registrations_sent_at_idx').on(table.sentAt),
    check('pending_registrations_attempts_check', sql`${table.attempts} >= 0`),
    check('pending_registrations_email_lower_check', sql`${table.email} = lower(${table.email})`),
    // The rules of users.email and users.name: the account is made from this row as it is.
    check(
      'pending_registrations_email_one_address',
      sql`${table.email} ~ '^[^@[:space:][:cntrl:],;:<>"()]+@[^@[:space:][:cntrl:],;:<>"()]+[.][^@[:space:][:cntrl:],;:<>"()]+$'`,
    ),
    check('pending_registrations_name_one_line', sql`${table.name} !~ '[[:cntrl:]]'`),
    check(
      'pending_registrations_language_check',
      sql.raw(`language in (${LANGUAGES.map((l) => `'${l}'`).join(', ')})`),
    ),
  ],
);

export type PendingRegistrationRow = typeof pendingRegistrations.$inferSelect;
