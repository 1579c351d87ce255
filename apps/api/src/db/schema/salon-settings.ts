import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_BOOKING_FEE_LKR } from '@salon/domain';
import type { OpeningHours } from '@salon/domain';
import { businessIdColumn } from './businesses.ts';

/** The one row of settings the owner can change (docs/architecture.md#availability, #admin). */
export const salonSettings = pgTable(
  'salon_settings',
  {
    businessId: businessIdColumn(),
    id: integer('id').notNull().default(1),
    openingHours: jsonb('opening_hours').$type<Array<OpeningHours | null>>().notNull(),
    capacity: integer('capacity').notNull(),
    slotStepMinutes: integer('slot_step_minutes').notNull(),
    bufferMinutes: integer('buffer_minutes').notNull(),
    leadTimeMinutes: integer('lead_time_minutes').notNull(),
    horizonDays: integer('horizon_days').notNull(),
    // A paid booking starts confirmed instead of pending when the owner chose so.
    autoConfirm: boolean('auto_confirm').notNull().default(false),
    // The salon's public details (footer, contact, policies, mails); null means not given yet.
    salonName: text('salon_name').notNull().default('Salon'),
    address: text('address'),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    // Where booking and cancellation notices go; null sends them to every admin.
    email: text('email'),
    mapUrl: text('map_url'),
    // Whether the booking fee paid online is taken off the bill at the salon (docs/product.md#2.10).
    feeDeductedAtSalon: boolean('fee_deducted_at_salon').notNull().default(false),
    // The booking fee a new hold asks for (docs/product.md#9); a hold keeps the fee it was
    // started with (slot_reservations.booking_fee_lkr), so a change never touches one under way.
    bookingFeeLkr: integer('booking_fee_lkr').notNull().default(DEFAULT_BOOKING_FEE_LKR),
    // How long a waitlist offer holds its time (docs/decisions/0042-waitlist.md).
    waitlistOfferMinutes: integer('waitlist_offer_minutes').notNull().default(15),
    // Minutes a stylist needs between bookings at two different branches (docs/decisions/0045-branches.md).
    branchTravelMinutes: integer('branch_travel_minutes').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'salon_settings_pkey', columns: [table.businessId, table.id] }),
    check('salon_settings_single_row', sql`${table.id} = 1`),
    check('salon_settings_capacity_check', sql`${table.capacity} between 1 and 50`),
    check('salon_settings_branch_travel_check', sql`${table.branchTravelMinutes} between 0 and 240`),
    check('salon_settings_step_check', sql`${table.slotStepMinutes} between 5 and 240`),
    // BOOKING_FEE_MIN_LKR..BOOKING_FEE_MAX_LKR: what a card gateway takes (docs/decisions/0023-booking-fee-setting.md).
    check('salon_settings_booking_fee_range', sql`${table.bookingFeeLkr} between 200 and 50000`),
    check('salon_settings_waitlist_offer_minutes', sql`${table.waitlistOfferMinutes} between 10 and 30`),
    // One address: booking notices go to it (docs/product.md#5).
    check(
      'salon_settings_email_one_address',
      sql`${table.email} is null or ${table.email} ~ '^[^@[:space:][:cntrl:],;:<>"()]+@[^@[:space:][:cntrl:],;:<>"()]+[.][^@[:space:][:cntrl:],;:<>"()]+$'`,
    ),
    // Public pages link to it: an https link as the URL parser writes it (nothing unencoded).
    check(
      'salon_settings_map_url_https',
      sql`${table.mapUrl} is null or ${table.mapUrl} ~ '^https://[^[:space:][:cntrl:]<>"]+$'`,
    ),
  ],
);
