import { CLOSED_DATES_MAX, catalogueAdminMessages, errorCodes } from '@salon/contracts';
import type { Closure, ClosureBooking } from '@salon/contracts';
import type { UserRow } from '../../db/schema/index.ts';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import type { AppointmentsRepository } from '../appointments/appointments.repository.ts';
import type { AppointmentsService } from '../appointments/appointments.service.ts';
import { describeBookedServices } from '../appointments/booked-service-titles.ts';
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
 * with the bookings listed unless the owner named each of them to be cancelled.
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
  const list = async () => groupClosedDates(await repository.list());
  return {
    list,
    async replace(
      closures: Closure[],
      { admin, cancelBookings = [] }: { admin: UserRow; cancelBookings?: string[] },
    ) {
      if (countClosedDays(closures) > CLOSED_DATES_MAX)
        throw new BadRequestError(catalogueAdminMessages.closuresTooMany);
      const dates = expandClosures(closures);
      if (!dates) throw new BadRequestError(catalogueAdminMessages.closuresOverlap);
      const agreed = new Set(cancelBookings);
      const toRefund = await repository.transaction(async (tx) => {
        await repository.lockList(tx);
        const before = new Set((await repository.list(tx)).map((closed) => closed.date));
        const newlyClosed = dates
          .map((closed) => closed.date)
          .filter((date) => !before.has(date))
          .sort();
        // docs/decisions/0005-capacity-under-concurrency.md: a booking of one of these days waits
        // for this commit and then finds it closed; one made before is read here.
        for (const date of newlyClosed) await bookings.lockDay(tx, date);
        const stranded = await bookings.bookedOn(tx, newlyClosed);
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
        await repository.replace(tx, dates);
        return cancelled;
      });
      // After the commit, as the owner's cancel does; a refund that fails is retried by the sweep.
      for (const { row, refund } of toRefund) if (refund) await appointments.refundCancelled(row);
      return { closures: await list(), cancelledBookings: toRefund.length };
    },
  };
}
