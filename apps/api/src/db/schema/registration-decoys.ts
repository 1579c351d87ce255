import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessIdColumn } from './businesses.ts';

/**
 * The stand-in for a registration of a taken address: its id is the one the answer gave,
 * and it counts wrong codes and expires as a real pending code does, so verifying it answers
 * exactly as a new account would (docs/decisions/0008-account-enumeration.md). No code
 * exists for it: no guess can ever match.
 */
export const registrationDecoys = pgTable(
  'registration_decoys',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull(),
    /** Lower case, as users.email; a resend for the address renews its newest decoy. */
    email: text('email').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Orders decoys whose codes "went out" at the same moment, as pending registrations are. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'registration_decoys_pkey', columns: [table.businessId, table.id] }),
    index('registration_decoys_email_idx').on(table.email),
    // Decoys end with the registrations they stand in for (docs/decisions/0022-pending-registrations.md).
    index('registration_decoys_sent_at_idx').on(table.sentAt),
    check('registration_decoys_attempts_check', sql`${table.attempts} >= 0`),
    check('registration_decoys_email_lower_check', sql`${table.email} = lower(${table.email})`),
  ],
);
