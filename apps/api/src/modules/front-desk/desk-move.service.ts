import { appointmentMessages, branchMessages, frontDeskMessages as m } from '@salon/contracts';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { salonInstant } from '../../lib/salon-time.ts';
import type { AppointmentsRepository } from '../appointments/appointments.repository.ts';
import { slotTaken } from '../appointments/booking.service.ts';
import { moveToStart } from '../appointments/move-to-start.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
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
    previous: { date: string; startTime: string; endTime: string; branchId?: string },
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
 * docs/decisions/0040-front-desk.md: the owner moves a live booking to another time, stylist,
 * branch (docs/decisions/0047-back-office-per-branch.md) or several, from the day view. The
 * same checks and row move as a customer's reschedule (docs/architecture.md#booking-and-payment),
 * without the customer's limits (24 hours ahead, two moves), and not counted in the customer's
 * two; the customer is told as for any move.
 */
export function createDeskMoveService(deps: DeskMoveDeps) {
  const { repository, appointments, availability, clock, timeZone } = deps;

  /**
   * Another branch takes the visit only when open (unknown 404, closed 400) and offering every
   * service booked (400, the branch message). The visit keeps the prices the customer booked
   * (docs/decisions/0047-back-office-per-branch.md).
   */
  async function toBranch(branchId: string, services: ReadonlyArray<{ serviceId: string }>, tx: Executor) {
    const branch = await availability.branchFor(branchId, tx);
    const offered = await availability.offeredAt(branch.id);
    if (!services.every((service) => offered.has(service.serviceId)))
      throw new BadRequestError(branchMessages.serviceNotOfferedAtBranch);
  }

  return {
    async move(
      admin: UserRow,
      id: string,
      input: { date: string; startTime: string; staffId?: string | undefined; branchId?: string | undefined },
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
          const sameBranch = input.branchId === undefined || input.branchId === reservation.branchId;
          const sameTime = startsAt.getTime() === current.startsAt.getTime();
          if (sameTime && sameStylist && sameBranch) throw new BadRequestError(m.moveToSameTime);
          if (!sameBranch) await toBranch(input.branchId!, current.services, tx);
          // Another branch is another place: told, counted and reminded as a new time.
          const newTime = !sameTime || !sameBranch;
          const { row, staffId } = await moveToStart(
            tx,
            { repository: appointments, availability, clock, timeZone },
            {
              current,
              reservation,
              date: input.date,
              startTime: input.startTime,
              startsAt,
              staffId: input.staffId,
              durations,
              atDesk: true,
              newTime,
              ...(!sameBranch && { branchId: input.branchId }),
              movedBy: admin.id,
              // The salon's move leaves the customer's own two untouched (issue 27).
              movedAs: admin.role === 'staff' ? 'staff' : 'owner',
            },
          );
          const { date, startTime, endTime } = current;
          if (newTime) {
            // The moved mail and text name the stylist it is now with (docs/decisions/0037-stylist-in-messages.md),
            // and the branch with its address (docs/decisions/0045-branches.md); a move to another
            // branch names the one it left too (docs/decisions/0047-back-office-per-branch.md).
            const left = sameBranch ? {} : { branchId: reservation.branchId };
            await deps.onRescheduled(row.id, { date, startTime, endTime, ...left }, tx);
          } else {
            const from = reservation.staffId
              ? await repository.findStaff(reservation.staffId, tx)
              : undefined;
            const to = staffId ? await repository.findStaff(staffId, tx) : undefined;
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
