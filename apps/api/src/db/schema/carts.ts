import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { services } from './services.ts';
import { specialOffers } from './special-offers.ts';
import { users } from './users.ts';
import { businessIdColumn } from './businesses.ts';

/** One cart per customer, kept on the server (docs/architecture.md#cart). */
export const carts = pgTable(
  'carts',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    // Set while the cart holds a special offer: then every item came from that offer.
    specialOfferId: uuid('special_offer_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'carts_pkey', columns: [table.businessId, table.id] }),
    foreignKey({
      name: 'carts_user_id_users_id_fk',
      columns: [table.businessId, table.userId],
      foreignColumns: [users.businessId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'carts_special_offer_id_special_offers_id_fk',
      columns: [table.businessId, table.specialOfferId],
      foreignColumns: [specialOffers.businessId, specialOffers.id],
    }),
    uniqueIndex('carts_user_unique').on(table.businessId, table.userId),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    cartId: uuid('cart_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
    fromSpecialOffer: boolean('from_special_offer').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'cart_items_pkey', columns: [table.businessId, table.id] }),
    foreignKey({
      name: 'cart_items_cart_id_carts_id_fk',
      columns: [table.businessId, table.cartId],
      foreignColumns: [carts.businessId, carts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'cart_items_service_id_services_id_fk',
      columns: [table.businessId, table.serviceId],
      foreignColumns: [services.businessId, services.id],
    }),
    uniqueIndex('cart_items_cart_service_unique').on(table.businessId, table.cartId, table.serviceId),
    check('cart_items_quantity_check', sql`${table.quantity} between 1 and 10`),
  ],
);

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
