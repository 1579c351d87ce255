import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { branches } from './branches.ts';
import { businessIdColumn } from './businesses.ts';

export const galleryImages = pgTable(
  'gallery_images',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    imageUrl: text('image_url').notNull(),
    caption: text('caption').notNull(),
    position: integer('position').notNull().default(0),
    /** The branch the photo was taken at; null: every branch (docs/decisions/0048-reviews-and-gallery-per-branch.md). */
    branchId: uuid('branch_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'gallery_images_pkey', columns: [table.businessId, table.id] }),
    foreignKey({
      name: 'gallery_images_branch_id_branches_id_fk',
      columns: [table.businessId, table.branchId],
      foreignColumns: [branches.businessId, branches.id],
    }),
    index('gallery_images_order_idx').on(table.position, table.createdAt),
  ],
);

export type GalleryImageRow = typeof galleryImages.$inferSelect;
