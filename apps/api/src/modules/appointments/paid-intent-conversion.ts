import { appointmentMessages } from '@salon/contracts';
import { calculateCartSummary, toTimeString } from '@salon/domain';
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import type { AppointmentRow, RefundReason, SlotReservationRow } from '../../db/schema/index.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError, errorCodes, NotFoundError } from '../../lib/errors.ts';
import { salonClock } from '../../lib/salon-time.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import type { CartRepository } from '../cart/cart.repository.ts';
import type { ProviderPaymentIntent } from '../payments/payment-provider.ts';
import type { AppointmentsRepository } from './appointments.repository.ts';
import type { FeeRefunds } from './fee-refunds.ts';
import { checkBookingRules } from './booking-rules.ts';
import { recordStatusChange } from './status-history.repository.ts';

export const newReference = () => `SAL-${randomBytes(5).toString('hex').toUpperCase().slice(0, 8)}`;

export interface PaidIntentConverterDeps {
  repository: AppointmentsRepository;
  availability: AvailabilityService;
  carts: CartRepository;
  refunds: FeeRefunds;
  clock: Clock;
  timeZone: string;
  /** Queues the booking's messages in its transaction (docs/decisions/0021-durable-messages.md). */
  onBooked: (appointmentId: string, tx: Executor) => Promise<unknown>;
  /**
   * Queues the customer's and the salon's messages that a paid hold could not book and its fee
   * is refunded, in the transaction that records the refund as owed.
   */
  onRefused: (
    reservationId: string,
    times: { startTime: string; endTime: string },
    tx: Executor,
  ) => Promise<unknown>;
}

export interface ConvertOptions {
  /** A PayHere notify: the payment must land while the hold lasts (docs/decisions/0017-payhere.md). */
  holdMustBeLive?: boolean;
}

/** What the customer is told when their paid fee could not book and is paid back. */
const refusalMessage: Record<RefundReason, string> = {
  slot_gone: appointmentMessages.slotGoneRefunded,
  provider_refund: appointmentMessages.feeRefundedCannotBook,
  not_bookable: appointmentMessages.noLongerBookableRefunded,
  hold_ended: appointmentMessages.holdEndedRefunded,
  wrong_amount: appointmentMessages.feeRefundedCannotBook,
};

export function createPaidIntentConverter(deps: PaidIntentConverterDeps) {
  const { repository, availability, refunds, clock, timeZone } = deps;
  const salonTimeOf = (instant: Date) => toTimeString(salonClock(instant, timeZone).minutes);

  /**
   * Records the fee as owed back and, when this call is the one that did, queues the customer's
   * and the salon's messages with it: a repeat (a retried notify, the sweep) queues nothing.
   */
  async function refuse(
    tx: Executor,
    reservation: Pick<SlotReservationRow, 'id' | 'startsAt' | 'endsAt'>,
    reason: RefundReason,
  ) {
    const claimed = await repository.claimRefund(tx, reservation.id, reason);
    if (claimed)
      await deps.onRefused(
        reservation.id,
        { startTime: salonTimeOf(reservation.startsAt), endTime: salonTimeOf(reservation.endsAt) },
        tx,
      );
    return claimed;
  }

  /**
   * Books the reservation paid by `intent`, or refunds the fee when its slot is gone.
   * A refunded reservation or intent never books (docs/decisions/0006-booking-fee-lifecycle.md).
   */
  return async function convertPaidIntent(intent: ProviderPaymentIntent, options: ConvertOptions = {}) {
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
          await refuse(tx, current, 'provider_refund');
          return { refused: 'provider_refund', newly: true };
        }
        // The payment must be the fee the hold asked when payment started; anything else is paid back.
        if (intent.amountLkr !== current.bookingFeeLkr || intent.currency !== 'lkr') {
          await refuse(tx, current, 'wrong_amount');
          return { refused: 'wrong_amount', newly: true };
        }
        const holdLive =
          current.status === 'held' && current.holdExpiresAt !== null && current.holdExpiresAt > clock.now();
        // docs/decisions/0017-payhere.md: a hosted checkout is payable while its hold lasts; a
        // payment for a hold whose time ended (lapsed, or let go by the customer, which ends it at
        // once) is paid back. A retry after a failed attempt, inside the time, still books.
        const holdTimeOver = current.holdExpiresAt === null || current.holdExpiresAt <= clock.now();
        if (options.holdMustBeLive && holdTimeOver && current.status !== 'booked') {
          await refuse(tx, current, 'hold_ended');
          return { refused: 'hold_ended', newly: true };
        }
        // Lapsed holds of the day stop counting before the rules look at the day.
        await repository.releaseLapsedHolds(tx, current.date, clock.now());
        // Every booking rule again, as when the hold was made: the owner may have closed the day
        // or changed the hours since, and a lapsed or released hold's chair may be taken.
        const rules = await checkBookingRules(availability, tx, {
          date: current.date,
          startTime: salonTimeOf(current.startsAt),
          startsAt: current.startsAt,
          // The hold's own stylist and length (docs/decisions/0036-stylists.md).
          visit: {
            kind: 'kept',
            staffId: current.staffId,
            durationMinutes: (current.endsAt.getTime() - current.startsAt.getTime()) / 60_000,
          },
          ownReservationId: current.id,
          // At the hold's own branch (docs/decisions/0045-branches.md).
          branchId: current.branchId,
        });
        if (rules.broken) {
          // Recorded before the provider is called: from here on this fee can never book.
          const taken = rules.broken === 'noChairFree' || rules.broken === 'stylistBusy';
          const reason: RefundReason = taken ? 'slot_gone' : 'not_bookable';
          await refuse(tx, current, reason);
          return { refused: reason, newly: true };
        }
        // A live hold keeps its chair; a lapsed or released one takes a free one.
        const chair = holdLive ? current.chair : rules.chair;
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
          servicesTotalLkr: calculateCartSummary(
            current.services,
            current.specialOffer,
            current.bookingFeeLkr,
          ).servicesTotal,
          appointmentFeeLkr: current.bookingFeeLkr,
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
        // A waitlist offer books the services its entry waited for, not the cart's: the cart the
        // customer filled meanwhile stays theirs (docs/decisions/0042-waitlist.md).
        const cart = current.waitlistEntryId ? undefined : await deps.carts.findCart(current.userId, tx);
        if (cart) await deps.carts.clear(tx, cart.id);
        await deps.onBooked(appointment.id, tx);
        return { booked: appointment };
      });
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      // The constraint caught an overlap the locked check missed: the slot is gone all the same.
      const newly = await repository.transaction((tx) => refuse(tx, reservation, 'slot_gone'));
      outcome = { refused: 'slot_gone', newly };
    }
    if ('booked' in outcome) {
      return outcome.booked;
    }
    // A refund claimed earlier is already paid back or owed to the sweep: no second call.
    if (outcome.newly) await refunds.refundReservation(reservation.id, intent.id);
    throw new ConflictError(refusalMessage[outcome.refused], undefined, errorCodes.feeRefunded);
  };
}
