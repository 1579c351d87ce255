import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessIdColumn } from './businesses.ts';

export const galleryImages = pgTable(
  'gallery_images',
  {
    businessId: businessIdColumn(),
    id: uuid('id').primaryKey().defaultRandom(),
    imageUrl: text('image_url').notNull(),
    caption: text('caption').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('gallery_images_order_idx').on(table.position, table.createdAt)],
);

export type GalleryImageRow = typeof galleryImages.$inferSelect;
