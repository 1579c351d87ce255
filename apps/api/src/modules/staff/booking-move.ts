import { messageRef, teamAdminMessages as m } from '@salon/contracts';
import type { MoveRefusal } from '@salon/contracts';
import type { Executor } from '../../db/client.ts';
import type { StaffRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError } from '../../lib/errors.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import { toPlacedVisit } from '../availability/stylist-fit.ts';
import type { TeamAdminRepository } from './team-admin.repository.ts';

/** What a moved customer is told (docs/architecture.md#team-admin). */
export interface StylistChange {
  appointmentId: string;
  fromName: string;
  toName: string;
}

export interface BookingMoveDeps {
  repository: TeamAdminRepository;
  /** Decides whether the colleague can take each booking: one rule with offering and booking. */
  availability: Pick<AvailabilityService, 'judgeStylist'>;
  clock: Clock;
  timeZone: string;
  /** Ends the day's lapsed holds, which the exclusion constraint still sees until released. */
  releaseLapsedHolds: (tx: Executor, date: string, now: Date) => Promise<void>;
  /** Queues the customer's "your stylist changed" mail and text, in the move's transaction. */
  onStylistChanged: (change: StylistChange, tx: Executor) => Promise<void>;
}

type Booking = Awaited<ReturnType<TeamAdminRepository['futureBookingsOf']>>[number];

/**
 * The owner's bulk move (docs/architecture.md#team-admin): every booking still to come moves
 * from one stylist to one colleague, all or none, in one transaction under each day's lock (the
 * booking code's); the per-stylist exclusion constraint backs "free". The booked times, prices
 * and lengths stay as the customer booked them. Answers how many moved.
 */
export function createBookingMove({
  repository,
  availability,
  clock,
  timeZone,
  releaseLapsedHolds,
  onStylistChanged,
}: BookingMoveDeps) {
  /**
   * Why `toId` cannot take each booking, as the owner is shown it; empty when they can take all.
   * The availability module judges, with the rule a new booking meets (docs/architecture.md#availability).
   */
  async function refusalsFor(tx: Executor, toId: string, bookings: Booking[]): Promise<MoveRefusal[]> {
    const misfits = await availability.judgeStylist(
      tx,
      toId,
      bookings.map((booking) => toPlacedVisit(booking, timeZone)),
    );
    return bookings.flatMap((booking) => {
      const reason = misfits.get(booking.reservationId);
      return reason
        ? [
            {
              appointmentId: booking.appointmentId,
              reference: booking.reference,
              date: booking.date,
              startTime: booking.startTime,
              reason,
            },
          ]
        : [];
    });
  }

  return async function move(from: StaffRow, to: StaffRow): Promise<number> {
    return repository.transaction(async (tx) => {
      // Both stylists' rows in id order, so two opposite moves cannot deadlock.
      for (const id of [from.id, to.id].sort()) await repository.lockStaff(tx, id);
      const now = clock.now();
      const bookings = await repository.futureBookingsOf(from.id, now, tx);
      if (!bookings.length) return 0;
      for (const date of [...new Set(bookings.map((booking) => booking.date))].sort()) {
        await repository.lockDay(tx, date);
        await releaseLapsedHolds(tx, date, now);
      }
      const refusals = await refusalsFor(tx, to.id, bookings);
      if (refusals.length)
        throw new ConflictError(messageRef(m.moveRefused, { name: to.name, count: refusals.length }), {
          refusals,
        });
      await repository.assignReservations(
        tx,
        bookings.map((booking) => booking.reservationId),
        to.id,
      );
      for (const booking of bookings)
        await onStylistChanged(
          { appointmentId: booking.appointmentId, fromName: from.name, toName: to.name },
          tx,
        );
      return bookings.length;
    });
  };
}
