import { sql } from 'drizzle-orm';
import type { ServiceTranslations } from '@salon/contracts';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessIdColumn } from './businesses.ts';

export const services = pgTable(
  'services',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: ['hair', 'nail', 'facial', 'makeup'] }).notNull(),
    priceLkr: integer('price_lkr').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    // The owner's Sinhala and Tamil texts; English stays in title and description.
    translations: jsonb('translations').$type<ServiceTranslations>().notNull().default({}),
    // Hidden by the owner: out of the catalogue and no longer bookable, kept for later.
    hidden: boolean('hidden').notNull().default(false),
    // A service one person takes once per visit (a haircut): the cart holds at most one.
    bookableOnce: boolean('bookable_once').notNull().default(false),
    // Soft deletion: past appointments keep pointing at what was booked.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'services_pkey', columns: [table.businessId, table.id] }),
    check('services_category_check', sql`${table.category} in ('hair', 'nail', 'facial', 'makeup')`),
    check('services_price_check', sql`${table.priceLkr} >= 0`),
    check('services_duration_check', sql`${table.durationMinutes} > 0`),
    index('services_live_idx')
      .on(table.category)
      .where(sql`${table.deletedAt} is null`),
  ],
);

export type ServiceRow = typeof services.$inferSelect;
