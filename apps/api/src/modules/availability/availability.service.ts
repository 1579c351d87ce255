import type { AvailabilitySettings, BusyInterval } from '@salon/domain';
import { findAvailableSlots } from '@salon/domain';
import type { SlotReservationRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { salonClock } from '../../lib/salon-time.ts';
import type { AvailabilityRepository } from './availability.repository.ts';
import type { Executor } from '../../db/client.ts';

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;

/** Where a live reservation sits in the salon-local day, buffer included. */
export function toBusyInterval(
  reservation: Pick<SlotReservationRow, 'startsAt' | 'blockedUntil'>,
  timeZone: string,
): BusyInterval {
  const start = salonClock(reservation.startsAt, timeZone);
  const end = salonClock(reservation.blockedUntil, timeZone);
  // A booking cannot cross midnight (it ends by closing), so minutes are enough.
  return { startMinutes: start.minutes, endMinutes: end.date === start.date ? end.minutes : 24 * 60 };
}

export function createAvailabilityService({
  repository,
  clock,
  timeZone,
}: {
  repository: AvailabilityRepository;
  clock: Clock;
  timeZone: string;
}) {
  return {
    now: () => salonClock(clock.now(), timeZone),
    loadSettings: (executor?: Executor) => repository.loadSettings(executor),
    saveSettings: (settings: Omit<AvailabilitySettings, 'closedDates'>) => repository.saveSettings(settings),

    /** The starts free for an appointment of this length, for a customer looking (no transaction). */
    async freeSlots(date: string, durationMinutes: number) {
      const now = clock.now();
      const { settings, reservations } = await repository.dayForSlots(date, now);
      return findAvailableSlots({
        date,
        durationMinutes,
        settings,
        busy: reservations.map((reservation) => toBusyInterval(reservation, timeZone)),
        now: salonClock(now, timeZone),
      });
    },

    /** The starts free for an appointment of this length; inside a transaction, the locked view. */
    async findSlots(date: string, durationMinutes: number, executor?: Executor) {
      const [settings, reservations] = await Promise.all([
        repository.loadSettings(executor),
        repository.liveReservationsOn(date, clock.now(), executor),
      ]);
      const busy = reservations.map((reservation) => toBusyInterval(reservation, timeZone));
      return {
        settings,
        reservations,
        slots: findAvailableSlots({
          date,
          durationMinutes,
          settings,
          busy,
          now: salonClock(clock.now(), timeZone),
        }),
      };
    },
  };
}
