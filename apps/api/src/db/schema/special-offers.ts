import { sql } from 'drizzle-orm';
import type { ServiceTranslations } from '@salon/contracts';
import {
  check,
  date,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { services } from './services.ts';
import { businessIdColumn } from './businesses.ts';

export const specialOffers = pgTable(
  'special_offers',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    // The owner's Sinhala and Tamil title and description, as a service keeps them (docs/architecture.md#languages).
    translations: jsonb('translations').$type<ServiceTranslations>().notNull().default({}),
    originalPriceLkr: integer('original_price_lkr').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    imageUrl: text('image_url'),
    // Salon-local calendar dates; the offer runs through its end date.
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'special_offers_pkey', columns: [table.businessId, table.id] }),
    check('special_offers_discount_check', sql`${table.discountPercent} between 1 and 99`),
    check('special_offers_price_check', sql`${table.originalPriceLkr} > 0`),
    check('special_offers_dates_check', sql`${table.startDate} <= ${table.endDate}`),
    check('special_offers_translations_check', sql`jsonb_typeof(${table.translations}) = 'object'`),
  ],
);

export const specialOfferServices = pgTable(
  'special_offer_services',
  {
    businessId: businessIdColumn(),
    offerId: uuid('offer_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    foreignKey({
      name: 'special_offer_services_offer_id_special_offers_id_fk',
      columns: [table.businessId, table.offerId],
      foreignColumns: [specialOffers.businessId, specialOffers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'special_offer_services_service_id_services_id_fk',
      columns: [table.businessId, table.serviceId],
      foreignColumns: [services.businessId, services.id],
    }),
    primaryKey({ columns: [table.businessId, table.offerId, table.serviceId] }),
  ],
);

export type SpecialOfferRow = typeof specialOffers.$inferSelect;
