import type { DailyClose, DailyCloseTotals, DailyCloseVisit } from '@salon/contracts';
import { amountToTakeAtDesk, toSalonDate } from '@salon/domain';
import type { Clock } from '../../lib/clock.ts';
import type { BookingRulesService } from '../settings/booking-rules.service.ts';
import type { DailyCloseRepository } from './daily-close.repository.ts';

export type DailyCloseService = ReturnType<typeof createDailyCloseService>;

const noTotals = (): DailyCloseTotals => ({
  visits: 0,
  feePaidOnlineLkr: 0,
  feeRefundedLkr: 0,
  servicesTotalLkr: 0,
  toTakeAtDeskLkr: 0,
});

const add = (totals: DailyCloseTotals, visit: DailyCloseVisit) => {
  totals.visits += 1;
  totals.feePaidOnlineLkr += visit.feePaidOnlineLkr;
  totals.feeRefundedLkr += visit.feeRefundedLkr;
  totals.servicesTotalLkr += visit.servicesTotalLkr;
  totals.toTakeAtDeskLkr += visit.toTakeAtDeskLkr;
};

/**
 * The owner's daily close (docs/decisions/0041-customers-and-merge.md): a salon day's visits,
 * what each paid online and what is left to take at the desk, with totals per stylist and for the day.
 */
export function createDailyCloseService({
  repository,
  bookingRules,
  clock,
  timeZone,
}: {
  repository: DailyCloseRepository;
  bookingRules: Pick<BookingRulesService, 'load'>;
  clock: Clock;
  timeZone: string;
}) {
  return {
    async close(date: string | undefined): Promise<DailyClose> {
      const day = date ?? toSalonDate(clock.now(), timeZone);
      const [rows, rules] = await Promise.all([repository.visitsOn(day), bookingRules.load()]);
      const visits: DailyCloseVisit[] = rows.map((row) => ({
        _id: row.id,
        appointmentId: row.reference,
        startTime: row.startTime,
        customerId: row.customerId,
        customerName: row.customerName,
        customerPhone: row.customerPhone,
        stylist: row.staffId && row.staffName !== null ? { _id: row.staffId, name: row.staffName } : null,
        services: row.serviceTitles,
        status: row.status,
        feePaidOnlineLkr: row.feePaidOnlineLkr,
        feeRefundedLkr: row.feeRefundedLkr,
        servicesTotalLkr: row.servicesTotalLkr,
        toTakeAtDeskLkr: amountToTakeAtDesk({
          status: row.status,
          servicesTotalLkr: row.servicesTotalLkr,
          feeKeptOnlineLkr: row.feePaidOnlineLkr - row.feeRefundedLkr,
          feeDeductedAtSalon: rules.feeDeductedAtSalon,
          desk: row.feeSettlement ? { settlement: row.feeSettlement, feeLkr: row.feeLkr } : null,
        }),
      }));
      const totals = noTotals();
      const perStylist = new Map<string, DailyClose['stylists'][number]>();
      for (const visit of visits) {
        add(totals, visit);
        const key = visit.stylist?._id ?? '';
        let row = perStylist.get(key);
        if (!row) {
          row = { stylist: visit.stylist, ...noTotals() };
          perStylist.set(key, row);
        }
        add(row, visit);
      }
      // Named stylists by name; visits with none (a salon without a team) last.
      const stylists = [...perStylist.values()].sort((a, b) =>
        a.stylist && b.stylist ? a.stylist.name.localeCompare(b.stylist.name) : a.stylist ? -1 : 1,
      );
      return { date: day, visits, stylists, totals };
    },
  };
}
