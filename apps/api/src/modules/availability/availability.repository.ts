import type { AvailabilitySettings } from '@salon/domain';
import { and, asc, between, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { salonClosures, services, slotReservations } from '../../db/schema/index.ts';
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
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;

export function createAvailabilityRepository(db: Database) {
  const settings = createSettingsRepository(db);
  const team = createStaffRepository(db);
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
  }: typeof slotReservations.$inferSelect): DayReservation => ({
    id,
    startsAt,
    blockedUntil,
    lapsesAt: status === 'held' ? holdExpiresAt : null,
    staffId,
    takesChair: chair !== null,
  });

  async function loadSettings(executor: Executor = db): Promise<AvailabilitySettings> {
    const hours = await settings.loadHours(executor);
    const closures = await executor
      .select({ date: salonClosures.date })
      .from(salonClosures)
      .orderBy(asc(salonClosures.date));
    return { ...hours, closedDates: closures.map((closure) => closure.date) };
  }

  return {
    loadSettings,
    /** The settings for a caller that only reads them (the cached copy is shared). */
    settingsToRead: (): Promise<Readonly<AvailabilitySettings>> => loadSettings(),

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

    /** How long each live service (not hidden, not deleted) takes, by id. */
    async liveDurations(): Promise<ReadonlyMap<string, number>> {
      const rows = await db
        .select({ id: services.id, durationMinutes: services.durationMinutes })
        .from(services)
        .where(liveServices);
      return new Map(rows.map((row) => [row.id, row.durationMinutes]));
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
