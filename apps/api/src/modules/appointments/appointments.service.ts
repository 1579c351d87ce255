import { appointmentMessages } from '@salon/contracts';
import { isFeeRefundableOnCancel, orderVisits, statusMoveRefusal } from '@salon/domain';
import type { AppointmentRow, AppointmentStatus, UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { Executor } from '../../db/client.ts';
import type {
  AppointmentFilters,
  AppointmentsRepository,
  NewAppointment,
} from './appointments.repository.ts';
import type { FeeRefunds } from './fee-refunds.ts';
import { listStatusChanges, recordStatusChange } from './status-history.ts';

/**
 * docs/architecture.md#appointment-status: where each status may go next (the others are
 * final), by the status alone; the start time is checked by `statusMoveRefusal` where it matters.
 */
export const canTransition = (from: AppointmentStatus, to: AppointmentStatus) =>
  statusMoveRefusal(from, to, new Date(0), new Date(0)) !== 'not-allowed';

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;

/** A committed status change, for whoever tells the customer or the salon about it. */
export interface StatusChangedEvent {
  appointmentId: string;
  from: AppointmentStatus;
  to: AppointmentStatus;
  /** For a cancellation: whether the booking fee goes back; null otherwise. */
  refunded: boolean | null;
  byAdmin: boolean;
}

export function createAppointmentsService({
  repository,
  refunds,
  clock,
  onStatusChanged = async () => {},
}: {
  repository: AppointmentsRepository;
  refunds: FeeRefunds;
  clock: Clock;
  /**
   * Queues the change's messages in its transaction (docs/decisions/0021-durable-messages.md):
   * they commit with it or not at all; sending them is the job queue's, never this request's.
   */
  onStatusChanged?: (event: StatusChangedEvent, tx: Executor) => Promise<unknown>;
}) {
  /**
   * Moves the row on from the status it has under the row lock, and writes that step into its
   * history in the same transaction. Undefined when the status it finds may not go to `to`.
   */
  async function transition(
    tx: Executor,
    id: string,
    to: AppointmentStatus,
    changes: Partial<NewAppointment>,
    changedBy: UserRow,
    refunded: boolean | null,
  ) {
    const from = await repository.lockStatus(tx, id);
    if (!from || !canTransition(from, to)) return undefined;
    const row = await repository.changeStatusIf(tx, id, [from], { ...changes, status: to });
    if (!row) return undefined;
    // Read again under the row lock: a move that lands meanwhile may have put the visit ahead.
    // Throwing rolls the update back with the transaction.
    if (statusMoveRefusal(from, to, row.startsAt, clock.now()) === 'not-started')
      throw new ConflictError(appointmentMessages.visitNotStarted);
    await recordStatusChange(tx, {
      appointmentId: id,
      from,
      to,
      changedBy: changedBy.id,
      refunded,
      changedAt: clock.now(),
    });
    return { row, from };
  }

  /** Who changes a status, and in which capacity (an admin may also cancel their own booking). */
  interface Actor {
    user: UserRow;
    byAdmin: boolean;
  }

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
  async function cancelOnce(
    appointment: AppointmentRow,
    refund: boolean,
    conflictMessage: string,
    by: Actor,
  ) {
    const now = clock.now();
    const cancelled = await repository.transaction(async (tx) => {
      // docs/decisions/0017-payhere.md: a charged-back fee is back with the customer already; a
      // refund on top would pay them twice, so none is owed, whoever cancels. Read under the
      // row lock, so a chargeback recorded meanwhile is seen.
      if (refund && (await repository.lockChargeback(tx, appointment.id))) refund = false;
      const changed = await transition(
        tx,
        appointment.id,
        'cancelled',
        { cancelledAt: now, refundRequestedAt: refund ? now : null },
        by.user,
        refund,
      );
      if (!changed) return changed;
      await repository.updateReservation(tx, changed.row.reservationId, { status: 'released' });
      const event = { from: changed.from, to: 'cancelled' as const, refunded: refund, byAdmin: by.byAdmin };
      await onStatusChanged({ appointmentId: appointment.id, ...event }, tx);
      return changed;
    });
    if (!cancelled) throw new ConflictError(conflictMessage);
    const row = refund ? await refunds.refundCancelled(cancelled.row) : cancelled.row;
    return { appointment: row, refunded: refund, chargedBack: row.chargedBackAt !== null };
  }

  return {
    /** docs/product.md#2.11: upcoming visits first (soonest first), then past ones (latest first). */
    listMine: async (user: UserRow) =>
      orderVisits(await repository.listOfUser(user.id), (row) => row.startsAt, clock.now()),
    get: findVisible,

    /**
     * Customers cancel their own pending or confirmed bookings; 24 h ahead, the fee comes back.
     * Answers the cancelled row and whether its fee is refunded.
     */
    async cancel(user: UserRow, id: string) {
      const appointment = await findVisible(user, id);
      if (appointment.userId !== user.id) throw new NotFoundError(appointmentMessages.appointmentNotFound);
      if (!canTransition(appointment.status, 'cancelled'))
        throw new ConflictError(appointmentMessages.cannotCancel);
      // docs/product.md#2.11: a visit whose time has come is the salon's to settle.
      if (appointment.startsAt.getTime() <= clock.now().getTime())
        throw new ConflictError(appointmentMessages.cannotCancelPast);
      const refund = isFeeRefundableOnCancel(appointment.startsAt, clock.now());
      return cancelOnce(appointment, refund, appointmentMessages.cannotCancel, { user, byAdmin: false });
    },

    listFiltered: (filters: AppointmentFilters) => repository.listFiltered(filters),

    /** An admin's change (docs/architecture.md#appointment-status); `refunded` is null unless cancelled. */
    async changeStatus(admin: UserRow, id: string, status: AppointmentStatus) {
      const appointment = await repository.findAppointment(id);
      if (!appointment) throw new NotFoundError(appointmentMessages.appointmentNotFound);
      // One rule with the back office's buttons (packages/domain status-moves): completed and
      // no-show only once the visit's start time has passed.
      const refusal = statusMoveRefusal(appointment.status, status, appointment.startsAt, clock.now());
      if (refusal === 'not-started') throw new ConflictError(appointmentMessages.visitNotStarted);
      if (refusal) throw new ConflictError(appointmentMessages.transitionNotAllowed);
      // The salon cancelling keeps the customer whole: the fee is always refunded.
      if (status === 'cancelled')
        return cancelOnce(appointment, true, appointmentMessages.transitionNotAllowed, {
          user: admin,
          byAdmin: true,
        });
      const changed = await repository.transaction(async (tx) => {
        const moved = await transition(tx, id, status, {}, admin, null);
        if (moved)
          await onStatusChanged(
            { appointmentId: id, from: moved.from, to: status, refunded: null, byAdmin: true },
            tx,
          );
        return moved;
      });
      if (!changed) throw new ConflictError(appointmentMessages.transitionNotAllowed);
      return { appointment: changed.row, refunded: null };
    },

    /** The admin's view of one appointment: its chair and every status it has had. */
    async detail(id: string) {
      const appointment = await repository.findAppointment(id);
      if (!appointment) throw new NotFoundError(appointmentMessages.appointmentNotFound);
      const [chair, history, customer] = await Promise.all([
        repository.findChair(appointment.reservationId),
        listStatusChanges(repository.db, id),
        repository.findCustomer(appointment.userId),
      ]);
      // The reservation is a required reference of every appointment, so its chair is there.
      return { appointment, chair: chair!, history, customer: customer! };
    },
  };
}
