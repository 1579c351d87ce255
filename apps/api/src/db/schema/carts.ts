import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { services } from './services.ts';
import { specialOffers } from './special-offers.ts';
import { users } from './users.ts';
import { businessIdColumn } from './businesses.ts';

/** One cart per customer, kept on the server (docs/architecture.md#cart). */
export const carts = pgTable(
  'carts',
  {
    businessId: businessIdColumn(),
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Set while the cart holds a special offer: then every item came from that offer.
    specialOfferId: uuid('special_offer_id').references(() => specialOffers.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('carts_user_unique').on(table.businessId, table.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    businessId: businessIdColumn(),
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    quantity: integer('quantity').notNull().default(1),
    fromSpecialOffer: boolean('from_special_offer').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('cart_items_cart_service_unique').on(table.businessId, table.cartId, table.serviceId),
    check('cart_items_quantity_check', sql`${table.quantity} between 1 and 10`),
  ],
);

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
