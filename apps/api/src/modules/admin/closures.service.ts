import { CLOSED_DATES_MAX, catalogueAdminMessages, errorCodes } from '@salon/contracts';
import type { Closure, ClosureBooking, ListedClosure } from '@salon/contracts';
import type { UserRow } from '../../db/schema/index.ts';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import type { AppointmentsRepository } from '../appointments/appointments.repository.ts';
import type { AppointmentsService } from '../appointments/appointments.service.ts';
import { describeBookedServices } from '../appointments/booked-service-titles.ts';
import { branchAmong } from '../availability/availability.service.ts';
import { countClosedDays, expandClosures, groupClosedDates } from './closure-ranges.ts';
import type { ClosuresRepository } from './closures.repository.ts';

export type ClosuresService = ReturnType<typeof createClosuresService>;

type BookedRow = Awaited<ReturnType<AppointmentsRepository['bookedOn']>>[number];

const toClosureBooking = ({ appointment, customer }: BookedRow): ClosureBooking => ({
  _id: appointment.id,
  reference: appointment.reference,
  date: appointment.date,
  startTime: appointment.startTime,
  endTime: appointment.endTime,
  status: appointment.status,
  customerName: customer.name,
  customerPhone: customer.phone,
  services: describeBookedServices(appointment.services, 'en').split(', '),
});

/**
 * Closures are ranges with a reason to the owner, single dates to availability. A closure never
 * leaves a booking on a day it shuts (docs/product.md, deliberate departures): the save is refused
 * with the bookings listed unless the owner named each of them to be cancelled. The salon's own
 * list closes every branch, a branch's own list only that branch and only its bookings
 * (docs/decisions/0045-branches.md); each list is saved on its own.
 */
export function createClosuresService({
  repository,
  bookings,
  appointments,
}: {
  repository: ClosuresRepository;
  bookings: Pick<AppointmentsRepository, 'lockDay' | 'bookedOn'>;
  appointments: Pick<AppointmentsService, 'cancelBySalonIn' | 'refundCancelled'>;
}) {
  /**
   * Every list's closures by first day (on one day the salon's first, then the branches in the
   * salon's order); a closed branch's are left out, as they shut nothing anyone can book.
   */
  async function list(): Promise<ListedClosure[]> {
    const [rows, all] = await Promise.all([repository.listAll(), repository.branches()]);
    const lists: Array<{ branch: ListedClosure['branch']; branchId: string | null }> = [
      { branch: null, branchId: null },
      ...all
        .filter((branch) => branch.closedAt === null)
        .map((branch) => ({ branch: { _id: branch.id, name: branch.name }, branchId: branch.id })),
    ];
    return lists
      .flatMap(({ branch, branchId }) =>
        groupClosedDates(rows.filter((row) => row.branchId === branchId)).map((closure) => ({
          ...closure,
          branch,
        })),
      )
      .sort((a, b) => a.from.localeCompare(b.from));
  }

  return {
    list,
    async replace(
      closures: Closure[],
      {
        admin,
        cancelBookings = [],
        branchId,
      }: { admin: UserRow; cancelBookings?: string[]; branchId?: string },
    ) {
      if (countClosedDays(closures) > CLOSED_DATES_MAX)
        throw new BadRequestError(catalogueAdminMessages.closuresTooMany);
      const dates = expandClosures(closures);
      if (!dates) throw new BadRequestError(catalogueAdminMessages.closuresOverlap);
      // Absent: the whole salon's list. Named: an open branch's own (unknown 404, closed 400).
      const scope = branchId === undefined ? null : branchAmong(await repository.branches(), branchId).id;
      const agreed = new Set(cancelBookings);
      const toRefund = await repository.transaction(async (tx) => {
        await repository.lockList(tx);
        const before = new Set((await repository.list(tx, scope)).map((closed) => closed.date));
        const newlyClosed = dates
          .map((closed) => closed.date)
          .filter((date) => !before.has(date))
          .sort();
        // docs/decisions/0005-capacity-under-concurrency.md: a booking of one of these days waits
        // for this commit and then finds it closed; one made before is read here.
        for (const date of newlyClosed) await bookings.lockDay(tx, date);
        // A branch's own closure strands only that branch's bookings; the salon's, every branch's.
        const stranded = (await bookings.bookedOn(tx, newlyClosed)).filter(
          ({ appointment }) => scope === null || appointment.branchId === scope,
        );
        if (stranded.some(({ appointment }) => !agreed.has(appointment.id)))
          throw new ConflictError(
            catalogueAdminMessages.closureHasBookings,
            { bookings: stranded.map(toClosureBooking) },
            errorCodes.closureHasBookings,
          );
        const cancelled = [];
        for (const { appointment } of stranded) {
          const done = await appointments.cancelBySalonIn(tx, appointment, admin);
          // Only a status the owner's cancel refuses (none of pending, confirmed) gets here: retry.
          if (!done) throw new ConflictError(catalogueAdminMessages.closureHasBookings);
          cancelled.push(done);
        }
        await repository.replace(tx, scope, dates);
        return cancelled;
      });
      // After the commit, as the owner's cancel does; a refund that fails is retried by the sweep.
      for (const { row, refund } of toRefund) if (refund) await appointments.refundCancelled(row);
      return { closures: await list(), cancelledBookings: toRefund.length };
    },
  };
}
