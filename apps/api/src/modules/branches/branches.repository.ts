import { asc, eq, isNull, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { branches, branchServices, salonClosures, salonSettings } from '../../db/schema/index.ts';
import type { BranchRow } from '../../db/schema/index.ts';

export type BranchesRepository = ReturnType<typeof createBranchesRepository>;

/** The salon's branches (docs/decisions/0045-branches.md), the main one first. */
export function createBranchesRepository(db: Database) {
  return {
    /** Every branch, closed ones too, in the salon's order: the first open one is the main branch. */
    async listAll(executor: Executor = db): Promise<BranchRow[]> {
      return executor
        .select()
        .from(branches)
        .orderBy(asc(branches.position), asc(branches.createdAt), asc(branches.id));
    },

    /** The services offered at the branch, each with the branch's own price (null: the catalogue's). */
    async offeredAt(branchId: string, executor: Executor = db): Promise<Map<string, number | null>> {
      const rows = await executor
        .select({ serviceId: branchServices.serviceId, priceLkr: branchServices.priceLkr })
        .from(branchServices)
        .where(eq(branchServices.branchId, branchId));
      return new Map(rows.map((row) => [row.serviceId, row.priceLkr]));
    },

    /** The days closed at the branch: the salon's own closures (every branch) and the branch's. */
    async closedDatesOf(branchId: string, executor: Executor = db): Promise<string[]> {
      const rows = await executor
        .select({ date: salonClosures.date })
        .from(salonClosures)
        .where(or(isNull(salonClosures.branchId), eq(salonClosures.branchId, branchId)))
        .orderBy(asc(salonClosures.date));
      return [...new Set(rows.map((row) => row.date))];
    },

    /** Minutes a stylist needs between bookings at two branches (salon_settings.branch_travel_minutes). */
    async travelMinutes(executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ minutes: salonSettings.branchTravelMinutes })
        .from(salonSettings)
        .where(eq(salonSettings.id, 1));
      return row?.minutes ?? 0;
    },
  };
}
