import { DEFAULT_AVAILABILITY_SETTINGS, isValidDate, toSalonDate } from '@salon/domain';
import { addDays, format, parseISO } from 'date-fns';

/** docs/architecture.md#running and docs/architecture.md#api-conventions: dates are salon-local, whatever zone the customer's device is in. */
export const SALON_TIME_ZONE = 'Asia/Colombo';

export interface BookingWindow {
  /** Today in the salon (yyyy-MM-dd): the earliest date the picker offers (docs/product.md#5). */
  min: string;
  /** The end of the booking horizon (docs/architecture.md#availability: 60 days ahead). */
  max: string;
}

export function bookingWindow(now: Date): BookingWindow {
  const min = toSalonDate(now, SALON_TIME_ZONE);
  const max = format(addDays(parseISO(min), DEFAULT_AVAILABILITY_SETTINGS.horizonDays), 'yyyy-MM-dd');
  return { min, max };
}

/** yyyy-MM-dd strings compare correctly as text. */
export const isInBookingWindow = (date: string, window: BookingWindow) =>
  isValidDate(date) && date >= window.min && date <= window.max;
