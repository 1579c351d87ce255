import { addDays } from '@salon/domain';
import type { OfferSchedule } from './content/offers.ts';

const parse = (date: string) => date.split('-').map(Number) as [number, number, number];
// Date.UTC only counts days here: no clock time, so no daylight-saving surprises.
const format = (utc: number) => new Date(utc).toISOString().slice(0, 10);

export function lastDayOfPreviousMonth(date: string): string {
  const [year, month] = parse(date);
  return format(Date.UTC(year, month - 1, 0));
}

/** The start and end dates an offer's schedule means on the salon's today. */
export function resolveOfferDates(
  schedule: OfferSchedule,
  salonToday: string,
): { startDate: string; endDate: string } {
  if (schedule.kind === 'running') {
    return {
      startDate: addDays(salonToday, -schedule.startedDaysAgo),
      endDate: addDays(salonToday, schedule.daysLeft),
    };
  }
  const endDate = lastDayOfPreviousMonth(salonToday);
  return { startDate: addDays(endDate, -schedule.lastedDays), endDate };
}
