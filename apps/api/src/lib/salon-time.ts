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

const MINUTE_MS = 60_000;
// Every availability check asks for "now"; within one minute the answer is the same (zone
// offsets are whole minutes), and working it out takes several Intl calls.
let lastClock: { minute: number; timeZone: string; now: SalonNow } | undefined;

/** The salon-local date and minutes after midnight of an instant. */
export function salonClock(instant: Date, timeZone: string): SalonNow {
  const minute = Math.floor(instant.getTime() / MINUTE_MS);
  if (lastClock?.minute === minute && lastClock.timeZone === timeZone) return { ...lastClock.now };
  const local = new TZDate(instant.getTime(), timeZone);
  const now = { date: toSalonDate(instant, timeZone), minutes: local.getHours() * 60 + local.getMinutes() };
  lastClock = { minute, timeZone, now };
  return { ...now };
}
