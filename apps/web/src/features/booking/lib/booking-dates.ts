import { bookingCalendarMessages as m } from '@salon/contracts';
import { isValidDate, toSalonDate } from '@salon/domain';
import { addDays, format, parseISO } from 'date-fns';
import type { CalendarDay } from '../../../components/ui/month-calendar.tsx';
import { DEFAULT_BOOKING_SETTINGS } from '../../../lib/use-booking-settings.ts';
import type { BookingSettings } from '../../../lib/use-booking-settings.ts';

/**
 * The booking window the owner's settings give (GET /api/config): dates are salon-local,
 * whatever zone the customer's device is in (docs/architecture.md#api-conventions).
 */
export interface BookingWindow {
  /** Today in the salon (yyyy-MM-dd): where the calendar opens and what it marks as today (docs/product.md#5). */
  min: string;
  /** The first day a start can still be booked: the lead time from now may push it past today. */
  earliest: string;
  /** The end of the booking horizon: today plus the owner's days ahead (docs/architecture.md#availability). */
  max: string;
}

export type BookingLimits = Pick<BookingSettings, 'leadTimeMinutes' | 'horizonDays' | 'timeZone'>;

export function bookingWindow(now: Date, limits: BookingLimits = DEFAULT_BOOKING_SETTINGS): BookingWindow {
  const min = toSalonDate(now, limits.timeZone);
  const earliest = toSalonDate(new Date(now.getTime() + limits.leadTimeMinutes * 60_000), limits.timeZone);
  const max = format(addDays(parseISO(min), limits.horizonDays), 'yyyy-MM-dd');
  return { min, earliest, max };
}

/** yyyy-MM-dd strings compare correctly as text. */
export const isInBookingWindow = (date: string, window: BookingWindow) =>
  isValidDate(date) && date >= window.earliest && date <= window.max;

/**
 * The calendar's days with those outside the window refused, whatever a month answer fetched
 * before the owner's change says: the server refuses them too (docs/architecture.md#availability).
 */
export function keepToWindow(
  days: Record<string, CalendarDay>,
  window: BookingWindow,
  t: (text: string) => string,
): Record<string, CalendarDay> {
  const kept: Record<string, CalendarDay> = {};
  for (const [date, day] of Object.entries(days)) {
    if (date > window.max) kept[date] = { disabled: true, label: t(m.dayBeyond) };
    else if (date < window.earliest) kept[date] = { disabled: true, label: t(m.dayPast) };
    else kept[date] = day;
  }
  return kept;
}
