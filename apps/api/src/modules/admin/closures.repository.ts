import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { salonClosures } from '../../db/schema/index.ts';
import type { ClosedDate } from './closure-ranges.ts';

export type ClosuresRepository = ReturnType<typeof createClosuresRepository>;

/** One row per closed date (docs/architecture.md#availability); an empty reason is stored as null. */
export function createClosuresRepository(db: Database) {
  return {
    async list(): Promise<ClosedDate[]> {
      const rows = await db.select().from(salonClosures).orderBy(asc(salonClosures.date));
      return rows.map((row) => ({ date: row.date, reason: row.reason ?? '' }));
    },

    /** The whole list at once, so a reader never sees half of the old and half of the new. */
    async replace(dates: readonly ClosedDate[]) {
      await db.transaction(async (tx) => {
        await tx.delete(salonClosures);
        if (dates.length)
          await tx
            .insert(salonClosures)
            .values(dates.map(({ date, reason }) => ({ date, reason: reason || null })));
      });
    },
  };
}
