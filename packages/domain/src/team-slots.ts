import type { AvailabilitySettings, BusyInterval, SalonNow } from './availability.ts';
import { chairTakenMinutes, findAvailableSlots, toMinutes, weekdayOf } from './availability.ts';
import type { WeeklyShift } from './staff-schedule.ts';
import { shiftCovers } from './staff-schedule.ts';

/**
 * docs/decisions/0036-stylists.md: one candidate stylist on one salon-local day, as a slot
 * search sees them. Minutes after the salon's local midnight.
 */
export interface StylistDay {
  staffId: string;
  /** The visit as this stylist does it (their own lengths where the owner set them). */
  durationMinutes: number;
  shifts: readonly WeeklyShift[];
  /** Their live reservations, buffer included: a new visit and its buffer may not touch them. */
  reserved: readonly BusyInterval[];
  /** Their time off that day: the visit itself may not overlap it. */
  away: readonly BusyInterval[];
}

interface DayInput {
  date: string;
  settings: AvailabilitySettings;
  /** Every live reservation of the day (the chairs), buffer included. */
  busy: BusyInterval[];
  now: SalonNow;
}

const overlaps = (intervals: readonly BusyInterval[], start: number, end: number) =>
  intervals.some((interval) => interval.startMinutes < end && interval.endMinutes > start);

/** Whether the stylist can take a visit starting at `start` (minutes): on shift, not away, not booked. */
export function isStylistFree(stylist: StylistDay, date: string, start: number, bufferMinutes: number) {
  const end = start + stylist.durationMinutes;
  return (
    shiftCovers(stylist.shifts, weekdayOf(date), start, end) &&
    !overlaps(stylist.away, start, end) &&
    !overlaps(stylist.reserved, start, start + chairTakenMinutes(stylist.durationMinutes, bufferMinutes))
  );
}

/**
 * docs/architecture.md#availability: the starts a salon with a team offers. A start is offered
 * when it is free by the chairs' rule (findAvailableSlots: hours, lead time, horizon, a chair
 * for the visit and its buffer) for some candidate's own length, and that candidate is on
 * shift for the whole visit, not away and has no reservation overlapping it and its buffer.
 * Sorted; each start once.
 */
export function findTeamSlots(input: DayInput & { stylists: readonly StylistDay[] }): string[] {
  return [...freeStylistsByStart(input).keys()].sort((a, b) => toMinutes(a) - toMinutes(b));
}

/** Each free start with the candidates free at it, in the order given. */
export function freeStylistsByStart(
  input: DayInput & { stylists: readonly StylistDay[] },
): Map<string, string[]> {
  const { stylists, ...day } = input;
  const byLength = new Map<number, string[]>();
  const byStart = new Map<string, string[]>();
  for (const stylist of stylists) {
    let chairSlots = byLength.get(stylist.durationMinutes);
    if (!chairSlots) {
      chairSlots = findAvailableSlots({ ...day, durationMinutes: stylist.durationMinutes });
      byLength.set(stylist.durationMinutes, chairSlots);
    }
    for (const start of chairSlots) {
      if (!isStylistFree(stylist, day.date, toMinutes(start), day.settings.bufferMinutes)) continue;
      const free = byStart.get(start);
      if (free) free.push(stylist.staffId);
      else byStart.set(start, [stylist.staffId]);
    }
  }
  return byStart;
}

/**
 * docs/decisions/0036-stylists.md: up to `count` free starts nearest to a taken one, the
 * earlier first on a tie, in time order: what a 409 offers instead.
 */
export function nearestStarts(free: readonly string[], wanted: string, count = 3): string[] {
  const target = toMinutes(wanted);
  return free
    .filter((start) => start !== wanted)
    .map((start) => ({ start, minutes: toMinutes(start) }))
    .sort((a, b) => Math.abs(a.minutes - target) - Math.abs(b.minutes - target) || a.minutes - b.minutes)
    .slice(0, count)
    .sort((a, b) => a.minutes - b.minutes)
    .map(({ start }) => start);
}
