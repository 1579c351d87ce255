import { TZDate } from '@date-fns/tz';
import type { SalonNow } from '@salon/domain';
import { toMinutes, toSalonDate } from '@salon/domain';

/** The instant a salon-local date and HH:mm time names, whatever the server's own zone. */
export function salonInstant(date: string, time: string, timeZone: string): Date {
  const minutes = toMinutes(time);
  const [year, month, day] = date.split('-').map(Number);
  return new Date(
    new TZDate(year!, month! - 1, day!, Math.floor(minutes / 60), minutes % 60, timeZone).getTime(),
  );
}

/** The salon-local date and minutes after midnight of an instant. */
export function salonClock(instant: Date, timeZone: string): SalonNow {
  const local = new TZDate(instant.getTime(), timeZone);
  return { date: toSalonDate(instant, timeZone), minutes: local.getHours() * 60 + local.getMinutes() };
}
