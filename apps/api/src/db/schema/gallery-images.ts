import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessIdColumn } from './businesses.ts';

export const galleryImages = pgTable(
  'gallery_images',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    imageUrl: text('image_url').notNull(),
    caption: text('caption').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'gallery_images_pkey', columns: [table.businessId, table.id] }),
    index('gallery_images_order_idx').on(table.position, table.createdAt),
  ],
);

export type GalleryImageRow = typeof galleryImages.$inferSelect;
