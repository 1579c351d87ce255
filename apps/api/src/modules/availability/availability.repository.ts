import type { AvailabilitySettings } from '@salon/domain';
import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { salonClosures, salonSettings, slotReservations } from '../../db/schema/index.ts';

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

    statusesOf: (ids: string[]) =>
      ids.length
        ? db.select().from(slotReservations).where(inArray(slotReservations.id, ids))
        : Promise.resolve([]),
  };
}
