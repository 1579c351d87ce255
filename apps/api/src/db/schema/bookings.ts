import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ServiceTranslations } from '@salon/contracts';
import { branches } from './branches.ts';
import { staff } from './staff.ts';
import { users } from './users.ts';
import { waitlistEntries } from './waitlist.ts';
import { businessIdColumn } from './businesses.ts';

/** What was booked, copied at booking time so history survives catalogue edits. */
export interface BookedService {
  serviceId: string;
  title: string;
  priceLkr: number;
  quantity: number;
  durationMinutes: number;
  /** The Sinhala and Tamil titles as booked (no descriptions); absent when none, and on rows booked before. */
  translations?: ServiceTranslations;
}

export interface BookedOffer {
  offerId: string;
  title: string;
  priceLkr: number;
  originalPriceLkr: number;
}

/**
 * `blocked` is time the owner took out of the book (a stylist's break, a chair out of use): it
 * holds a stylist or a chair like a booking, so the exclusion constraints keep bookings off it
 * (docs/decisions/0040-front-desk.md). Its reason lives in `time_blocks`.
 */
export const RESERVATION_STATUSES = ['held', 'booked', 'released', 'refunded', 'blocked'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/**
 * Why a reservation was refunded: its slot was gone, the provider had refunded the fee, the time
 * broke a booking rule by the time it was paid (day closed, hours changed, lead time, past), or a
 * hosted checkout was paid after its hold ended (docs/decisions/0017-payhere.md), or the payment
 * was not the amount the hold asked for.
 */
export const REFUND_REASONS = [
  'slot_gone',
  'provider_refund',
  'not_bookable',
  'hold_ended',
  'wrong_amount',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * Why the sweep gave up on a hold and handed it to the owner
 * (docs/decisions/0024-every-hold-ends.md): the provider kept refusing the refund owed, or kept
 * calling the payment pending (or could not say) a day after the hold began.
 */
export const NEEDS_OWNER_REASONS = ['refund_refused', 'payment_unsettled'] as const;
export type NeedsOwnerReason = (typeof NEEDS_OWNER_REASONS)[number];

/**
 * A chair held or booked for a time range. An exclusion constraint (migration 0004) makes two
 * live reservations of one chair overlapping impossible, whatever the code does. A hold ends
 * booked, released or refunded (docs/decisions/0006-booking-fee-lifecycle.md); refunded is final.
 */
export const slotReservations = pgTable(
  'slot_reservations',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    // The branch it is at (docs/decisions/0045-branches.md); written without one, the main branch.
    // Its chairs are that branch's: the chair exclusion constraint is per branch (migration 0039).
    branchId: uuid('branch_id')
      .notNull()
      .default(sql`salon_main_branch()`),
    // Null only for a stylist's blocked time, which takes the stylist and no chair
    // (docs/decisions/0040-front-desk.md); every hold and booking sits on a chair.
    chair: integer('chair'),
    // The stylist doing it; null in a salon with no team (docs/decisions/0036-stylists.md). A
    // second exclusion constraint (migration 0032) keeps one stylist's live reservations apart.
    staffId: uuid('staff_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    // endsAt plus the cleaning buffer: what the chair is unavailable for.
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    services: jsonb('services').$type<BookedService[]>().notNull(),
    specialOffer: jsonb('special_offer').$type<BookedOffer | null>(),
    paymentIntentId: text('payment_intent_id'),
    // The booking fee asked when payment started: the hold is completed against it, whatever the
    // fee is by the time the payment lands (docs/decisions/0006-booking-fee-lifecycle.md). The
    // default is the fee every hold made before this column was asked.
    bookingFeeLkr: integer('booking_fee_lkr').notNull().default(1000),
    // Set once the provider confirmed the refund of a `refunded` reservation; null means still owed.
    refundId: text('refund_id'),
    refundReason: text('refund_reason', { enum: REFUND_REASONS }),
    // The customer's note for the salon (allergies, patch test, preferences), carried to the appointment.
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // When the sweep first heard the provider call this lapsed hold's payment pending, or could
    // not ask: it keeps asking past its look-back until the payment settles or the owner has it.
    paymentPendingSince: timestamp('payment_pending_since', { withTimezone: true }),
    // Set once, when the sweep stops asking and the owner is mailed (docs/decisions/0024-every-hold-ends.md).
    needsOwnerAt: timestamp('needs_owner_at', { withTimezone: true }),
    needsOwnerReason: text('needs_owner_reason', { enum: NEEDS_OWNER_REASONS }),
    // A waitlist offer (docs/decisions/0042-waitlist.md): the entry it was made to, the hash of
    // its single-use link's token, and the reservation whose freed time began it.
    waitlistEntryId: uuid('waitlist_entry_id'),
    offerTokenHash: text('offer_token_hash'),
    offeredFromReservationId: uuid('offered_from_reservation_id'),
  },
  (table) => [
    primaryKey({ name: 'slot_reservations_pkey', columns: [table.businessId, table.id] }),
    foreignKey({
      name: 'slot_reservations_user_id_users_id_fk',
      columns: [table.businessId, table.userId],
      foreignColumns: [users.businessId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'slot_reservations_branch_id_branches_id_fk',
      columns: [table.businessId, table.branchId],
      foreignColumns: [branches.businessId, branches.id],
    }),
    foreignKey({
      name: 'slot_reservations_staff_id_staff_id_fk',
      columns: [table.businessId, table.staffId],
      foreignColumns: [staff.businessId, staff.id],
    }),
    foreignKey({
      name: 'slot_reservations_waitlist_entry_id_waitlist_entries_id_fk',
      columns: [table.businessId, table.waitlistEntryId],
      foreignColumns: [waitlistEntries.businessId, waitlistEntries.id],
    }),
    index('slot_reservations_date_idx').on(table.date),
    // What appointments and time blocks point at with their branch (migration 0039).
    uniqueIndex('slot_reservations_id_branch_unique').on(table.businessId, table.id, table.branchId),
    index('slot_reservations_staff_date_idx').on(table.staffId, table.date),
    index('slot_reservations_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('slot_reservations_payment_intent_unique').on(table.businessId, table.paymentIntentId),
    // One live hold per customer, whatever the concurrency (migration 0005).
    uniqueIndex('slot_reservations_one_hold_per_user')
      .on(table.businessId, table.userId)
      .where(sql`${table.status} = 'held'`),
    check(
      'slot_reservations_status_check',
      sql`${table.status} in ('held', 'booked', 'released', 'refunded', 'blocked')`,
    ),
    // A hold or booking takes a chair; blocked time takes a chair or a stylist, or both.
    check(
      'slot_reservations_chair_check',
      sql`${table.chair} is not null or (${table.status} = 'blocked' and ${table.staffId} is not null)`,
    ),
    check(
      'slot_reservations_refund_reason_check',
      sql`${table.refundReason} in ('slot_gone', 'provider_refund', 'not_bookable', 'hold_ended', 'wrong_amount')`,
    ),
    check('slot_reservations_booking_fee_check', sql`${table.bookingFeeLkr} > 0`),
    check(
      'slot_reservations_needs_owner_check',
      sql`(${table.needsOwnerAt} is null) = (${table.needsOwnerReason} is null)
        and (${table.needsOwnerReason} is null or ${table.needsOwnerReason} in ('refund_refused', 'payment_unsettled'))
        and (${table.needsOwnerReason} is distinct from 'refund_refused' or ${table.status} = 'refunded')`,
    ),
    // At most one live offer per waitlist entry, whatever the concurrency.
    uniqueIndex('slot_reservations_one_offer_per_entry')
      .on(table.businessId, table.waitlistEntryId)
      .where(sql`${table.status} = 'held'`),
    uniqueIndex('slot_reservations_offer_token_unique').on(table.businessId, table.offerTokenHash),
    index('slot_reservations_offered_from_idx').on(table.offeredFromReservationId),
    check(
      'slot_reservations_offer_check',
      sql`(${table.waitlistEntryId} is null) = (${table.offerTokenHash} is null)`,
    ),
    check(
      'slot_reservations_range_check',
      sql`${table.startsAt} < ${table.endsAt} and ${table.endsAt} <= ${table.blockedUntil}`,
    ),
  ],
);

/** Where a booking was made: paid online, or by the owner at the front desk (docs/decisions/0040-front-desk.md). */
export const APPOINTMENT_SOURCES = ['online', 'front-desk'] as const;
/** Who moved an appointment to another time (docs/decisions/0040-front-desk.md). */
export const MOVED_AS = ['customer', 'owner', 'staff'] as const;
export type MovedAs = (typeof MOVED_AS)[number];
export type AppointmentSource = (typeof APPOINTMENT_SOURCES)[number];
/** How a front-desk booking's fee was settled: paid at the desk, waived, or still to pay at the visit. */
export const FEE_SETTLEMENTS = ['paid-at-desk', 'waived', 'due-at-desk'] as const;
export type FeeSettlement = (typeof FEE_SETTLEMENTS)[number];

export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'no-show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const appointments = pgTable(
  'appointments',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    reference: text('reference').notNull(),
    userId: uuid('user_id').notNull(),
    reservationId: uuid('reservation_id').notNull(),
    // Always its reservation's branch: a trigger copies it, a foreign key on both holds it (migration 0039).
    branchId: uuid('branch_id')
      .notNull()
      .default(sql`salon_main_branch()`),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('pending'),
    services: jsonb('services').$type<BookedService[]>().notNull(),
    specialOffer: jsonb('special_offer').$type<BookedOffer | null>(),
    servicesTotalLkr: integer('services_total_lkr').notNull(),
    appointmentFeeLkr: integer('appointment_fee_lkr').notNull(),
    // Null for a front-desk booking: no fee was paid online (docs/decisions/0040-front-desk.md).
    paymentIntentId: text('payment_intent_id'),
    source: text('source', { enum: APPOINTMENT_SOURCES }).notNull().default('online'),
    feeSettlement: text('fee_settlement', { enum: FEE_SETTLEMENTS }),
    refundId: text('refund_id'),
    // When a cancellation decided the fee comes back; with no refundId yet, the sweep retries it.
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // When the payment gateway reported a chargeback on the booking fee (PayHere status -3).
    chargedBackAt: timestamp('charged_back_at', { withTimezone: true }),
    // Set when the 24-hour reminder went out, so no process sends it twice.
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    notes: text('notes'),
    // When the stylist or the owner saw the customer come in: a check-in, not a status
    // (docs/decisions/0039-staff-accounts.md). A trigger clears it on a cancellation or no-show.
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    // How often anyone moved this appointment to another time: numbers the moves, the mails'
    // calendar sequence and the reminder's resend.
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    // How often the customer moved it themselves: the reschedule rule caps this one only, so
    // the owner's and a stylist's moves never use up the customer's (issue 27).
    customerMoveCount: integer('customer_move_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'appointments_pkey', columns: [table.businessId, table.id] }),
    foreignKey({
      name: 'appointments_user_id_users_id_fk',
      columns: [table.businessId, table.userId],
      foreignColumns: [users.businessId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'appointments_reservation_id_slot_reservations_id_fk',
      columns: [table.businessId, table.reservationId],
      foreignColumns: [slotReservations.businessId, slotReservations.id],
    }),
    foreignKey({
      name: 'appointments_branch_id_branches_id_fk',
      columns: [table.businessId, table.branchId],
      foreignColumns: [branches.businessId, branches.id],
    }),
    uniqueIndex('appointments_reference_unique').on(table.businessId, table.reference),
    // One appointment per payment: a replayed create or webhook finds the first one.
    uniqueIndex('appointments_payment_intent_unique').on(table.businessId, table.paymentIntentId),
    index('appointments_user_idx').on(table.userId, table.createdAt),
    index('appointments_date_idx').on(table.date),
    index('appointments_refund_due_idx')
      .on(table.refundRequestedAt)
      .where(sql`${table.refundRequestedAt} is not null and ${table.refundId} is null`),
    // A charged-back fee is never owed a refund: only one paid back before the chargeback stays recorded.
    check(
      'appointments_no_refund_owed_after_chargeback',
      sql`${table.chargedBackAt} is null or ${table.refundRequestedAt} is null or ${table.refundId} is not null`,
    ),
    // An online booking has its payment; a front-desk one says how its fee was settled instead.
    check(
      'appointments_source_check',
      sql`(${table.source} = 'online' and ${table.paymentIntentId} is not null and ${table.feeSettlement} is null)
        or (${table.source} = 'front-desk' and ${table.paymentIntentId} is null
          and ${table.feeSettlement} in ('paid-at-desk', 'waived', 'due-at-desk'))`,
    ),
    check(
      'appointments_arrived_only_when_visited',
      sql`${table.arrivedAt} is null or ${table.status} in ('pending', 'confirmed', 'completed')`,
    ),
    check(
      'appointments_customer_moves_check',
      sql`${table.customerMoveCount} between 0 and ${table.rescheduleCount}`,
    ),
    check(
      'appointments_status_check',
      sql`${table.status} in ('pending', 'confirmed', 'completed', 'cancelled', 'no-show')`,
    ),
  ],
);

/**
 * Every status an appointment has had, who set it and when: the owner's history of a booking.
 * `changedBy` is null for the system (booking, automatic confirmation); `refunded` records
 * whether a cancellation gave the fee back.
 */
export const appointmentStatusChanges = pgTable(
  'appointment_status_changes',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    appointmentId: uuid('appointment_id').notNull(),
    fromStatus: text('from_status', { enum: APPOINTMENT_STATUSES }),
    toStatus: text('to_status', { enum: APPOINTMENT_STATUSES }).notNull(),
    changedBy: uuid('changed_by'),
    refunded: boolean('refunded'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    // Set on the line an owner's undo writes: the change it took back (docs/architecture.md#appointment-status).
    // The order of writing, where two changes carry the same instant (an injected clock standing still).
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
    undoesChangeId: uuid('undoes_change_id'),
  },
  (table) => [
    primaryKey({ name: 'appointment_status_changes_pkey', columns: [table.businessId, table.id] }),
    foreignKey({
      name: 'appointment_status_changes_appointment_id_appointments_id_fk',
      columns: [table.businessId, table.appointmentId],
      foreignColumns: [appointments.businessId, appointments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'appointment_status_changes_changed_by_users_id_fk',
      columns: [table.businessId, table.changedBy],
      foreignColumns: [users.businessId, users.id],
    }).onDelete('set null'), // SET NULL of this column alone: the migration says so (drizzle cannot)
    foreignKey({
      name: 'appointment_status_changes_undoes_change_id_appointment_status_changes_id_fk',
      columns: [table.businessId, table.undoesChangeId],
      foreignColumns: [table.businessId, table.id],
    }).onDelete('cascade'),
    index('appointment_status_changes_appointment_idx').on(table.appointmentId, table.changedAt),
    // A change is taken back at most once, whatever the concurrency.
    uniqueIndex('appointment_status_changes_undoes_unique').on(table.businessId, table.undoesChangeId),
  ],
);

/**
 * Every move of an appointment to another time, who moved it and when: with the status
 * changes, the owner's history of a booking (docs/architecture.md#appointment-status).
 */
export const appointmentMoves = pgTable(
  'appointment_moves',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    appointmentId: uuid('appointment_id').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    fromStartTime: text('from_start_time').notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    toStartTime: text('to_start_time').notNull(),
    // 1 for the first move, 2 for the second: the appointment's reschedule count after it.
    moveNumber: integer('move_number').notNull(),
    movedBy: uuid('moved_by'),
    // Who moved it, kept when the sign-in is gone: only the customer's own moves count against
    // their limit (appointments.customer_move_count).
    movedAs: text('moved_as', { enum: MOVED_AS }).notNull().default('customer'),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'appointment_moves_pkey', columns: [table.businessId, table.id] }),
    foreignKey({
      name: 'appointment_moves_appointment_id_appointments_id_fk',
      columns: [table.businessId, table.appointmentId],
      foreignColumns: [appointments.businessId, appointments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'appointment_moves_moved_by_users_id_fk',
      columns: [table.businessId, table.movedBy],
      foreignColumns: [users.businessId, users.id],
    }).onDelete('set null'), // SET NULL of this column alone: the migration says so (drizzle cannot)
    uniqueIndex('appointment_moves_number_unique').on(
      table.businessId,
      table.appointmentId,
      table.moveNumber,
    ),
    check('appointment_moves_moved_as_check', sql`${table.movedAs} in ('customer', 'owner', 'staff')`),
    check(
      'appointment_moves_changes_time',
      sql`(${table.fromDate}, ${table.fromStartTime}) <> (${table.toDate}, ${table.toStartTime})`,
    ),
  ],
);

/**
 * Time the owner took out of the book (docs/decisions/0040-front-desk.md): the reservation row
 * (status `blocked`) holds the stylist or chair and the times, so the exclusion constraints
 * guard it; this row says why and who.
 */
export const timeBlocks = pgTable(
  'time_blocks',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    reservationId: uuid('reservation_id').notNull(),
    // Always its reservation's branch, as an appointment's (migration 0039).
    branchId: uuid('branch_id')
      .notNull()
      .default(sql`salon_main_branch()`),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'time_blocks_pkey', columns: [table.businessId, table.id] }),
    foreignKey({
      name: 'time_blocks_reservation_id_slot_reservations_id_fk',
      columns: [table.businessId, table.reservationId],
      foreignColumns: [slotReservations.businessId, slotReservations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'time_blocks_branch_id_branches_id_fk',
      columns: [table.businessId, table.branchId],
      foreignColumns: [branches.businessId, branches.id],
    }),
    foreignKey({
      name: 'time_blocks_created_by_users_id_fk',
      columns: [table.businessId, table.createdBy],
      foreignColumns: [users.businessId, users.id],
    }).onDelete('set null'), // SET NULL of this column alone: the migration says so (drizzle cannot)
    unique('time_blocks_reservation_unique').on(table.businessId, table.reservationId),
  ],
);

export type TimeBlockRow = typeof timeBlocks.$inferSelect;
export type SlotReservationRow = typeof slotReservations.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;
