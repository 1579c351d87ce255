/*
 * Reading the API's 'HH:mm' and 'yyyy-MM-dd' strings and writing English dates with the
 * runtime's Intl: the first page needs only these few lines, not a date library's formatter
 * (issue 22's script budget, docs/architecture.md#page-rendering).
 */

/** 'HH:mm' (or 'H:mm') as that clock time on a fixed day; null when it is not a time. */
export function clockTime(time: string): Date | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? new Date(2000, 0, 1, hours, minutes) : null;
}

/** 'yyyy-MM-dd' as local midnight of that day; null when it is not a real date ('2026-02-30'). */
export function calendarDate(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const parsed = new Date(year, month, day);
  parsed.setFullYear(year);
  return parsed.getMonth() === month && parsed.getDate() === day ? parsed : null;
}

/** A 'yyyy-MM-dd' date moved by whole days: calendar arithmetic, no time zone involved. */
export function addCalendarDays(date: string, days: number): string {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const english = new Map<string, Intl.DateTimeFormat>();

/**
 * English as the spec writes it ('June 3, 2026', '9:00 AM'): Intl's en-US, with the plain space
 * before AM/PM that newer Intl data replaced by a narrow one.
 */
export function englishDateTime(options: Intl.DateTimeFormatOptions): {
  format(value: Date | number): string;
} {
  const key = JSON.stringify(options);
  let made = english.get(key);
  if (!made) english.set(key, (made = new Intl.DateTimeFormat('en-US', options)));
  const intl = made;
  return { format: (value) => intl.format(value).replace(/\u202f/g, ' ') };
}
