import { addDays } from '@salon/domain';
import type { AdminOverview } from '@salon/contracts';
import type { Clock } from '../../lib/clock.ts';
import { salonClock, salonInstant } from '../../lib/salon-time.ts';
import type { DayViewRepository } from './day-view.repository.ts';
import type { OverviewRepository } from './overview.repository.ts';

const UPCOMING_DAYS = 7;
const TOP_SERVICES = 5;
const TOP_SERVICES_DAYS = 90;
const BOOKINGS_CHART_DAYS = 30;

/** `count` consecutive dates from `first`, each with its count from `counts` or zero. */
function everyDay(first: string, count: number, counts: Array<{ date: string; count: number }>) {
  const byDate = new Map(counts.map((row) => [row.date, Number(row.count)]));
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(first, index);
    return { date, count: byDate.get(date) ?? 0 };
  });
}

export type OverviewService = ReturnType<typeof createOverviewService>;

/** The owner's landing page (docs/architecture.md#admin), in the salon's days whatever the server's zone. */
export function createOverviewService({
  repository,
  schedule,
  clock,
  timeZone,
}: {
  repository: OverviewRepository;
  schedule: DayViewRepository;
  clock: Clock;
  timeZone: string;
}) {
  const startOf = (date: string) => salonInstant(date, '00:00', timeZone);

  return {
    async overview(): Promise<AdminOverview> {
      const today = salonClock(clock.now(), timeZone).date;
      const tomorrow = addDays(today, 1);
      const firstOfMonth = `${today.slice(0, 8)}01`;
      // Thirty-one days on from the 1st is always in the next month.
      const firstOfNextMonth = `${addDays(firstOfMonth, 31).slice(0, 8)}01`;
      const lastOfMonth = addDays(firstOfNextMonth, -1);
      const chartStart = addDays(today, 1 - BOOKINGS_CHART_DAYS);
      const [todays, upcoming, month, top, perDay, stylists] = await Promise.all([
        schedule.scheduledOn(today, ['pending', 'confirmed', 'completed']),
        repository.liveCountsBetween(today, addDays(today, UPCOMING_DAYS - 1)),
        repository.monthFigures(
          { from: startOf(firstOfMonth), to: startOf(firstOfNextMonth) },
          firstOfMonth,
          lastOfMonth,
        ),
        repository.topServices(startOf(addDays(today, 1 - TOP_SERVICES_DAYS)), TOP_SERVICES),
        repository.bookingsPerDay({ from: startOf(chartStart), to: startOf(tomorrow) }, timeZone),
        repository.stylistsBetween(firstOfMonth, lastOfMonth),
      ]);
      return {
        today,
        todaysAppointments: todays,
        nextSevenDays: everyDay(today, UPCOMING_DAYS, upcoming),
        thisMonth: month,
        topServices: top.rows.map((row) => ({ title: row.title, bookings: Number(row.bookings) })),
        bookingsPerDay: everyDay(chartStart, BOOKINGS_CHART_DAYS, perDay),
        // A salon with no team has no stylists to count (docs/decisions/0036-stylists.md).
        ...(stylists.length > 0 && { stylists }),
      };
    },
  };
}
