import { and, asc, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  appointments,
  branches,
  branchServices,
  salonClosures,
  salonSettings,
  services,
  slotReservations,
} from '../../db/schema/index.ts';
import type { BranchRow } from '../../db/schema/index.ts';

export type BranchesRepository = ReturnType<typeof createBranchesRepository>;

/** The columns the owner writes (docs/decisions/0045-branches.md); what is absent stays. */
export type BranchValues = Partial<Omit<typeof branches.$inferInsert, 'id' | 'createdAt' | 'closedAt'>>;
export interface OfferedService {
  serviceId: string;
  priceLkr: number | null;
}

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

    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction((tx) => work(tx)),

    /** Every branch's offered services, by branch. */
    async offeredByBranch(executor: Executor = db): Promise<Map<string, OfferedService[]>> {
      const rows = await executor.select().from(branchServices).orderBy(asc(branchServices.serviceId));
      const byBranch = new Map<string, OfferedService[]>();
      for (const row of rows)
        byBranch.set(row.branchId, [
          ...(byBranch.get(row.branchId) ?? []),
          { serviceId: row.serviceId, priceLkr: row.priceLkr },
        ]);
      return byBranch;
    },

    /** The catalogue's services (not deleted): what a new branch offers unless told otherwise. */
    async catalogueServiceIds(executor: Executor = db): Promise<string[]> {
      const rows = await executor
        .select({ id: services.id })
        .from(services)
        .where(isNull(services.deletedAt));
      return rows.map((row) => row.id);
    },

    /** Of these ids, the ones that are services not deleted. */
    async existingServiceIds(ids: string[], executor: Executor = db): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await executor
        .select({ id: services.id })
        .from(services)
        .where(and(inArray(services.id, ids), isNull(services.deletedAt)));
      return new Set(rows.map((row) => row.id));
    },

    async insert(
      values: BranchValues & Pick<typeof branches.$inferInsert, 'name' | 'openingHours' | 'chairs'>,
      executor: Executor = db,
    ) {
      const [row] = await executor.insert(branches).values(values).returning();
      return row!;
    },

    /** Changes the named columns; undefined when there is no such branch. */
    async update(id: string, values: BranchValues, executor: Executor = db): Promise<BranchRow | undefined> {
      if (Object.keys(values).length === 0) {
        const [row] = await executor.select().from(branches).where(eq(branches.id, id));
        return row;
      }
      const [row] = await executor.update(branches).set(values).where(eq(branches.id, id)).returning();
      return row;
    },

    /** The whole set of services offered at the branch, replaced. */
    async replaceServices(branchId: string, offered: OfferedService[], executor: Executor = db) {
      await executor.delete(branchServices).where(eq(branchServices.branchId, branchId));
      if (offered.length)
        await executor
          .insert(branchServices)
          .values(offered.map((line) => ({ branchId, serviceId: line.serviceId, priceLkr: line.priceLkr })));
    },

    /** Every branch row locked in the salon's order, so two closings are judged one after the other. */
    async lockAll(executor: Executor): Promise<BranchRow[]> {
      return executor
        .select()
        .from(branches)
        .orderBy(asc(branches.position), asc(branches.createdAt), asc(branches.id))
        .for('update');
    },

    /**
     * Bookings still to come at the branch: pending or confirmed appointments ahead. Live holds
     * (checkouts, waitlist offers) are not bookings the owner can move: the close releases them.
     */
    async futureBookingsAt(branchId: string, executor: Executor = db): Promise<number> {
      const [booked] = await executor
        .select({ n: count() })
        .from(appointments)
        .where(
          and(
            eq(appointments.branchId, branchId),
            inArray(appointments.status, ['pending', 'confirmed']),
            gt(appointments.startsAt, sql`now()`),
          ),
        );
      return booked?.n ?? 0;
    },

    /**
     * Ends the branch's live holds as the customer letting go of one does (their time ends now;
     * a payment landing later is refunded by the sweep, not booked): the database's closing
     * guard (migration 0039) refuses a close while one is live. Run under lockAll, so no new
     * hold at the branch can come in before the close commits (its foreign key waits).
     */
    async releaseLiveHoldsAt(branchId: string, executor: Executor): Promise<number> {
      const released = await executor
        .update(slotReservations)
        .set({
          status: 'released',
          holdExpiresAt: sql`least(${slotReservations.holdExpiresAt}, now())`,
        })
        .where(and(eq(slotReservations.branchId, branchId), eq(slotReservations.status, 'held')))
        .returning({ id: slotReservations.id });
      return released.length;
    },

    async close(branchId: string, executor: Executor = db): Promise<BranchRow> {
      const [row] = await executor
        .update(branches)
        .set({ closedAt: sql`now()` })
        .where(eq(branches.id, branchId))
        .returning();
      return row!;
    },
  };
}
