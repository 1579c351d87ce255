import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { branches, salonClosures } from '../../db/schema/index.ts';
import type { BranchRow } from '../../db/schema/index.ts';
import type { ClosedDate } from './closure-ranges.ts';

export type ClosuresRepository = ReturnType<typeof createClosuresRepository>;

/** A closed date with where it applies: null the whole salon, else one branch. */
export interface PlacedClosedDate extends ClosedDate {
  branchId: string | null;
}

/** The rows of one list: the salon's own (null) or a branch's own. */
const ofList = (branchId: string | null) =>
  branchId === null ? isNull(salonClosures.branchId) : eq(salonClosures.branchId, branchId);

/**
 * One row per closed date and list (docs/architecture.md#availability): the salon's own close
 * every branch, a branch's own only it (docs/decisions/0045-branches.md); an empty reason is
 * stored as null.
 */
export function createClosuresRepository(db: Database) {
  async function list(executor: Executor, branchId: string | null): Promise<ClosedDate[]> {
    const rows = await executor
      .select()
      .from(salonClosures)
      .where(ofList(branchId))
      .orderBy(asc(salonClosures.date));
    return rows.map((row) => ({ date: row.date, reason: row.reason ?? '' }));
  }

  return {
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction((tx) => work(tx)),

    /**
     * Serialises two saves of any list, so each sees the other's dates as already closed. Taken
     * before any day's lock (bookings take only day locks), so no two transactions wait in a cycle.
     */
    lockList: (executor: Executor) =>
      executor.execute(sql`select pg_advisory_xact_lock(hashtext('salon-closures'))`),

    /** Every branch, closed ones too: the list names them, a save checks the one it names. */
    branches: (executor: Executor = db): Promise<BranchRow[]> =>
      executor.select().from(branches).orderBy(asc(branches.position), asc(branches.createdAt)),

    /** The closed dates of one list. */
    list,

    /** Every list's closed dates. */
    async listAll(executor: Executor = db): Promise<PlacedClosedDate[]> {
      const rows = await executor.select().from(salonClosures).orderBy(asc(salonClosures.date));
      return rows.map((row) => ({ date: row.date, reason: row.reason ?? '', branchId: row.branchId }));
    },

    /**
     * One list made `dates`, inside the caller's transaction: no reader sees half of the old and
     * half of the new. Only the days it lifts are deleted (and only their deletion tells the
     * waitlist that time came free, migration 0040), a kept day only changes its reason.
     */
    async replace(executor: Executor, branchId: string | null, dates: readonly ClosedDate[]) {
      const before = new Map((await list(executor, branchId)).map((row) => [row.date, row.reason]));
      const wanted = new Set(dates.map((row) => row.date));
      const lifted = [...before.keys()].filter((date) => !wanted.has(date));
      if (lifted.length)
        await executor
          .delete(salonClosures)
          .where(and(ofList(branchId), inArray(salonClosures.date, lifted)));
      const added = dates.filter((row) => !before.has(row.date));
      if (added.length)
        await executor
          .insert(salonClosures)
          .values(added.map(({ date, reason }) => ({ date, branchId, reason: reason || null })));
      for (const { date, reason } of dates)
        if (before.has(date) && before.get(date) !== reason)
          await executor
            .update(salonClosures)
            .set({ reason: reason || null })
            .where(and(ofList(branchId), eq(salonClosures.date, date)));
    },
  };
}
