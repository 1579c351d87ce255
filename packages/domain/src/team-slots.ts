import type { AvailabilitySettings, BusyInterval, SalonNow } from './availability.ts';
import {
  chairTakenMinutes,
  findFreeStartMinutes,
  occupancyOf,
  toMinutes,
  startTimeString,
  weekdayOf,
} from './availability.ts';
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
 * Whether any of `intervals` overlaps [start, end), as `overlaps` answers it, for many windows
 * of one day: sorted once by start, with the latest end so far, a window looks at one entry
 * (found by halving) instead of every interval.
 */
function overlapIndex(intervals: readonly BusyInterval[]) {
  const sorted = intervals
    .filter(({ startMinutes, endMinutes }) => !Number.isNaN(startMinutes) && !Number.isNaN(endMinutes))
    .sort((a, b) => a.startMinutes - b.startMinutes);
  const starts = sorted.map((interval) => interval.startMinutes);
  const latestEnds: number[] = [];
  let latest = -Infinity;
  for (const { endMinutes } of sorted) latestEnds.push((latest = Math.max(latest, endMinutes)));
  return (start: number, end: number) => {
    // The intervals starting before `end` are a prefix; one of them reaches past `start` iff the latest does.
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (starts[middle]! < end) low = middle + 1;
      else high = middle;
    }
    return low > 0 && latestEnds[low - 1]! > start;
  };
}

/** isStylistFree for every start of one day, with the stylist's day prepared once. */
function stylistFreeness(stylist: StylistDay, date: string, bufferMinutes: number) {
  const weekday = weekdayOf(date);
  const shifts = stylist.shifts.filter((shift) => shift.weekday === weekday);
  const isAway = overlapIndex(stylist.away);
  const isReserved = overlapIndex(stylist.reserved);
  const taken = chairTakenMinutes(stylist.durationMinutes, bufferMinutes);
  return (start: number) => {
    const end = start + stylist.durationMinutes;
    return (
      shiftCovers(shifts, weekday, start, end) && !isAway(start, end) && !isReserved(start, start + taken)
    );
  };
}

/**
 * docs/architecture.md#availability: the starts a salon with a team offers. A start is offered
 * when it is free by the chairs' rule (findAvailableSlots: hours, lead time, horizon, a chair
 * for the visit and its buffer) for some candidate's own length, and that candidate is on
 * shift for the whole visit, not away and has no reservation overlapping it and its buffer.
 * Sorted; each start once.
 */
export function findTeamSlots(input: DayInput & { stylists: readonly StylistDay[] }): string[] {
  return [...freeStylistsByStartMinute(input).keys()].sort((a, b) => a - b).map(startTimeString);
}

/**
 * Each free start with the candidates free at it, in the order given. The day's chairs are
 * worked out once and each candidate's day once, so the work grows with starts plus
 * reservations per stylist, not with their product.
 */
export function freeStylistsByStart(
  input: DayInput & { stylists: readonly StylistDay[] },
): Map<string, string[]> {
  const byMinute = freeStylistsByStartMinute(input);
  return new Map([...byMinute].map(([minutes, free]) => [startTimeString(minutes), free]));
}

function freeStylistsByStartMinute(input: DayInput & { stylists: readonly StylistDay[] }) {
  const { stylists, busy, ...day } = input;
  const occupancy = occupancyOf(busy);
  const byLength = new Map<number, number[]>();
  const byStart = new Map<number, string[]>();
  for (const stylist of stylists) {
    let chairSlots = byLength.get(stylist.durationMinutes);
    if (!chairSlots) {
      chairSlots = findFreeStartMinutes({ ...day, durationMinutes: stylist.durationMinutes }, occupancy);
      byLength.set(stylist.durationMinutes, chairSlots);
    }
    if (chairSlots.length === 0) continue;
    const isFree = stylistFreeness(stylist, day.date, day.settings.bufferMinutes);
    for (const start of chairSlots) {
      if (!isFree(start)) continue;
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
