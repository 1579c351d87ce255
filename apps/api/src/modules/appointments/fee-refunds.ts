import type { AppointmentRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { AppointmentsRepository } from './appointments.repository.ts';
import { pastSettling } from './unsettled-holds.ts';
import type { HandHoldToOwner } from './unsettled-holds.ts';

/** A refund still in flight from its own request is left alone by the sweep this long. */
const IN_FLIGHT_GRACE_MS = 60_000;

export type FeeRefunds = ReturnType<typeof createFeeRefunds>;

/**
 * Pays back booking fees the database already says are owed (docs/decisions/0006-booking-fee-lifecycle.md).
 * The owing is recorded first, in the same transaction that decides it; the provider call
 * comes after, so a crash or a provider outage leaves a refund owed for the sweep, never a
 * refund lost and never a refunded fee that still books.
 */
export function createFeeRefunds({
  repository,
  payments,
  clock,
  handOver,
  logError,
}: {
  repository: AppointmentsRepository;
  payments: PaymentProvider;
  clock: Clock;
  /** Gives the owner a refund the provider kept refusing (docs/decisions/0024-every-hold-ends.md). */
  handOver: HandHoldToOwner;
  logError: (error: unknown, message: string) => void;
}) {
  /** True once the provider has refunded it. */
  async function refundReservation(reservationId: string, paymentIntentId: string) {
    try {
      const { refundId } = await payments.refund(paymentIntentId);
      await repository.recordReservationRefund(reservationId, refundId);
      return true;
    } catch (error) {
      logError(error, 'booking fee refund failed; the sweep retries it');
      return false;
    }
  }

  /** Returns the appointment with its refund id when the provider answered, else unchanged. */
  async function refundCancelled(appointment: AppointmentRow): Promise<AppointmentRow> {
    // A front-desk booking paid nothing online: there is nothing to give back (docs/decisions/0040-front-desk.md).
    if (appointment.paymentIntentId === null) return appointment;
    try {
      const { refundId } = await payments.refund(appointment.paymentIntentId);
      return (await repository.recordAppointmentRefund(appointment.id, refundId)) ?? appointment;
    } catch (error) {
      logError(error, 'cancellation refund failed; the sweep retries it');
      return appointment;
    }
  }

  return {
    refundReservation,
    refundCancelled,

    /** The sweep's part: every refund owed and not yet confirmed by the provider. */
    async retryOwed() {
      let refunded = 0;
      for (const reservation of await repository.reservationsOwedRefund()) {
        const paid = await refundReservation(reservation.id, reservation.paymentIntentId!);
        refunded++;
        // A day after the hold began the provider has had every chance: the owner takes it over.
        if (!paid && pastSettling(reservation, clock.now())) await handOver(reservation.id, 'refund_refused');
      }
      const before = new Date(clock.now().getTime() - IN_FLIGHT_GRACE_MS);
      for (const appointment of await repository.appointmentsOwedRefund(before)) {
        await refundCancelled(appointment);
        refunded++;
      }
      return refunded;
    },
  };
}
