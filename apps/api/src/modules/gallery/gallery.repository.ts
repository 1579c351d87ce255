import { asc, eq, sql } from 'drizzle-orm';
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

    async updateCaption(id: string, caption: string): Promise<GalleryImageRow | undefined> {
      const [row] = await db
        .update(galleryImages)
        .set({ caption })
        .where(eq(galleryImages.id, id))
        .returning();
      return row;
    },

    /**
     * Gives each photo its place in `ids`, all or nothing; false when `ids` are not exactly the
     * gallery's photos. The rows stay locked until the new order is written, so a deletion
     * cannot slip in between the check and the update.
     */
    async reorder(ids: string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.select({ id: galleryImages.id }).from(galleryImages).for('update');
        const existing = new Set(rows.map((row) => row.id));
        if (new Set(ids).size !== ids.length || ids.length !== existing.size) return false;
        if (!ids.every((id) => existing.has(id))) return false;
        // One statement: each id's place in the list becomes its position (0 first).
        await tx.execute(sql`
          update ${galleryImages} set position = ordered.place - 1
          from unnest(${`{${ids.join(',')}}`}::uuid[]) with ordinality as ordered(id, place)
          where ${galleryImages.id} = ordered.id`);
        return true;
      });
    },

    async delete(id: string): Promise<GalleryImageRow | undefined> {
      const [row] = await db.delete(galleryImages).where(eq(galleryImages.id, id)).returning();
      return row;
    },
  };
}
