import { appointmentMessages, rescheduleMessages, rescheduleRefusalMessages } from '@salon/contracts';
import { calculateCartSummary, closedReason, rescheduleRefusal, toTimeString } from '@salon/domain';
import type { WantedVisit } from '../availability/judge-start.ts';
import type { Executor } from '../../db/client.ts';
import type { AppointmentRow, UserRow } from '../../db/schema/index.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { salonClock, salonInstant } from '../../lib/salon-time.ts';
import type { AvailabilityService, StaffChoice } from '../availability/availability.service.ts';
import type { AppointmentsRepository } from './appointments.repository.ts';
import { slotTaken } from './booking.service.ts';
import { recordMove } from './status-history.repository.ts';

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
      return { movingReservationId: appointment.reservationId, staffId: staffId ?? ownStylist?._id };
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
          const lengthMinutes = (reservation.endsAt.getTime() - reservation.startsAt.getTime()) / 60_000;
          const visit: WantedVisit = sameStylist
            ? { kind: 'kept', staffId: reservation.staffId, durationMinutes: lengthMinutes }
            : {
                kind: 'choose',
                staffId: input.staffId,
                durationMinutes: lengthMinutes,
                // The catalogue's lengths, so the new stylist's own (or the catalogue's) apply.
                lines: current.services.map((s) => ({
                  serviceId: s.serviceId,
                  quantity: s.quantity,
                  priceLkr: s.priceLkr,
                  durationMinutes: durations.get(s.serviceId) ?? s.durationMinutes,
                })),
              };
          await repository.releaseLapsedHolds(tx, input.date, clock.now());
          const judged = await availability.judgeStart(tx, {
            date: input.date,
            startTime: input.startTime,
            startsAt,
            visit,
            ownReservationId: reservation.id,
          });
          if (judged.broken === 'dayClosed') throw new BadRequestError(appointmentMessages.salonClosed);
          if (judged.broken) throw slotTaken(judged.nearestSlots);
          const { chair, blockedUntil, durationMinutes, lines } = judged;
          const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
          const services = lines
            ? current.services.map((service, index) => ({
                ...service,
                priceLkr: lines[index]!.priceLkr,
                durationMinutes: lines[index]!.durationMinutes,
              }))
            : undefined;
          await repository.updateReservation(tx, reservation.id, {
            date: input.date,
            chair,
            staffId: judged.staffId,
            startsAt,
            endsAt,
            blockedUntil,
            ...(services && { services }),
          });
          const row = await repository.updateAppointment(tx, id, {
            date: input.date,
            startTime: input.startTime,
            endTime: salonTimeOf(endsAt),
            startsAt,
            rescheduleCount: current.rescheduleCount + 1,
            ...(services && {
              services,
              servicesTotalLkr: calculateCartSummary(
                services,
                current.specialOffer,
                current.appointmentFeeLkr,
              ).servicesTotal,
            }),
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
