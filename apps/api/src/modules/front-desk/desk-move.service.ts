import { appointmentMessages, frontDeskMessages as m } from '@salon/contracts';
import { calculateCartSummary, toTimeString } from '@salon/domain';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { salonClock, salonInstant } from '../../lib/salon-time.ts';
import type { AppointmentsRepository } from '../appointments/appointments.repository.ts';
import { slotTaken } from '../appointments/booking.service.ts';
import { recordMove } from '../appointments/status-history.repository.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import type { WantedVisit } from '../availability/judge-start.ts';
import type { FrontDeskRepository } from './front-desk.repository.ts';

export interface DeskMoveDeps {
  repository: FrontDeskRepository;
  appointments: AppointmentsRepository;
  availability: AvailabilityService;
  clock: Clock;
  timeZone: string;
  /** The customer's "moved" mail and text, queued in the move's transaction. */
  onRescheduled: (
    appointmentId: string,
    previous: { date: string; startTime: string; endTime: string },
    tx: Executor,
  ) => Promise<unknown>;
  /** The customer's "your stylist changed" mail and text, for a move that keeps the time. */
  onStylistChanged: (
    change: { appointmentId: string; fromName: string; toName: string },
    tx: Executor,
  ) => Promise<unknown>;
}

export type DeskMoveService = ReturnType<typeof createDeskMoveService>;

/**
 * docs/decisions/0040-front-desk.md: the owner moves a live booking to another time, stylist or
 * both, from the day view. The same checks and row move as a customer's reschedule
 * (docs/architecture.md#booking-and-payment), without the customer's limits (24 hours ahead,
 * two moves); the customer is told as for any move.
 */
export function createDeskMoveService(deps: DeskMoveDeps) {
  const { repository, appointments, availability, clock, timeZone } = deps;
  const salonTimeOf = (instant: Date) => toTimeString(salonClock(instant, timeZone).minutes);

  return {
    async move(
      admin: UserRow,
      id: string,
      input: { date: string; startTime: string; staffId?: string | undefined },
    ) {
      const appointment = await appointments.findAppointment(id);
      if (!appointment) throw new NotFoundError(appointmentMessages.appointmentNotFound);
      const startsAt = salonInstant(input.date, input.startTime, timeZone);
      const durations = await availability.liveDurations();
      return appointments
        .transaction(async (tx) => {
          // Both days change; locked in date order so two moves between them cannot deadlock.
          for (const date of [...new Set([appointment.date, input.date])].sort())
            await appointments.lockDay(tx, date);
          await appointments.lockStatus(tx, id);
          const current = (await appointments.findAppointment(id, tx))!;
          if (current.status !== 'pending' && current.status !== 'confirmed')
            throw new ConflictError(m.moveNotLive);
          const reservation = (await appointments.findReservation(current.reservationId, tx))!;
          const sameStylist = input.staffId === undefined || input.staffId === reservation.staffId;
          const sameTime = startsAt.getTime() === current.startsAt.getTime();
          if (sameTime && sameStylist) throw new BadRequestError(m.moveToSameTime);
          const lengthMinutes = (reservation.endsAt.getTime() - reservation.startsAt.getTime()) / 60_000;
          const visit: WantedVisit = sameStylist
            ? { kind: 'kept', staffId: reservation.staffId, durationMinutes: lengthMinutes }
            : {
                kind: 'choose',
                staffId: input.staffId,
                durationMinutes: lengthMinutes,
                lines: current.services.map((s) => ({
                  serviceId: s.serviceId,
                  quantity: s.quantity,
                  priceLkr: s.priceLkr,
                  durationMinutes: durations.get(s.serviceId) ?? s.durationMinutes,
                })),
              };
          await appointments.releaseLapsedHolds(tx, input.date, clock.now());
          const judged = await availability.judgeStart(tx, {
            date: input.date,
            startTime: input.startTime,
            startsAt,
            visit,
            ownReservationId: reservation.id,
            atDesk: true,
          });
          if (judged.broken === 'dayClosed') throw new BadRequestError(appointmentMessages.salonClosed);
          if (judged.broken) throw slotTaken(judged.nearestSlots);
          const { chair, blockedUntil, durationMinutes, lines } = judged;
          const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
          // A new stylist does it at their own price and length (docs/decisions/0036-stylists.md).
          const services = lines
            ? current.services.map((service, index) => ({
                ...service,
                priceLkr: lines[index]!.priceLkr,
                durationMinutes: lines[index]!.durationMinutes,
              }))
            : undefined;
          await appointments.updateReservation(tx, reservation.id, {
            date: input.date,
            chair,
            staffId: judged.staffId,
            startsAt,
            endsAt,
            blockedUntil,
            ...(services && { services }),
          });
          const row = await appointments.updateAppointment(tx, id, {
            date: input.date,
            startTime: input.startTime,
            endTime: salonTimeOf(endsAt),
            startsAt,
            ...(!sameTime && { rescheduleCount: current.rescheduleCount + 1, reminderSentAt: null }),
            ...(services && {
              services,
              servicesTotalLkr: calculateCartSummary(
                services,
                current.specialOffer,
                current.appointmentFeeLkr,
              ).servicesTotal,
            }),
          });
          const { date, startTime, endTime } = current;
          if (!sameTime) {
            await recordMove(tx, {
              appointmentId: id,
              from: { date, startTime },
              to: { date: input.date, startTime: input.startTime },
              moveNumber: row.rescheduleCount,
              movedBy: admin.id,
              movedAt: clock.now(),
            });
            // The moved mail and text name the stylist it is now with (docs/decisions/0037-stylist-in-messages.md).
            await deps.onRescheduled(row.id, { date, startTime, endTime }, tx);
          } else {
            const from = reservation.staffId
              ? await repository.findStaff(reservation.staffId, tx)
              : undefined;
            const to = judged.staffId ? await repository.findStaff(judged.staffId, tx) : undefined;
            await deps.onStylistChanged(
              { appointmentId: row.id, fromName: from?.name ?? '', toName: to?.name ?? '' },
              tx,
            );
          }
          return row;
        })
        .catch((error: unknown) => {
          if (isExclusionViolation(error)) throw slotTaken();
          throw error;
        });
    },
  };
}
