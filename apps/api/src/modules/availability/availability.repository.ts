import type { AvailabilitySettings } from '@salon/domain';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { salonClosures, salonSettings, services, slotReservations } from '../../db/schema/index.ts';
import { liveServices } from '../services/services.repository.ts';

interface DayRow extends Record<string, unknown> {
  opening_hours: AvailabilitySettings['openingHours'];
  capacity: number;
  slot_step_minutes: number;
  buffer_minutes: number;
  lead_time_minutes: number;
  horizon_days: number;
  durations: Record<string, number>;
  closed: boolean;
  busy: Array<[number | string, number | string]>;
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;

export function createAvailabilityRepository(db: Database) {
  return {
    async loadSettings(executor: Executor = db): Promise<AvailabilitySettings> {
      const [row] = await executor.select().from(salonSettings).where(eq(salonSettings.id, 1));
      const closures = await executor
        .select({ date: salonClosures.date })
        .from(salonClosures)
        .orderBy(asc(salonClosures.date));
      return {
        openingHours: row!.openingHours,
        closedDates: closures.map((closure) => closure.date),
        capacity: row!.capacity,
        slotStepMinutes: row!.slotStepMinutes,
        bufferMinutes: row!.bufferMinutes,
        leadTimeMinutes: row!.leadTimeMinutes,
        horizonDays: row!.horizonDays,
      };
    },

    /** Hours and numbers; closures have their own list (modules/admin/closures.repository.ts). */
    async saveSettings(settings: Omit<AvailabilitySettings, 'closedDates'>) {
      await db
        .update(salonSettings)
        .set({ ...settings, updatedAt: new Date() })
        .where(eq(salonSettings.id, 1));
    },

    /** Booked reservations and holds that have not expired: what occupies chairs that day. */
    async liveReservationsOn(date: string, now: Date, executor: Executor = db) {
      return executor
        .select()
        .from(slotReservations)
        .where(
          and(
            eq(slotReservations.date, date),
            or(
              eq(slotReservations.status, 'booked'),
              and(
                eq(slotReservations.status, 'held'),
                or(isNull(slotReservations.holdExpiresAt), gt(slotReservations.holdExpiresAt, now)),
              ),
            ),
          ),
        );
    },

    /**
     * What a slot search outside any transaction needs, in one round trip: the live durations
     * of the services asked about, the settings, whether this date is closed, and where the
     * live reservations of the day sit (epoch seconds). The reservations are found through
     * slot_reservations_date_idx; the filter is the one of liveReservationsOn.
     */
    async dayForSlots(date: string, now: Date, serviceIds: string[]) {
      const { rows } = await db.execute<DayRow>(sql`
        select s.opening_hours, s.capacity, s.slot_step_minutes, s.buffer_minutes,
          s.lead_time_minutes, s.horizon_days,
          coalesce((
            select json_object_agg(${services.id}, ${services.durationMinutes}) from ${services}
            where ${serviceIds.length ? and(inArray(services.id, serviceIds), liveServices) : sql`false`}
          ), '{}'::json) as durations,
          exists (select 1 from ${salonClosures} c where c.date = ${date}) as closed,
          coalesce((
            select json_agg(json_build_array(extract(epoch from r.starts_at), extract(epoch from r.blocked_until)))
            from ${slotReservations} r
            where r.date = ${date}
              and (r.status = 'booked'
                or (r.status = 'held' and (r.hold_expires_at is null or r.hold_expires_at > ${now})))
          ), '[]'::json) as busy
        from ${salonSettings} s where s.id = 1`);
      const row = rows[0]!;
      const settings: AvailabilitySettings = {
        openingHours: row.opening_hours,
        // Only this date matters to the search; the full list is loadSettings' business.
        closedDates: row.closed ? [date] : [],
        capacity: row.capacity,
        slotStepMinutes: row.slot_step_minutes,
        bufferMinutes: row.buffer_minutes,
        leadTimeMinutes: row.lead_time_minutes,
        horizonDays: row.horizon_days,
      };
      const reservations = row.busy.map(([startsAt, blockedUntil]) => ({
        startsAt: new Date(Number(startsAt) * 1000),
        blockedUntil: new Date(Number(blockedUntil) * 1000),
      }));
      return { durations: new Map(Object.entries(row.durations)), settings, reservations };
    },

    statusesOf: (ids: string[]) =>
      ids.length
        ? db.select().from(slotReservations).where(inArray(slotReservations.id, ids))
        : Promise.resolve([]),
  };
}
