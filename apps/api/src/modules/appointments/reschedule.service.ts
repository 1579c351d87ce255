import { appointmentMessages, rescheduleMessages, rescheduleRefusalMessages } from '@salon/contracts';
import { chairFreeAt, chooseFreeChair, closedReason, rescheduleRefusal, toTimeString } from '@salon/domain';
import type { Executor } from '../../db/client.ts';
import type { AppointmentRow, UserRow } from '../../db/schema/index.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { BadRequestError, ConflictError, errorCodes, NotFoundError } from '../../lib/errors.ts';
import { salonClock, salonInstant } from '../../lib/salon-time.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import type { AppointmentsRepository } from './appointments.repository.ts';
import { recordMove } from './status-history.repository.ts';

const slotTaken = () => new ConflictError(appointmentMessages.slotTaken, undefined, errorCodes.slotTaken);

export type RescheduleService = ReturnType<typeof createRescheduleService>;

/**
 * docs/architecture.md#booking-and-payment: a customer moves their own live appointment to
 * another free time. The new time passes the booking's own checks (opening hours, closures,
 * lead time, horizon, chairs, buffer) under the day lock, and the appointment keeps its
 * reservation row: moving that row frees the old time in the same transaction. No payment.
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
  const salonTimeOf = (instant: Date) => toTimeString(salonClock(instant, timeZone).minutes);

  function refuseIfFixed(appointment: AppointmentRow) {
    const refusal = rescheduleRefusal(appointment, clock.now());
    if (refusal) throw new ConflictError(rescheduleRefusalMessages[refusal]);
  }

  return {
    /**
     * docs/product.md#2.11: the reservation of the customer's own appointment, whose time the
     * free days and times leave out while it is being moved; anyone else's is not found.
     */
    async movingReservationOf(user: UserRow, id: string) {
      const appointment = await repository.findAppointment(id);
      if (!appointment || appointment.userId !== user.id)
        throw new NotFoundError(appointmentMessages.appointmentNotFound);
      return appointment.reservationId;
    },

    async reschedule(user: UserRow, id: string, input: { date: string; startTime: string }) {
      const appointment = await repository.findAppointment(id);
      // Only the customer's own: anyone else's is as absent as an unknown id (as for cancelling).
      if (!appointment || appointment.userId !== user.id)
        throw new NotFoundError(appointmentMessages.appointmentNotFound);
      refuseIfFixed(appointment);
      const settings = await availability.loadSettings();
      if (closedReason(input.date, settings, availability.now()))
        throw new BadRequestError(appointmentMessages.salonClosed);
      const startsAt = salonInstant(input.date, input.startTime, timeZone);
      if (startsAt.getTime() === appointment.startsAt.getTime())
        throw new BadRequestError(rescheduleMessages.sameTime);

      const moved = await repository
        .transaction(async (tx) => {
          // Both days change; locked in date order so two moves between them cannot deadlock.
          for (const date of [...new Set([appointment.date, input.date])].sort())
            await repository.lockDay(tx, date);
          await repository.lockStatus(tx, id);
          const current = (await repository.findAppointment(id, tx))!;
          refuseIfFixed(current);
          const reservation = (await repository.findReservation(current.reservationId, tx))!;
          const lengthMs = reservation.endsAt.getTime() - reservation.startsAt.getTime();
          const endsAt = new Date(startsAt.getTime() + lengthMs);
          await repository.releaseLapsedHolds(tx, input.date, clock.now());
          const day = await availability.findSlots(input.date, lengthMs / 60_000, tx, reservation.id);
          if (!day.slots.includes(input.startTime)) throw slotTaken();
          const blockedUntil = chairFreeAt(startsAt, lengthMs / 60_000, day.settings.bufferMinutes);
          const chair = chooseFreeChair(day.reservations, day.settings.capacity, startsAt, blockedUntil);
          if (chair === undefined) throw slotTaken();
          await repository.updateReservation(tx, reservation.id, {
            date: input.date,
            chair,
            startsAt,
            endsAt,
            blockedUntil,
          });
          const row = await repository.updateAppointment(tx, id, {
            date: input.date,
            startTime: input.startTime,
            endTime: salonTimeOf(endsAt),
            startsAt,
            rescheduleCount: current.rescheduleCount + 1,
            // The 24-hour reminder goes out again, for the new time.
            reminderSentAt: null,
          });
          const { date, startTime, endTime } = current;
          // The owner's history shows the move beside the status changes (docs/architecture.md#appointment-status).
          await recordMove(tx, {
            appointmentId: id,
            from: { date, startTime },
            to: { date: input.date, startTime: input.startTime },
            moveNumber: row.rescheduleCount,
            movedBy: user.id,
            movedAt: clock.now(),
          });
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
