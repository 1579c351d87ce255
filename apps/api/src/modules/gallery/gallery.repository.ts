import { asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { branches, galleryImages } from '../../db/schema/index.ts';
import type { GalleryImageRow } from '../../db/schema/index.ts';

/** A photo with the branch it was taken at; null: every branch. */
export interface GalleryImageWithBranch extends GalleryImageRow {
  branch: { id: string; name: string } | null;
}

export type GalleryRepository = ReturnType<typeof createGalleryRepository>;

export function createGalleryRepository(db: Database) {
  const withBranch = () =>
    db
      .select({ image: galleryImages, branch: { id: branches.id, name: branches.name } })
      .from(galleryImages)
      .leftJoin(branches, eq(branches.id, galleryImages.branchId));
  const flatten = (row: {
    image: GalleryImageRow;
    branch: { id: string; name: string } | null;
  }): GalleryImageWithBranch => ({ ...row.image, branch: row.branch });

  return {
    /**
     * Every photo in the gallery's order; with a branch, that branch's and the salon-wide ones
     * (docs/decisions/0048-reviews-and-gallery-per-branch.md).
     */
    async listInOrder(branchId?: string): Promise<GalleryImageWithBranch[]> {
      const query = withBranch();
      const narrowed =
        branchId === undefined
          ? query
          : query.where(or(isNull(galleryImages.branchId), eq(galleryImages.branchId, branchId)));
      return (await narrowed.orderBy(asc(galleryImages.position), asc(galleryImages.createdAt))).map(flatten);
    },

    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(galleryImages);
      return row?.count ?? 0;
    },

    async findById(id: string): Promise<GalleryImageWithBranch | undefined> {
      const [row] = await withBranch().where(eq(galleryImages.id, id));
      return row && flatten(row);
    },

    async create(image: {
      imageUrl: string;
      caption: string;
      position: number;
      branchId: string | null;
    }): Promise<string> {
      const [row] = await db.insert(galleryImages).values(image).returning({ id: galleryImages.id });
      return row!.id;
    },

    /** Changes the caption and, when given, the branch (null: every branch); false when there is no such photo. */
    async update(id: string, changes: { caption: string; branchId?: string | null }): Promise<boolean> {
      const rows = await db
        .update(galleryImages)
        .set(changes)
        .where(eq(galleryImages.id, id))
        .returning({ id: galleryImages.id });
      return rows.length > 0;
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
