import type { Language } from '@salon/contracts';
import { toSalonDate } from '@salon/domain';
import { addCalendarDays, calendarDate, englishDateTime } from './calendar-text.ts';
import { dateTimeFormat } from './intl-format.ts';

/** docs/architecture.md#api-conventions: dates are salon-local, whatever zone the viewer's device is in. */
export const SALON_TIME_ZONE = 'Asia/Colombo';

/** Today in the salon, as yyyy-MM-dd. */
export const salonToday = (now: Date = new Date()): string => toSalonDate(now, SALON_TIME_ZONE);

/** Minutes after the salon's midnight at an instant (now by default), whatever the device's zone. */
export function salonMinutesNow(now: Date = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: SALON_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/** A yyyy-MM-dd date moved by whole days; plain calendar arithmetic, no time zone involved. */
export const shiftDate = (date: string, days: number): string => addCalendarDays(date, days);

/** 'Mon, Nov 23': a short label for charts and day headings (Intl's weekday, day and month in Sinhala or Tamil). */
export function formatShortDate(date: string, language: Language = 'en'): string {
  const parsed = calendarDate(date);
  if (!parsed) return date;
  const options = { weekday: 'short', month: 'short', day: 'numeric' } as const;
  return (language === 'en' ? englishDateTime(options) : dateTimeFormat(language, options)).format(parsed);
}

const salonTimestamp = englishDateTime({
  timeZone: SALON_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An ISO timestamp as the salon's clock read it: 'Nov 23, 2026, 4:05 PM' (Intl's date and time in Sinhala or Tamil). */
export function formatSalonTimestamp(timestamp: string, language: Language = 'en'): string {
  const instant = new Date(timestamp);
  if (Number.isNaN(instant.getTime())) return timestamp;
  if (language === 'en') return salonTimestamp.format(instant);
  return dateTimeFormat(language, {
    timeZone: SALON_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(instant);
}

/** An ISO timestamp as the time on the salon's clock, '3:12 PM' (the back office is in English). */
export function formatSalonClockTime(timestamp: string): string {
  const instant = new Date(timestamp);
  if (Number.isNaN(instant.getTime())) return timestamp;
  return englishDateTime({ timeZone: SALON_TIME_ZONE, hour: 'numeric', minute: '2-digit' }).format(instant);
}
