import { addDays } from '@salon/domain';
import type { AdminOverview } from '@salon/contracts';
import type { Clock } from '../../lib/clock.ts';
import { salonClock, salonInstant } from '../../lib/salon-time.ts';
import { branchAmong } from '../availability/availability.service.ts';
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
    /** One branch's numbers, or (absent) the salon's with this month's figures of each branch (docs/decisions/0045-branches.md). */
    async overview(branchId?: string): Promise<AdminOverview> {
      const all = await repository.branches();
      // Unknown is not found; a closed branch's past stays readable.
      if (branchId !== undefined) branchAmong(all, branchId, true);
      const today = salonClock(clock.now(), timeZone).date;
      const tomorrow = addDays(today, 1);
      const firstOfMonth = `${today.slice(0, 8)}01`;
      // Thirty-one days on from the 1st is always in the next month.
      const firstOfNextMonth = `${addDays(firstOfMonth, 31).slice(0, 8)}01`;
      const lastOfMonth = addDays(firstOfNextMonth, -1);
      const chartStart = addDays(today, 1 - BOOKINGS_CHART_DAYS);
      const [todays, upcoming, month, top, perDay, stylists] = await Promise.all([
        schedule.scheduledOn(today, ['pending', 'confirmed', 'completed'], branchId),
        repository.liveCountsBetween(today, addDays(today, UPCOMING_DAYS - 1), branchId),
        repository.monthFigures(
          { from: startOf(firstOfMonth), to: startOf(firstOfNextMonth) },
          firstOfMonth,
          lastOfMonth,
          branchId,
        ),
        repository.topServices(startOf(addDays(today, 1 - TOP_SERVICES_DAYS)), TOP_SERVICES, branchId),
        repository.bookingsPerDay({ from: startOf(chartStart), to: startOf(tomorrow) }, timeZone, branchId),
        repository.stylistsBetween(firstOfMonth, lastOfMonth, branchId),
      ]);
      const noFigures = { feesCollected: 0, feesRefunded: 0, cancellations: 0, noShows: 0 };
      const thisMonth = month.reduce(
        (sum, row) => ({
          feesCollected: sum.feesCollected + row.feesCollected,
          feesRefunded: sum.feesRefunded + row.feesRefunded,
          cancellations: sum.cancellations + row.cancellations,
          noShows: sum.noShows + row.noShows,
        }),
        noFigures,
      );
      // Every branch's month beside the salon's: the open ones and any closed one with figures.
      const branches =
        branchId === undefined && all.length > 1
          ? all
              .filter((branch) => branch.closedAt === null || month.some((row) => row.branchId === branch.id))
              .map((branch) => {
                const { branchId: _, ...figures } = month.find((row) => row.branchId === branch.id) ?? {
                  branchId: branch.id,
                  ...noFigures,
                };
                return { branch: { _id: branch.id, name: branch.name }, ...figures };
              })
          : undefined;
      return {
        today,
        todaysAppointments: todays,
        nextSevenDays: everyDay(today, UPCOMING_DAYS, upcoming),
        thisMonth,
        ...(branches && { branches }),
        topServices: top.rows.map((row) => ({
          title: row.title,
          bookings: Number(row.bookings),
          ...(row.translations && { translations: row.translations }),
        })),
        bookingsPerDay: everyDay(chartStart, BOOKINGS_CHART_DAYS, perDay),
        // A salon with no team has no stylists to count (docs/decisions/0036-stylists.md).
        ...(stylists.length > 0 && { stylists }),
      };
    },
  };
}
