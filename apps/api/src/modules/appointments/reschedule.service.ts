import { appointmentMessages, rescheduleMessages, rescheduleRefusalMessages } from '@salon/contracts';
import { closedReason, rescheduleRefusal } from '@salon/domain';
import type { Executor } from '../../db/client.ts';
import type { AppointmentRow, UserRow } from '../../db/schema/index.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { salonInstant } from '../../lib/salon-time.ts';
import type { AvailabilityService, StaffChoice } from '../availability/availability.service.ts';
import type { AppointmentsRepository } from './appointments.repository.ts';
import { slotTaken } from './booking.service.ts';
import { moveToStart } from './move-to-start.ts';

export type RescheduleService = ReturnType<typeof createRescheduleService>;

/**
 * docs/architecture.md#booking-and-payment: a customer moves their own live appointment to
 * another free time. The new time passes the booking's own checks (opening hours, closures,
 * lead time, horizon, chairs, buffer) under the day lock, and the appointment keeps its
 * reservation row: moving that row frees the old time in the same transaction. No payment.
 * It keeps its stylist unless the customer names another (docs/decisions/0036-stylists.md), who
 * then does it at their own price and length.
 */
export function createRescheduleService(deps: {
  repository: AppointmentsRepository;
  availability: AvailabilityService;
  clock: Clock;
  timeZone: string;
  /** Queues the move's messages in its transaction (docs/decisions/0021-durable-messages.md). */
  onRescheduled: (
    appointmentId: string,
    previous: { date: string; startTime: string; endTime: string },
    tx: Executor,
  ) => Promise<unknown>;
}) {
  const { repository, availability, clock, timeZone } = deps;

  function refuseIfFixed(appointment: AppointmentRow) {
    const refusal = rescheduleRefusal(appointment, clock.now());
    if (refusal) throw new ConflictError(rescheduleRefusalMessages[refusal]);
  }

  return {
    /**
     * docs/product.md#2.11: the reservation of the customer's own appointment, whose time the
     * free days and times leave out while it is being moved; anyone else's is not found.
     */
    /**
     * What a look at free times for moving the customer's own appointment asks: its own time
     * does not count, and its stylist is the one asked about unless the customer names another
     * (a move keeps the stylist, docs/decisions/0036-stylists.md).
     */
    async movingChoiceOf(user: UserRow, id: string, staffId: string | undefined): Promise<StaffChoice> {
      const appointment = await repository.findAppointment(id);
      if (!appointment || appointment.userId !== user.id)
        throw new NotFoundError(appointmentMessages.appointmentNotFound);
      const ownStylist = staffId
        ? undefined
        : (await repository.staffOf([appointment.id])).get(appointment.id);
      // A move stays at the visit's branch (docs/decisions/0045-branches.md).
      return {
        movingReservationId: appointment.reservationId,
        staffId: staffId ?? ownStylist?._id,
        branchId: appointment.branchId,
      };
    },

    async reschedule(
      user: UserRow,
      id: string,
      input: { date: string; startTime: string; staffId?: string | undefined },
    ) {
      const appointment = await repository.findAppointment(id);
      // Only the customer's own: anyone else's is as absent as an unknown id (as for cancelling).
      if (!appointment || appointment.userId !== user.id)
        throw new NotFoundError(appointmentMessages.appointmentNotFound);
      refuseIfFixed(appointment);
      const settings = await availability.loadSettings();
      if (closedReason(input.date, settings, availability.now()))
        throw new BadRequestError(appointmentMessages.salonClosed);
      const startsAt = salonInstant(input.date, input.startTime, timeZone);
      const durations = await availability.liveDurations();

      const moved = await repository
        .transaction(async (tx) => {
          // Both days change; locked in date order so two moves between them cannot deadlock.
          for (const date of [...new Set([appointment.date, input.date])].sort())
            await repository.lockDay(tx, date);
          await repository.lockStatus(tx, id);
          const current = (await repository.findAppointment(id, tx))!;
          refuseIfFixed(current);
          const reservation = (await repository.findReservation(current.reservationId, tx))!;
          const sameStylist = input.staffId === undefined || input.staffId === reservation.staffId;
          if (startsAt.getTime() === appointment.startsAt.getTime() && sameStylist)
            throw new BadRequestError(rescheduleMessages.sameTime);
          const { row } = await moveToStart(tx, deps, {
            current,
            reservation,
            date: input.date,
            startTime: input.startTime,
            startsAt,
            staffId: input.staffId,
            durations,
            newTime: true,
            movedBy: user.id,
            movedAs: 'customer',
          });
          const { date, startTime, endTime } = current;
          await deps.onRescheduled(row.id, { date, startTime, endTime }, tx);
          return { row };
        })
        .catch((error: unknown) => {
          // The constraint caught an overlap the locked check missed: the time is gone all the same.
          if (isExclusionViolation(error)) throw slotTaken();
          throw error;
        });
      return moved.row;
    },
  };
}
