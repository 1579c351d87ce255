import { toSalonDate } from '@salon/domain';
import { addDays, format, parseISO } from 'date-fns';

/** docs/architecture.md#api-conventions: dates are salon-local, whatever zone the viewer's device is in. */
export const SALON_TIME_ZONE = 'Asia/Colombo';

/** Today in the salon, as yyyy-MM-dd. */
export const salonToday = (now: Date = new Date()): string => toSalonDate(now, SALON_TIME_ZONE);

/** A yyyy-MM-dd date moved by whole days; plain calendar arithmetic, no time zone involved. */
export const shiftDate = (date: string, days: number): string =>
  format(addDays(parseISO(date), days), 'yyyy-MM-dd');

/** 'Mon, Nov 23': a short label for charts and day headings. */
export const formatShortDate = (date: string): string => format(parseISO(date), 'EEE, MMM d');

const salonTimestamp = new Intl.DateTimeFormat('en-US', {
  timeZone: SALON_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An ISO timestamp as the salon's clock read it: 'Nov 23, 2026, 4:05 PM'. */
export function formatSalonTimestamp(timestamp: string): string {
  const instant = new Date(timestamp);
  return Number.isNaN(instant.getTime()) ? timestamp : salonTimestamp.format(instant);
}
