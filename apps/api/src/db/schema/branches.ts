import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
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
import type { OpeningHours } from '@salon/domain';
import { services } from './services.ts';
import { staff } from './staff.ts';
import { businessIdColumn } from './businesses.ts';

/**
 * A place of the salon (docs/decisions/0045-branches.md): its own address, hours, chairs and
 * services, optionally its own prices and booking fee. The first open one by position is the
 * main branch (`salon_main_branch()`, migration 0039): what a request without a branch, and a
 * row written without one, means.
 */
export const branches = pgTable(
  'branches',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    address: text('address'),
    mapUrl: text('map_url'),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Index 0 = Sunday ... 6 = Saturday; null = closed that weekday (as salon_settings.opening_hours). */
    openingHours: jsonb('opening_hours').$type<Array<OpeningHours | null>>().notNull(),
    /** Chairs: how many bookings may overlap at this branch. */
    chairs: integer('chairs').notNull(),
    /** Null: the salon's fee (salon_settings.booking_fee_lkr). */
    bookingFeeLkr: integer('booking_fee_lkr'),
    position: integer('position').notNull().default(0),
    /** Set when the branch closed for good: it takes no new booking. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'branches_pkey', columns: [table.businessId, table.id] }),
    check('branches_name_check', sql`length(trim(${table.name})) between 1 and 80`),
    check('branches_chairs_check', sql`${table.chairs} between 1 and 50`),
    check(
      'branches_booking_fee_range',
      sql`${table.bookingFeeLkr} is null or ${table.bookingFeeLkr} between 200 and 50000`,
    ),
    check(
      'branches_lat_lng_check',
      sql`(${table.lat} is null) = (${table.lng} is null)
      and (${table.lat} is null or (${table.lat} between -90 and 90 and ${table.lng} between -180 and 180))`,
    ),
    check(
      'branches_map_url_https',
      sql`${table.mapUrl} is null or ${table.mapUrl} ~ '^https://[^[:space:][:cntrl:]<>"]+$'`,
    ),
  ],
);

/** The services a branch offers (a row: offered there), with its own price where it differs (null: the catalogue's). */
export const branchServices = pgTable(
  'branch_services',
  {
    businessId: businessIdColumn(),
    branchId: uuid('branch_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    priceLkr: integer('price_lkr'),
  },
  (table) => [
    foreignKey({
      name: 'branch_services_branch_id_branches_id_fk',
      columns: [table.businessId, table.branchId],
      foreignColumns: [branches.businessId, branches.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'branch_services_service_id_services_id_fk',
      columns: [table.businessId, table.serviceId],
      foreignColumns: [services.businessId, services.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [table.businessId, table.branchId, table.serviceId] }),
    index('branch_services_service_idx').on(table.serviceId),
    check('branch_services_price_check', sql`${table.priceLkr} is null or ${table.priceLkr} >= 0`),
  ],
);

/** The branches a stylist works at; their shifts name one of these (staff_shifts' foreign key). */
export const staffBranches = pgTable(
  'staff_branches',
  {
    businessId: businessIdColumn(),
    staffId: uuid('staff_id').notNull(),
    branchId: uuid('branch_id').notNull(),
  },
  (table) => [
    foreignKey({
      name: 'staff_branches_staff_id_staff_id_fk',
      columns: [table.businessId, table.staffId],
      foreignColumns: [staff.businessId, staff.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'staff_branches_branch_id_branches_id_fk',
      columns: [table.businessId, table.branchId],
      foreignColumns: [branches.businessId, branches.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [table.businessId, table.staffId, table.branchId] }),
    index('staff_branches_branch_idx').on(table.branchId),
  ],
);

export type BranchRow = typeof branches.$inferSelect;
export type BranchServiceRow = typeof branchServices.$inferSelect;
