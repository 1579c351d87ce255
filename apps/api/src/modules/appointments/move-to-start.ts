import { calculateCartSummary, toTimeString } from '@salon/domain';
import type { Executor } from '../../db/client.ts';
import type { AppointmentRow, MovedAs, SlotReservationRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { salonClock } from '../../lib/salon-time.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import type { WantedVisit } from '../availability/judge-start.ts';
import type { AppointmentsRepository } from './appointments.repository.ts';
import { startRefused } from './booking.service.ts';
import { recordMove } from './status-history.repository.ts';

export interface MoveToStartDeps {
  repository: AppointmentsRepository;
  availability: AvailabilityService;
  clock: Clock;
  timeZone: string;
}

export interface MoveToStart {
  current: AppointmentRow;
  reservation: SlotReservationRow;
  date: string;
  startTime: string;
  startsAt: Date;
  /** Another stylist; undefined keeps the appointment's own. */
  staffId: string | undefined;
  /** The live services' catalogue lengths, for a stylist who does them at their own. */
  durations: ReadonlyMap<string, number>;
  /** The owner's front desk (docs/decisions/0040-front-desk.md): no lead time. */
  atDesk?: boolean;
  /**
   * A new time or place: counted as a move, with the reminder sent again; in the history when
   * the time changed.
   */
  newTime: boolean;
  movedBy: string;
  /** Only the customer's own moves count against their limit (issue 27). */
  movedAs: MovedAs;
  /**
   * Another branch, already found open and offering the services (the owner's desk,
   * docs/decisions/0047-back-office-per-branch.md); undefined keeps the visit's own.
   */
  branchId?: string | undefined;
}

/**
 * Places a live appointment at a new start, with its own stylist or another, in the caller's
 * transaction (which holds both days' locks and the appointment's): the one path of a
 * customer's reschedule (docs/product.md#2.11) and the owner's desk move. The same judgement
 * as a new booking decides (docs/architecture.md#availability); a new stylist does the services
 * at their own price and length (docs/decisions/0036-stylists.md). Answers the moved row and
 * the stylist it is now with.
 */
export async function moveToStart(tx: Executor, deps: MoveToStartDeps, move: MoveToStart) {
  const { repository, availability, clock, timeZone } = deps;
  const { current, reservation, date, startTime, startsAt } = move;
  const sameStylist = move.staffId === undefined || move.staffId === reservation.staffId;
  const lengthMinutes = (reservation.endsAt.getTime() - reservation.startsAt.getTime()) / 60_000;
  const visit: WantedVisit = sameStylist
    ? { kind: 'kept', staffId: reservation.staffId, durationMinutes: lengthMinutes }
    : {
        kind: 'choose',
        staffId: move.staffId,
        durationMinutes: lengthMinutes,
        // The catalogue's lengths, so the new stylist's own (or the catalogue's) apply.
        lines: current.services.map((s) => ({
          serviceId: s.serviceId,
          quantity: s.quantity,
          priceLkr: s.priceLkr,
          durationMinutes: move.durations.get(s.serviceId) ?? s.durationMinutes,
        })),
      };
  await repository.releaseLapsedHolds(tx, date, clock.now());
  const judged = await availability.judgeStart(tx, {
    date,
    startTime,
    startsAt,
    visit,
    ownReservationId: reservation.id,
    atDesk: move.atDesk,
    // A move stays at the visit's branch unless the desk sends it to another (docs/decisions/0047-back-office-per-branch.md).
    branchId: move.branchId ?? reservation.branchId,
  });
  if (judged.broken) throw startRefused(judged.broken, judged.nearestSlots);
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
    date,
    // The appointment's branch follows by its foreign key (on update cascade, migration 0039).
    branchId: judged.branchId,
    chair,
    staffId: judged.staffId,
    startsAt,
    endsAt,
    blockedUntil,
    ...(services && { services }),
  });
  const row = await repository.updateAppointment(tx, current.id, {
    date,
    startTime,
    endTime: toTimeString(salonClock(endsAt, timeZone).minutes),
    startsAt,
    // The 24-hour reminder goes out again, for the new time.
    ...(move.newTime && { rescheduleCount: current.rescheduleCount + 1, reminderSentAt: null }),
    ...(move.newTime && move.movedAs === 'customer' && { customerMoveCount: current.customerMoveCount + 1 }),
    ...(services && {
      services,
      servicesTotalLkr: calculateCartSummary(services, current.specialOffer, current.appointmentFeeLkr)
        .servicesTotal,
    }),
  });
  // The owner's history shows the move beside the status changes (docs/architecture.md#appointment-status);
  // it lists times, so a move to another branch at the same time has no line there (decision 0047).
  const timeChanged = date !== current.date || startTime !== current.startTime;
  if (move.newTime && timeChanged)
    await recordMove(tx, {
      appointmentId: current.id,
      from: { date: current.date, startTime: current.startTime },
      to: { date, startTime },
      moveNumber: row.rescheduleCount,
      movedBy: move.movedBy,
      movedAs: move.movedAs,
      movedAt: clock.now(),
    });
  return { row, staffId: judged.staffId };
}
