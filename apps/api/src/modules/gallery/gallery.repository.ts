import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { galleryImages } from '../../db/schema/index.ts';
import type { GalleryImageRow } from '../../db/schema/index.ts';

export type GalleryRepository = ReturnType<typeof createGalleryRepository>;

export function createGalleryRepository(db: Database) {
  return {
    listInOrder: () =>
      db.select().from(galleryImages).orderBy(asc(galleryImages.position), asc(galleryImages.createdAt)),

    async create(image: { imageUrl: string; caption: string; position: number }): Promise<GalleryImageRow> {
      const [row] = await db.insert(galleryImages).values(image).returning();
      return row!;
    },

    async delete(id: string): Promise<GalleryImageRow | undefined> {
      const [row] = await db.delete(galleryImages).where(eq(galleryImages.id, id)).returning();
      return row;
    },
  };
}
