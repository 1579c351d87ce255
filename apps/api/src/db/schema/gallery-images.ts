import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { branches } from './branches.ts';

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    imageUrl: text('image_url').notNull(),
    caption: text('caption').notNull(),
    position: integer('position').notNull().default(0),
    /** The branch the photo was taken at; null: every branch (docs/decisions/0048-reviews-and-gallery-per-branch.md). */
    branchId: uuid('branch_id').references(() => branches.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('gallery_images_order_idx').on(table.position, table.createdAt)],
);

export type GalleryImageRow = typeof galleryImages.$inferSelect;
