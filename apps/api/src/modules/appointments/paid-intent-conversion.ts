import { appointmentMessages } from '@salon/contracts';
import { BOOKING_FEE_LKR, calculateCartSummary, chooseFreeChair, toTimeString } from '@salon/domain';
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import type { AppointmentRow, RefundReason } from '../../db/schema/index.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError, errorCodes, NotFoundError } from '../../lib/errors.ts';
import { salonClock } from '../../lib/salon-time.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import type { CartRepository } from '../cart/cart.repository.ts';
import type { ProviderPaymentIntent } from '../payments/payment-provider.ts';
import type { AppointmentsRepository } from './appointments.repository.ts';
import type { FeeRefunds } from './fee-refunds.ts';
import { recordStatusChange } from './status-history.ts';

const newReference = () => `SAL-${randomBytes(5).toString('hex').toUpperCase().slice(0, 8)}`;

export interface PaidIntentConverterDeps {
  repository: AppointmentsRepository;
  availability: AvailabilityService;
  carts: CartRepository;
  refunds: FeeRefunds;
  clock: Clock;
  timeZone: string;
  /** Queues the booking's messages in its transaction (docs/decisions/0021-durable-messages.md). */
  onBooked: (appointmentId: string, tx: Executor) => Promise<unknown>;
}

export function createPaidIntentConverter(deps: PaidIntentConverterDeps) {
  const { repository, availability, refunds, clock, timeZone } = deps;
  const salonTimeOf = (instant: Date) => toTimeString(salonClock(instant, timeZone).minutes);

  /**
   * Books the reservation paid by `intent`, or refunds the fee when its slot is gone.
   * A refunded reservation or intent never books (docs/decisions/0006-booking-fee-lifecycle.md).
   */
  return async function convertPaidIntent(intent: ProviderPaymentIntent) {
    const existing = await repository.findAppointmentByIntent(intent.id);
    if (existing) return existing;
    const reservation = await repository.findReservationByIntent(intent.id);
    if (!reservation) throw new NotFoundError(appointmentMessages.paymentNotFound);
    type Outcome = { booked: AppointmentRow } | { refused: RefundReason; newly: boolean };
    let outcome: Outcome;
    try {
      outcome = await repository.transaction(async (tx): Promise<Outcome> => {
        await repository.lockDay(tx, reservation.date);
        const again = await repository.findAppointmentByIntent(intent.id, tx);
        if (again) return { booked: again };
        const current = (await repository.findReservationByIntent(intent.id, tx))!;
        if (current.status === 'refunded')
          return { refused: current.refundReason ?? 'slot_gone', newly: false };
        if (intent.refunded) {
          await repository.claimRefund(tx, current.id, 'provider_refund');
          return { refused: 'provider_refund', newly: true };
        }
        const holdLive =
          current.status === 'held' && current.holdExpiresAt !== null && current.holdExpiresAt > clock.now();
        let chair = current.chair;
        if (!holdLive && current.status !== 'booked') {
          // The hold lapsed (or was released) before the payment landed: a paid, unrefunded
          // fee still books the same time if a chair is free; otherwise it is refunded.
          await repository.releaseLapsedHolds(tx, current.date, clock.now());
          const { settings, reservations } = await availability.findSlots(current.date, 0, tx);
          const free = chooseFreeChair(
            reservations,
            settings.capacity,
            current.startsAt,
            current.blockedUntil,
            current.id,
          );
          if (free === undefined) {
            // Recorded before the provider is called: from here on this fee can never book.
            await repository.claimRefund(tx, current.id, 'slot_gone');
            return { refused: 'slot_gone', newly: true };
          }
          chair = free;
        }
        await repository.updateReservation(tx, current.id, { status: 'booked', chair, holdExpiresAt: null });
        // The owner may have chosen that a paid booking needs no confirming by hand.
        const status = (await repository.isAutoConfirmOn(tx)) ? 'confirmed' : 'pending';
        const appointment = await repository.insertAppointment(tx, {
          reference: newReference(),
          userId: current.userId,
          reservationId: current.id,
          date: current.date,
          startTime: salonTimeOf(current.startsAt),
          endTime: salonTimeOf(current.endsAt),
          startsAt: current.startsAt,
          status,
          services: current.services,
          specialOffer: current.specialOffer,
          notes: current.notes,
          servicesTotalLkr: calculateCartSummary(current.services, current.specialOffer).servicesTotal,
          appointmentFeeLkr: BOOKING_FEE_LKR,
          paymentIntentId: intent.id,
          // The clock's time, not the database's: the owner's bookings-per-day chart counts in it.
          createdAt: clock.now(),
        });
        await recordStatusChange(tx, {
          appointmentId: appointment.id,
          from: null,
          to: status,
          changedBy: null,
          refunded: null,
          changedAt: clock.now(),
        });
        const cart = await deps.carts.findCart(current.userId, tx);
        if (cart) await deps.carts.clear(tx, cart.id);
        await deps.onBooked(appointment.id, tx);
        return { booked: appointment };
      });
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      // The constraint caught an overlap the locked check missed: the slot is gone all the same.
      await repository.claimRefund(repository.db, reservation.id, 'slot_gone');
      outcome = { refused: 'slot_gone', newly: true };
    }
    if ('booked' in outcome) {
      return outcome.booked;
    }
    // A refund claimed earlier is already paid back or owed to the sweep: no second call.
    if (outcome.newly) await refunds.refundReservation(reservation.id, intent.id);
    throw new ConflictError(
      outcome.refused === 'slot_gone'
        ? appointmentMessages.slotGoneRefunded
        : appointmentMessages.feeRefundedCannotBook,
      undefined,
      errorCodes.feeRefunded,
    );
  };
}
