import type { Closure } from '@salon/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
// Date.UTC only counts days here: no clock time, so no daylight-saving surprises.
const toDayNumber = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
};
const fromDayNumber = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

export interface ClosedDate {
  date: string;
  reason: string;
}

/** How many days the closures cover, counted without listing them (a range may be huge). */
export const countClosedDays = (closures: readonly Closure[]) =>
  closures.reduce((sum, closure) => sum + toDayNumber(closure.to) - toDayNumber(closure.from) + 1, 0);

/** Every day of every closure, with its reason; undefined when two closures share a day. */
export function expandClosures(closures: readonly Closure[]): ClosedDate[] | undefined {
  const byDate = new Map<string, string>();
  for (const closure of closures) {
    for (let day = toDayNumber(closure.from); day <= toDayNumber(closure.to); day++) {
      const date = fromDayNumber(day);
      if (byDate.has(date)) return undefined;
      byDate.set(date, closure.reason);
    }
  }
  return [...byDate].map(([date, reason]) => ({ date, reason }));
}

/** Closed dates back into ranges: consecutive days with the same reason make one closure. */
export function groupClosedDates(dates: readonly ClosedDate[]): Closure[] {
  const sorted = [...dates].sort((a, b) => a.date.localeCompare(b.date));
  const closures: Closure[] = [];
  for (const { date, reason } of sorted) {
    const last = closures.at(-1);
    if (last && last.reason === reason && toDayNumber(date) === toDayNumber(last.to) + 1) last.to = date;
    else closures.push({ from: date, to: date, reason });
  }
  return closures;
}
