import type { DailyClose, DailyCloseTakenAtDesk, DailyCloseTotals, DailyCloseVisit } from '@salon/contracts';
import { amountToTakeAtDesk, toSalonDate } from '@salon/domain';
import type { Clock } from '../../lib/clock.ts';
import type { BookingRulesService } from '../settings/booking-rules.service.ts';
import { branchAmong } from '../availability/availability.service.ts';
import type { DailyCloseRepository } from './daily-close.repository.ts';

export type DailyCloseService = ReturnType<typeof createDailyCloseService>;

const noTotals = (): DailyCloseTotals => ({
  visits: 0,
  feePaidOnlineLkr: 0,
  feeRefundedLkr: 0,
  servicesTotalLkr: 0,
  toTakeAtDeskLkr: 0,
  feeTakenAtDeskLkr: 0,
});

const addTakenAtDesk = (totals: DailyCloseTotals, taken: DailyCloseTakenAtDesk) => {
  totals.feeTakenAtDeskLkr += taken.feeLkr;
};

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
 * A fee paid at the desk when a desk booking was made counts on that day, in `takenAtDesk`, and
 * never again: the visit's own "to take at the desk" already leaves it out (`amountToTakeAtDesk`).
 * One branch's close, or every branch's together with the totals of each (docs/decisions/0045-branches.md).
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
    async close(date: string | undefined, branchId?: string): Promise<DailyClose> {
      const day = date ?? toSalonDate(clock.now(), timeZone);
      const all = await repository.branches();
      // Unknown is not found; a closed branch's past days stay readable.
      if (branchId !== undefined) branchAmong(all, branchId, true);
      const [rows, takenRows, rules] = await Promise.all([
        repository.visitsOn(day, branchId),
        repository.feesTakenAtDeskOn(day, timeZone, branchId),
        bookingRules.load(),
      ]);
      const visits: DailyCloseVisit[] = rows.map((row) => ({
        _id: row.id,
        appointmentId: row.reference,
        startTime: row.startTime,
        customerId: row.customerId,
        customerName: row.customerName,
        customerPhone: row.customerPhone,
        stylist: row.staffId && row.staffName !== null ? { _id: row.staffId, name: row.staffName } : null,
        services: row.services,
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
        branch: { _id: row.branchId, name: row.branchName },
      }));
      const takenAtDesk: DailyCloseTakenAtDesk[] = takenRows.map((row) => ({
        _id: row.id,
        appointmentId: row.reference,
        customerName: row.customerName,
        stylist: row.staffId && row.staffName !== null ? { _id: row.staffId, name: row.staffName } : null,
        visitDate: row.visitDate,
        startTime: row.startTime,
        status: row.status,
        feeLkr: row.feeLkr,
        branch: { _id: row.branchId, name: row.branchName },
      }));
      const totals = noTotals();
      const perStylist = new Map<string, DailyClose['stylists'][number]>();
      const stylistRow = (stylist: DailyCloseVisit['stylist']) => {
        const key = stylist?._id ?? '';
        let row = perStylist.get(key);
        if (!row) {
          row = { stylist, ...noTotals() };
          perStylist.set(key, row);
        }
        return row;
      };
      const perBranch = new Map<string, NonNullable<DailyClose['branches']>[number]>();
      const branchRow = ({ branchId: id, branchName: name }: { branchId: string; branchName: string }) => {
        let row = perBranch.get(id);
        if (!row) {
          row = { branch: { _id: id, name }, ...noTotals() };
          perBranch.set(id, row);
        }
        return row;
      };
      visits.forEach((visit, index) => {
        add(totals, visit);
        add(stylistRow(visit.stylist), visit);
        add(branchRow(rows[index]!), visit);
      });
      takenAtDesk.forEach((taken, index) => {
        addTakenAtDesk(totals, taken);
        addTakenAtDesk(stylistRow(taken.stylist), taken);
        addTakenAtDesk(branchRow(takenRows[index]!), taken);
      });
      const order = new Map(all.map((branch, index) => [branch.id, index]));
      const byBranch = [...perBranch.values()].sort(
        (a, b) => (order.get(a.branch._id) ?? 0) - (order.get(b.branch._id) ?? 0),
      );
      // Named stylists by name; visits with none (a salon without a team) last.
      const stylists = [...perStylist.values()].sort((a, b) =>
        a.stylist && b.stylist ? a.stylist.name.localeCompare(b.stylist.name) : a.stylist ? -1 : 1,
      );
      return { date: day, visits, takenAtDesk, stylists, totals, branches: byBranch };
    },
  };
}
