import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BookedService } from './bookings.ts';
import { branches } from './branches.ts';
import { staff } from './staff.ts';
import { users } from './users.ts';
import { businessIdColumn } from './businesses.ts';

/** A customer waiting for time on a full day (docs/decisions/0042-waitlist.md). */
export const WAITLIST_ENTRY_STATUSES = ['waiting', 'left'] as const;
export type WaitlistEntryStatus = (typeof WAITLIST_ENTRY_STATUSES)[number];

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    // The cart's services as they were when the customer joined: what an offer holds time for.
    services: jsonb('services').$type<BookedService[]>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    // Null: anyone available; a stylist removed leaves their waiting customers with anyone.
    staffId: uuid('staff_id'),
    // The branch asked for; null is any branch (docs/decisions/0042-waitlist.md).
    branchId: uuid('branch_id'),
    status: text('status', { enum: WAITLIST_ENTRY_STATUSES }).notNull().default('waiting'),
    leftAt: timestamp('left_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Join order: the first entry that fits gets the offer, ties broken by nothing but this.
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [
    primaryKey({ name: 'waitlist_entries_pkey', columns: [table.businessId, table.id] }),
    foreignKey({
      name: 'waitlist_entries_user_id_users_id_fk',
      columns: [table.businessId, table.userId],
      foreignColumns: [users.businessId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'waitlist_entries_staff_id_staff_id_fk',
      columns: [table.businessId, table.staffId],
      foreignColumns: [staff.businessId, staff.id],
    }).onDelete('set null'), // SET NULL of this column alone: the migration says so (drizzle cannot)
    foreignKey({
      name: 'waitlist_entries_branch_id_branches_id_fk',
      columns: [table.businessId, table.branchId],
      foreignColumns: [branches.businessId, branches.id],
    }),
    index('waitlist_entries_user_idx').on(table.userId, table.createdAt),
    index('waitlist_entries_waiting_idx')
      .on(table.position)
      .where(sql`${table.status} = 'waiting'`),
    check('waitlist_entries_status_check', sql`${table.status} in ('waiting', 'left')`),
    check('waitlist_entries_duration_check', sql`${table.durationMinutes} between 1 and 360`),
    check('waitlist_entries_left_check', sql`(${table.status} = 'left') = (${table.leftAt} is not null)`),
  ],
);

/** A date and a range of salon-local start times the customer could come in. */
export const waitlistWindows = pgTable(
  'waitlist_windows',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    entryId: uuid('entry_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    fromTime: text('from_time').notNull(),
    toTime: text('to_time').notNull(),
  },
  (table) => [
    primaryKey({ name: 'waitlist_windows_pkey', columns: [table.businessId, table.id] }),
    foreignKey({
      name: 'waitlist_windows_entry_id_waitlist_entries_id_fk',
      columns: [table.businessId, table.entryId],
      foreignColumns: [waitlistEntries.businessId, waitlistEntries.id],
    }).onDelete('cascade'),
    index('waitlist_windows_date_idx').on(table.date),
    index('waitlist_windows_entry_idx').on(table.entryId),
    check(
      'waitlist_windows_times_check',
      sql`${table.fromTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.toTime} ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' and ${table.fromTime} < ${table.toTime}`,
    ),
  ],
);

/**
 * Time that stopped being taken (a cancellation, a move, a hold let go, blocked time removed, a
 * closure lifted, the hours changed), written by triggers of migration 0038 in the same
 * transaction as the change, so no crash loses one. The offer worker drains them in order.
 * A null date means every day (the hours changed); a null start, the whole day.
 */
export const waitlistFreedTimes = pgTable(
  'waitlist_freed_times',
  {
    businessId: businessIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    date: date('date', { mode: 'string' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    staffId: uuid('staff_id'),
    // The reservation that let the time go, and the one whose cancellation began the chain
    // (an expired offer passes its time on): what the fill rate counts.
    reservationId: uuid('reservation_id'),
    originReservationId: uuid('origin_reservation_id'),
    // A day freed at one branch (its own hours changed, chairs added, its closure lifted): tried
    // only there (docs/decisions/0042-waitlist.md). Null: the reservation's branch, or any.
    // No foreign key, as for the ids beside it: a closure removed with its branch still records.
    branchId: uuid('branch_id'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    offerReservationId: uuid('offer_reservation_id'),
  },
  (table) => [
    primaryKey({ name: 'waitlist_freed_times_pkey', columns: [table.businessId, table.id] }),
    index('waitlist_freed_times_pending_idx')
      .on(table.id)
      .where(sql`${table.processedAt} is null`),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type WaitlistWindowRow = typeof waitlistWindows.$inferSelect;
export type WaitlistFreedTimeRow = typeof waitlistFreedTimes.$inferSelect;
