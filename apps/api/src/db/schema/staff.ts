import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StaffTranslations } from '@salon/contracts';
import { services } from './services.ts';
import { users } from './users.ts';
import { businessIdColumn } from './businesses.ts';

/**
 * A stylist of the salon's team (docs/decisions/0036-stylists.md). A salon with no stylist on
 * its team books chairs as before; once it has one, every booking names a stylist.
 */
export const staff = pgTable(
  'staff',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    photoUrl: text('photo_url'),
    /** The short bio in English; Sinhala and Tamil in `translations` (an empty one shows the English). */
    bio: text('bio').notNull().default(''),
    translations: jsonb('translations').$type<StaffTranslations>().notNull().default({}),
    /** Off: kept on the team (history, staff sign-in) but never offered to customers. */
    bookableOnline: boolean('bookable_online').notNull().default(true),
    /** The stylist's own sign-in, when they have one (role staff). */
    userId: uuid('user_id'),
    /** The order the team is shown in; ties by name. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'staff_pkey', columns: [table.businessId, table.id] }),
    foreignKey({
      name: 'staff_user_id_users_id_fk',
      columns: [table.businessId, table.userId],
      foreignColumns: [users.businessId, users.id],
    }).onDelete('set null'), // SET NULL of this column alone: the migration says so (drizzle cannot)
    uniqueIndex('staff_user_unique').on(table.businessId, table.userId),
    check('staff_name_check', sql`length(trim(${table.name})) between 1 and 80`),
    check('staff_bio_check', sql`length(${table.bio}) <= 600`),
  ],
);

/**
 * The services a stylist does, with their own price and length where they differ from the
 * catalogue's (null: the catalogue's).
 */
export const staffServices = pgTable(
  'staff_services',
  {
    businessId: businessIdColumn(),
    staffId: uuid('staff_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    priceLkr: integer('price_lkr'),
    durationMinutes: integer('duration_minutes'),
  },
  (table) => [
    foreignKey({
      name: 'staff_services_staff_id_staff_id_fk',
      columns: [table.businessId, table.staffId],
      foreignColumns: [staff.businessId, staff.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'staff_services_service_id_services_id_fk',
      columns: [table.businessId, table.serviceId],
      foreignColumns: [services.businessId, services.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [table.businessId, table.staffId, table.serviceId] }),
    index('staff_services_service_idx').on(table.serviceId),
    check('staff_services_price_check', sql`${table.priceLkr} is null or ${table.priceLkr} >= 0`),
    check(
      'staff_services_duration_check',
      sql`${table.durationMinutes} is null or ${table.durationMinutes} between 5 and 720`,
    ),
  ],
);

/**
 * A stylist's weekly shift: several a day make breaks. Minutes after the salon's local midnight;
 * an exclusion constraint (migration 0032) keeps one stylist's shifts of a weekday apart.
 */
export const staffShifts = pgTable(
  'staff_shifts',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    staffId: uuid('staff_id').notNull(),
    /**
     * The branch the shift is worked at (docs/decisions/0045-branches.md): one the stylist works
     * at (a foreign key to staff_branches, migration 0039); written without one, the main branch.
     */
    branchId: uuid('branch_id')
      .notNull()
      .default(sql`salon_main_branch()`),
    /** 0 = Sunday ... 6 = Saturday, as the salon's opening hours. */
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (table) => [
    primaryKey({ name: 'staff_shifts_pkey', columns: [table.businessId, table.id] }),
    foreignKey({
      name: 'staff_shifts_staff_id_staff_id_fk',
      columns: [table.businessId, table.staffId],
      foreignColumns: [staff.businessId, staff.id],
    }).onDelete('cascade'),
    index('staff_shifts_staff_idx').on(table.staffId),
    check('staff_shifts_weekday_check', sql`${table.weekday} between 0 and 6`),
    check(
      'staff_shifts_range_check',
      sql`${table.startMinute} >= 0 and ${table.startMinute} < ${table.endMinute} and ${table.endMinute} <= 1440`,
    ),
  ],
);

/** Time a stylist is away (leave, training, a doctor's visit): never offered, whatever the shifts. */
export const staffTimeOff = pgTable(
  'staff_time_off',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    staffId: uuid('staff_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
  },
  (table) => [
    primaryKey({ name: 'staff_time_off_pkey', columns: [table.businessId, table.id] }),
    foreignKey({
      name: 'staff_time_off_staff_id_staff_id_fk',
      columns: [table.businessId, table.staffId],
      foreignColumns: [staff.businessId, staff.id],
    }).onDelete('cascade'),
    index('staff_time_off_staff_idx').on(table.staffId, table.startsAt),
    check('staff_time_off_range_check', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

export type StaffRow = typeof staff.$inferSelect;
export type StaffServiceRow = typeof staffServices.$inferSelect;
export type StaffShiftRow = typeof staffShifts.$inferSelect;
export type StaffTimeOffRow = typeof staffTimeOff.$inferSelect;
