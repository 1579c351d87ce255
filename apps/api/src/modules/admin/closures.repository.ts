import { asc, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { salonClosures } from '../../db/schema/index.ts';
import type { ClosedDate } from './closure-ranges.ts';

export type ClosuresRepository = ReturnType<typeof createClosuresRepository>;

/** One row per closed date (docs/architecture.md#availability); an empty reason is stored as null. */
export function createClosuresRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction((tx) => work(tx)),

    /**
     * Serialises two saves of the list, so each sees the other's dates as already closed. Taken
     * before any day's lock (bookings take only day locks), so no two transactions wait in a cycle.
     */
    lockList: (executor: Executor) =>
      executor.execute(sql`select pg_advisory_xact_lock(hashtext('salon-closures'))`),

    async list(executor: Executor = db): Promise<ClosedDate[]> {
      // The salon's own closures, of every branch; a branch's own are its (docs/decisions/0045-branches.md).
      const rows = await executor
        .select()
        .from(salonClosures)
        .where(isNull(salonClosures.branchId))
        .orderBy(asc(salonClosures.date));
      return rows.map((row) => ({ date: row.date, reason: row.reason ?? '' }));
    },

    /** The whole list at once, inside the caller's transaction: no reader sees half of the old and half of the new. */
    async replace(executor: Executor, dates: readonly ClosedDate[]) {
      await executor.delete(salonClosures).where(isNull(salonClosures.branchId));
      if (dates.length)
        await executor
          .insert(salonClosures)
          .values(dates.map(({ date, reason }) => ({ date, reason: reason || null })));
    },
  };
}
