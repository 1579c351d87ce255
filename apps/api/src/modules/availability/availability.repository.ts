import type { AvailabilitySettings } from '@salon/domain';
import { and, between, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { services, slotReservations } from '../../db/schema/index.ts';
import type { BranchRow } from '../../db/schema/index.ts';
import { createBranchesRepository } from '../branches/branches.repository.ts';
import { liveServices } from '../services/services.repository.ts';
import { createStaffRepository } from '../staff/staff.repository.ts';
import { createSettingsRepository } from '../settings/settings.repository.ts';
import type { SalonHours } from '../settings/settings.repository.ts';

/** A reservation as a slot search sees it; `lapsesAt` is set for a hold (null: never lapses). */
export interface DayReservation {
  id: string;
  startsAt: Date;
  blockedUntil: Date;
  lapsesAt: Date | null;
  /** The stylist it takes; null in a salon with no team (docs/decisions/0036-stylists.md). */
  staffId: string | null;
  /** Whether it takes a chair: a stylist's blocked time takes only the stylist (docs/decisions/0040-front-desk.md). */
  takesChair: boolean;
  /** The branch it is at: its chair is that branch's (docs/decisions/0045-branches.md). */
  branchId: string;
}

/**
 * The rules of one branch's day (docs/decisions/0045-branches.md): the salon's numbers with the
 * branch's hours, chairs (`capacity`) and closures (the salon's and its own), and the minutes a
 * stylist needs between two branches.
 */
export interface BranchSettings extends AvailabilitySettings {
  branchId: string;
  travelMinutes: number;
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;

export function createAvailabilityRepository(db: Database) {
  const settings = createSettingsRepository(db);
  const team = createStaffRepository(db);
  const places = createBranchesRepository(db);
  /** Booked reservations, blocked time (docs/decisions/0040-front-desk.md), and holds that have not expired at `now`. */
  const live = (now: Date) =>
    or(
      inArray(slotReservations.status, ['booked', 'blocked']),
      and(
        eq(slotReservations.status, 'held'),
        or(isNull(slotReservations.holdExpiresAt), gt(slotReservations.holdExpiresAt, now)),
      ),
    );

  /** Booked reservations and holds that have not expired: what occupies chairs that day. */
  async function liveReservationsOn(date: string, now: Date, executor: Executor = db) {
    return executor
      .select()
      .from(slotReservations)
      .where(and(eq(slotReservations.date, date), live(now)));
  }

  const toDayReservation = ({
    id,
    startsAt,
    blockedUntil,
    status,
    holdExpiresAt,
    staffId,
    chair,
    branchId,
  }: typeof slotReservations.$inferSelect): DayReservation => ({
    id,
    startsAt,
    blockedUntil,
    lapsesAt: status === 'held' ? holdExpiresAt : null,
    staffId,
    takesChair: chair !== null,
    branchId,
  });

  /** The branch's day rules; without a branch, the main branch's (the first open one). */
  async function loadSettings(executor: Executor = db, branch?: BranchRow): Promise<BranchSettings> {
    // One after another: a transaction's connection runs one query at a time.
    const hours = await settings.loadHours(executor);
    const at = branch ?? mainOf(await places.listAll(executor));
    const closedDates = await places.closedDatesOf(at.id, executor);
    const travelMinutes = await places.travelMinutes(executor);
    return {
      ...hours,
      openingHours: at.openingHours,
      capacity: at.chairs,
      closedDates,
      branchId: at.id,
      travelMinutes,
    };
  }

  return {
    loadSettings,
    /** The settings for a caller that only reads them (the cached copy is shared). */
    settingsToRead: (branch?: BranchRow): Promise<Readonly<BranchSettings>> => loadSettings(db, branch),
    /** Every branch, closed ones too, the main one first (docs/decisions/0045-branches.md). */
    branches: (executor: Executor = db) => places.listAll(executor),
    /** The services offered at the branch with its own prices (null: the catalogue's). */
    offeredAt: (branchId: string, executor: Executor = db) => places.offeredAt(branchId, executor),

    /** Hours and numbers; closures have their own list (modules/admin/closures.repository.ts). */
    saveSettings: (hours: SalonHours) => settings.saveHours(hours),

    liveReservationsOn,

    /**
     * The day's booked reservations and its holds live at `now`, with when each hold lapses:
     * a kept copy stays right as holds lapse, since the reader drops those lapsed by then.
     */
    async reservationsOn(date: string, now: Date): Promise<DayReservation[]> {
      const rows = await liveReservationsOn(date, now);
      return rows.map(toDayReservation);
    },

    /**
     * reservationsOn for every date from `from` to `to` (yyyy-MM-dd, both included) in one query
     * through the date index, by date; a date without any is absent.
     */
    async reservationsBetween(
      from: string,
      to: string,
      now: Date,
    ): Promise<ReadonlyMap<string, DayReservation[]>> {
      const rows = await db
        .select()
        .from(slotReservations)
        .where(and(between(slotReservations.date, from, to), live(now)));
      const byDate = new Map<string, DayReservation[]>();
      for (const row of rows) {
        const day = byDate.get(row.date);
        if (day) day.push(toDayReservation(row));
        else byDate.set(row.date, [toDayReservation(row)]);
      }
      return byDate;
    },

    /** How long each live service (not hidden, not deleted) takes, by id; with a branch, only those offered there. */
    async liveDurations(branchId?: string): Promise<ReadonlyMap<string, number>> {
      const rows = await db
        .select({ id: services.id, durationMinutes: services.durationMinutes })
        .from(services)
        .where(liveServices);
      const offered = branchId === undefined ? undefined : await places.offeredAt(branchId);
      return new Map(
        rows.filter((row) => !offered || offered.has(row.id)).map((row) => [row.id, row.durationMinutes]),
      );
    },

    /** The whole team with services and shifts (docs/decisions/0036-stylists.md); empty: no team. */
    listTeam: (executor?: Executor) => team.listTeam(executor),
    /** The team's absences overlapping [from, to). */
    timeOffBetween: (from: Date, to: Date, executor?: Executor) => team.timeOffBetween(from, to, executor),
    /** Every service the stylist does, hidden ones too: what a booking already made may ask of them. */
    serviceIdsDoneBy: (staffId: string, executor?: Executor) => team.serviceIdsDoneBy(staffId, executor),
    /** What "Anyone available" weighs: booked minutes dated `from`..`to` and the latest booking. */
    staffLoads: (from: string, to: string, now: Date, executor?: Executor) =>
      team.loads(from, to, now, executor),

    statusesOf: (ids: string[]) =>
      ids.length
        ? db.select().from(slotReservations).where(inArray(slotReservations.id, ids))
        : Promise.resolve([]),
  };
}

/** The main branch: the first open one in the salon's order (the database's salon_main_branch()). */
export function mainOf(all: readonly BranchRow[]): BranchRow {
  const main = all.find((branch) => branch.closedAt === null) ?? all[0];
  // Migration 0039 makes one; a database without any is broken, not a customer's mistake.
  if (!main) throw new Error('The salon has no branch');
  return main;
}
