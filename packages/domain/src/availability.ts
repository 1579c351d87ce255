/** Salon-local clock times as minutes after midnight; dates as yyyy-MM-dd. */

export interface OpeningHours {
  open: string; // HH:mm
  close: string; // HH:mm
}

export interface AvailabilitySettings {
  /** Index 0 = Sunday ... 6 = Saturday; null = closed that weekday. */
  openingHours: Array<OpeningHours | null>;
  closedDates: string[];
  capacity: number;
  slotStepMinutes: number;
  bufferMinutes: number;
  leadTimeMinutes: number;
  horizonDays: number;
}

export const DEFAULT_AVAILABILITY_SETTINGS: AvailabilitySettings = {
  openingHours: [null, ...Array.from({ length: 6 }, () => ({ open: '09:00', close: '19:00' }))],
  closedDates: [],
  capacity: 3,
  slotStepMinutes: 30,
  bufferMinutes: 0,
  leadTimeMinutes: 60,
  horizonDays: 60,
};

/** A live booking (appointment or unexpired hold) on the day, buffer included. */
export interface BusyInterval {
  startMinutes: number;
  endMinutes: number;
}

export interface SalonNow {
  date: string;
  minutes: number;
}

export const toMinutes = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

export const toTimeString = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

let timesOfDay: string[] | undefined;

/**
 * toTimeString for the starts a day's search writes (a few hundred a search), looked up in a
 * table of every minute of the day made on first use.
 */
export const startTimeString = (minutes: number) =>
  (timesOfDay ??= Array.from({ length: 24 * 60 }, (_, minute) => toTimeString(minute)))[minutes] ??
  toTimeString(minutes);

const dayNumber = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

export const weekdayOf = (date: string) => new Date(dayNumber(date) * 86_400_000).getUTCDay();

/** A yyyy-MM-dd day that exists on the calendar: 2026-02-30 and 2026-13-45 are not. */
export function isValidDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  // Checked on every request that names a day, so by arithmetic rather than through a Date.
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days =
    month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return day <= days;
}

/** How many intervals overlap the window [start, end) at its busiest moment. */
export function peakOverlap(busy: BusyInterval[], start: number, end: number): number {
  const inWindow = busy.filter((interval) => interval.startMinutes < end && interval.endMinutes > start);
  const moments = [
    start,
    ...inWindow.map((interval) => interval.startMinutes).filter((moment) => moment > start),
  ];
  return Math.max(
    0,
    ...moments.map(
      (moment) => inWindow.filter((i) => i.startMinutes <= moment && i.endMinutes > moment).length,
    ),
  );
}

export type DayClosedReason = 'past' | 'beyondHorizon' | 'closedWeekday' | 'closedDate';

/** Why nothing can be booked on a date, or undefined when the salon takes bookings that day. */
export function closedReason(
  date: string,
  settings: AvailabilitySettings,
  now: SalonNow,
): DayClosedReason | undefined {
  const ahead = daysBetween(now.date, date);
  if (ahead < 0) return 'past';
  if (ahead > settings.horizonDays) return 'beyondHorizon';
  if (settings.closedDates.includes(date)) return 'closedDate';
  if (!settings.openingHours[weekdayOf(date)]) return 'closedWeekday';
  return undefined;
}

/**
 * docs/architecture.md#availability: how long a visit takes its chair, the cleaning buffer
 * after it included. Offering a start, booking it and moving a visit all ask this one rule.
 */
export const chairTakenMinutes = (durationMinutes: number, bufferMinutes: number): number =>
  durationMinutes + bufferMinutes;

/** When a visit starting at `startsAt` frees its chair (the end of its buffer). */
export const chairFreeAt = (startsAt: Date, durationMinutes: number, bufferMinutes: number): Date =>
  new Date(startsAt.getTime() + chairTakenMinutes(durationMinutes, bufferMinutes) * 60_000);

/** The day's live bookings as counts between consecutive starts and ends (see occupancyOf). */
export interface Occupancy {
  /** The same as peakOverlap(busy, start, end) for the bookings it was made from. */
  peak(start: number, end: number): number;
}

/**
 * The day's live bookings as a step function: how many overlap each stretch between two
 * consecutive starts or ends. Made once for a day (one sort), it answers peakOverlap for every
 * start and every length of visit without going over the bookings again.
 */
export function occupancyOf(busy: readonly BusyInterval[]): Occupancy {
  const changes = new Map<number, number>();
  for (const { startMinutes, endMinutes } of busy) {
    // An empty (or reversed) interval is never counted at any moment by peakOverlap either.
    if (!(startMinutes < endMinutes)) continue;
    changes.set(startMinutes, (changes.get(startMinutes) ?? 0) + 1);
    changes.set(endMinutes, (changes.get(endMinutes) ?? 0) - 1);
  }
  const moments = [...changes.keys()].sort((a, b) => a - b);
  const counts: number[] = [];
  let count = 0;
  for (const moment of moments) counts.push((count += changes.get(moment)!));
  return {
    peak(start, end) {
      let low = 0;
      let high = moments.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (moments[middle]! <= start) low = middle + 1;
        else high = middle;
      }
      let peak = low > 0 ? counts[low - 1]! : 0;
      for (let index = low; index < moments.length && moments[index]! < end; index++)
        if (counts[index]! > peak) peak = counts[index]!;
      return peak;
    },
  };
}

/**
 * docs/architecture.md#availability: a start is offered when the day is open and inside the horizon, the
 * whole appointment ends by closing time, it starts at least the lead time after now, and at
 * every moment of it (buffer included) fewer than `capacity` live bookings overlap.
 */
export function findAvailableSlots(input: {
  date: string;
  durationMinutes: number;
  settings: AvailabilitySettings;
  busy: BusyInterval[];
  now: SalonNow;
}): string[] {
  return findFreeStarts(input, occupancyOf(input.busy));
}

/** findAvailableSlots for a day whose occupancy is already worked out (several lengths, one day). */
export function findFreeStarts(
  input: { date: string; durationMinutes: number; settings: AvailabilitySettings; now: SalonNow },
  occupancy: Occupancy,
): string[] {
  return findFreeStartMinutes(input, occupancy).map(startTimeString);
}

/** findFreeStarts as minutes after the salon's midnight. */
export function findFreeStartMinutes(
  input: { date: string; durationMinutes: number; settings: AvailabilitySettings; now: SalonNow },
  occupancy: Occupancy,
): number[] {
  const { date, durationMinutes, settings, now } = input;
  if (durationMinutes <= 0 || closedReason(date, settings, now)) return [];
  const hours = settings.openingHours[weekdayOf(date)]!;
  const open = toMinutes(hours.open);
  const close = toMinutes(hours.close);
  const earliest = date === now.date ? now.minutes + settings.leadTimeMinutes : -Infinity;
  const taken = chairTakenMinutes(durationMinutes, settings.bufferMinutes);
  const slots: number[] = [];
  for (let start = open; start + durationMinutes <= close; start += settings.slotStepMinutes) {
    if (start < earliest) continue;
    if (occupancy.peak(start, start + taken) < settings.capacity) slots.push(start);
  }
  return slots;
}
