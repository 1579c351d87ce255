import type { AvailabilitySettings, BusyInterval } from '@salon/domain';
import { bookableDay, closedReason, datesOfMonth, findAvailableSlots } from '@salon/domain';
import type { SlotReservationRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { salonClock, salonInstant } from '../../lib/salon-time.ts';
import type { AvailabilityRepository, DayReservation } from './availability.repository.ts';
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

const DAY_MS = 24 * 60 * 60_000;

/**
 * toBusyInterval for every reservation of one salon-local date. Each zone conversion costs
 * several Intl calls, two per reservation on a full day; when the date is a plain 24-hour day
 * in the zone (no clock change), minutes since local midnight are elapsed minutes, so one
 * conversion for midnight serves them all. Anything else takes the exact path.
 */
export function toBusyIntervals(
  date: string,
  reservations: Array<Pick<SlotReservationRow, 'startsAt' | 'blockedUntil'>>,
  timeZone: string,
): BusyInterval[] {
  if (reservations.length < 2) return reservations.map((r) => toBusyInterval(r, timeZone));
  const midnight = salonInstant(date, '00:00', timeZone).getTime();
  const next = salonClock(new Date(midnight + DAY_MS), timeZone);
  const plainDay = next.minutes === 0 && next.date !== date;
  return reservations.map((reservation) => {
    const start = (reservation.startsAt.getTime() - midnight) / 60_000;
    const end = (reservation.blockedUntil.getTime() - midnight) / 60_000;
    if (!plainDay || start < 0 || start >= 24 * 60 || !Number.isInteger(start) || !Number.isInteger(end))
      return toBusyInterval(reservation, timeZone);
    return { startMinutes: start, endMinutes: Math.min(end, 24 * 60) };
  });
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
  // A kept day's reservations are placed in the day once, not on every look at it.
  const placed = new WeakMap<
    readonly DayReservation[],
    Array<{ id: string; interval: BusyInterval; lapsesAt: Date | null }>
  >();
  function busyOf(date: string, reservations: readonly DayReservation[]) {
    let busy = placed.get(reservations);
    if (!busy) {
      const intervals = toBusyIntervals(date, [...reservations], timeZone);
      busy = reservations.map((reservation, index) => ({
        id: reservation.id,
        interval: intervals[index]!,
        lapsesAt: reservation.lapsesAt,
      }));
      placed.set(reservations, busy);
    }
    return busy;
  }
  /** What still occupies a chair at `now`; `movingReservationId` (an appointment being moved) does not. */
  const stillBusy =
    (now: Date, movingReservationId: string | undefined) =>
    ({ id, lapsesAt }: { id: string; lapsesAt: Date | null }) =>
      (!lapsesAt || lapsesAt > now) && id !== movingReservationId;

  return {
    now: () => salonClock(clock.now(), timeZone),
    loadSettings: (executor?: Executor) => repository.loadSettings(executor),
    saveSettings: (settings: Omit<AvailabilitySettings, 'closedDates'>) => repository.saveSettings(settings),

    /**
     * A customer's look at one day, from memory while nothing changed (docs/architecture.md#read-cache):
     * the lengths of the live services (a hidden or deleted one is absent) and the starts free
     * for any length. A closed, past or too distant day has none, and its reservations are not read.
     * `movingReservationId` is an appointment being moved: its own chair time does not count.
     */
    async openDay(date: string, movingReservationId?: string) {
      const now = clock.now();
      const salonNow = salonClock(now, timeZone);
      const [settings, durations] = await Promise.all([
        repository.settingsToRead(),
        repository.liveDurations(),
      ]);
      const busy = closedReason(date, settings, salonNow)
        ? []
        : busyOf(date, await repository.reservationsOn(date, now))
            .filter(stillBusy(now, movingReservationId))
            .map(({ interval }) => interval);
      return {
        durations,
        freeSlots: (durationMinutes: number) =>
          findAvailableSlots({ date, durationMinutes, settings, busy, now: salonNow }),
      };
    },

    /**
     * openDay for a whole month (docs/architecture.md#availability): the reservations of all its
     * days come from one read, kept in the read cache until a slot changes, and each day is
     * judged by the same rule as check-availability. A month with no day open reads none.
     * `movingReservationId` is an appointment being moved: its own chair time does not count.
     */
    async openMonth(month: string, movingReservationId?: string) {
      const now = clock.now();
      const salonNow = salonClock(now, timeZone);
      const [settings, durations] = await Promise.all([
        repository.settingsToRead(),
        repository.liveDurations(),
      ]);
      const dates = datesOfMonth(month);
      const reservations = dates.some((date) => !closedReason(date, settings, salonNow))
        ? await repository.reservationsBetween(dates[0]!, dates.at(-1)!, now)
        : new Map<string, DayReservation[]>();
      const busyOn = (date: string) => {
        const day = reservations.get(date);
        if (!day || closedReason(date, settings, salonNow)) return [];
        return busyOf(date, day)
          .filter(stillBusy(now, movingReservationId))
          .map(({ interval }) => interval);
      };
      return {
        durations,
        today: salonNow.date,
        horizonDays: settings.horizonDays,
        days: (durationMinutes: number) =>
          dates.map((date) =>
            bookableDay({ date, durationMinutes, settings, busy: busyOn(date), now: salonNow }),
          ),
      };
    },

    /**
     * The starts free for an appointment of this length; inside a transaction, the locked view.
     * `movingReservationId` is an appointment being moved: its own chair time does not count.
     */
    async findSlots(
      date: string,
      durationMinutes: number,
      executor?: Executor,
      movingReservationId?: string,
    ) {
      const [settings, live] = await Promise.all([
        repository.loadSettings(executor),
        repository.liveReservationsOn(date, clock.now(), executor),
      ]);
      const reservations = movingReservationId ? live.filter((r) => r.id !== movingReservationId) : live;
      const busy = toBusyIntervals(date, reservations, timeZone);
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
