import { appointmentMessages } from '@salon/contracts';
import type { AppointmentRow, AppointmentStatus, UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { AppointmentFilters, AppointmentsRepository } from './appointments.repository.ts';
import type { FeeRefunds } from './fee-refunds.ts';

const REFUND_NOTICE_MS = 24 * 60 * 60 * 1000;

/** docs/architecture.md#appointment-status: where each status may go next; the others are final. */
const TRANSITIONS: Record<AppointmentStatus, AppointmentStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled', 'no-show'],
  completed: [],
  cancelled: [],
  'no-show': [],
};

export const canTransition = (from: AppointmentStatus, to: AppointmentStatus) =>
  TRANSITIONS[from].includes(to);

/** The statuses from which `to` may be reached. */
const sourcesOf = (to: AppointmentStatus) =>
  (Object.keys(TRANSITIONS) as AppointmentStatus[]).filter((from) => canTransition(from, to));

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;

export function createAppointmentsService({
  repository,
  refunds,
  clock,
  onStatusChanged,
}: {
  repository: AppointmentsRepository;
  refunds: FeeRefunds;
  clock: Clock;
  /** Called after commit of a customer cancel and of an admin status change (mails, never undoing it). */
  onStatusChanged?: (event: {
    appointmentId: string;
    from: AppointmentStatus;
    to: AppointmentStatus;
    refunded: boolean | null;
    byAdmin: boolean;
  }) => void;
}) {
  /** Every user-owned row is read through the session's user (admins see all). */
  async function findVisible(user: UserRow, id: string) {
    const appointment = await repository.findAppointment(id);
    if (!appointment || (user.role !== 'admin' && appointment.userId !== user.id))
      throw new NotFoundError(appointmentMessages.appointmentNotFound);
    return appointment;
  }

  /**
   * Exactly one of simultaneous cancellations wins (docs/decisions/0006-booking-fee-lifecycle.md):
   * the conditional update claims the row and records that a refund is owed, in one
   * transaction with freeing the chair. Only the winner then calls the provider; if that call
   * fails the cancellation stands and the sweep retries the refund it finds owed.
   */
  async function cancelOnce(appointment: AppointmentRow, refund: boolean, conflictMessage: string) {
    const now = clock.now();
    const cancelled = await repository.transaction(async (tx) => {
      const claimed = await repository.changeStatusIf(tx, appointment.id, sourcesOf('cancelled'), {
        status: 'cancelled',
        cancelledAt: now,
        refundRequestedAt: refund ? now : null,
      });
      if (claimed) await repository.updateReservation(tx, claimed.reservationId, { status: 'released' });
      return claimed;
    });
    if (!cancelled) throw new ConflictError(conflictMessage);
    return refund ? refunds.refundCancelled(cancelled) : cancelled;
  }

  return {
    listMine: (user: UserRow) => repository.listOfUser(user.id),
    get: findVisible,

    /** Customers cancel their own pending or confirmed bookings; 24 h ahead, the fee comes back. */
    async cancel(user: UserRow, id: string) {
      const appointment = await findVisible(user, id);
      if (appointment.userId !== user.id) throw new NotFoundError(appointmentMessages.appointmentNotFound);
      if (!canTransition(appointment.status, 'cancelled'))
        throw new ConflictError(appointmentMessages.cannotCancel);
      const refund = appointment.startsAt.getTime() - clock.now().getTime() >= REFUND_NOTICE_MS;
      const cancelled = await cancelOnce(appointment, refund, appointmentMessages.cannotCancel);
      onStatusChanged?.({
        appointmentId: id,
        from: appointment.status,
        to: 'cancelled',
        refunded: refund,
        byAdmin: false,
      });
      return cancelled;
    },

    listFiltered: (filters: AppointmentFilters) => repository.listFiltered(filters),

    async changeStatus(id: string, status: AppointmentStatus) {
      const appointment = await repository.findAppointment(id);
      if (!appointment) throw new NotFoundError(appointmentMessages.appointmentNotFound);
      if (!canTransition(appointment.status, status))
        throw new ConflictError(appointmentMessages.transitionNotAllowed);
      // The salon cancelling keeps the customer whole: the fee is always refunded.
      const changed =
        status === 'cancelled'
          ? await cancelOnce(appointment, true, appointmentMessages.transitionNotAllowed)
          : await repository.changeStatusIf(repository.db, id, sourcesOf(status), { status });
      if (!changed) throw new ConflictError(appointmentMessages.transitionNotAllowed);
      onStatusChanged?.({
        appointmentId: id,
        from: appointment.status,
        to: status,
        refunded: status === 'cancelled' ? true : null,
        byAdmin: true,
      });
      return changed;
    },
  };
}
