import { appointmentMessages, branchMessages } from '@salon/contracts';
import {
  isFeeRefundableOnCancel,
  orderVisits,
  statusMoveRefusal,
  statusUndoableUntil,
  toSalonDate,
} from '@salon/domain';
import type { AppointmentRow, AppointmentStatus, UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { Executor } from '../../db/client.ts';
import type {
  AppointmentFilters,
  AppointmentsRepository,
  NewAppointment,
} from './appointments.repository.ts';
import type { FeeRefunds } from './fee-refunds.ts';
import {
  lastStatusChange,
  lastStatusChanges,
  listMoves,
  listStatusChanges,
  recordStatusChange,
} from './status-history.repository.ts';
import type { LastStatusChange } from './status-history.repository.ts';

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
  /** How many lines the history has with this change: its messages' version. */
  version: number;
  /** True when an owner's undo made the change. */
  undo: boolean;
}

/** What an admin may undo now, if anything: the salon's last change, inside its window. */
function undoableOf(last: LastStatusChange | undefined, status: AppointmentStatus, now: Date) {
  if (!last || !last.byAdmin || last.isUndo || !last.from || last.to !== status) return null;
  const until = statusUndoableUntil(last.changedAt);
  return until.getTime() > now.getTime() ? { change: last, to: last.from, until } : null;
}

export function createAppointmentsService({
  repository,
  refunds,
  clock,
  timeZone,
  onStatusChanged = async () => {},
}: {
  repository: AppointmentsRepository;
  refunds: FeeRefunds;
  clock: Clock;
  /** The salon's zone, for the admin list's "today" (`docs/architecture.md#running`). */
  timeZone: string;
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
    const version = await recordStatusChange(tx, {
      appointmentId: id,
      from,
      to,
      changedBy: changedBy.id,
      refunded,
      changedAt: clock.now(),
    });
    return { row, from, version };
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
  /**
   * Cancels inside the caller's transaction: claims the row, frees the chair and queues the
   * messages. Undefined when the row may no longer be cancelled. The refund, when owed, is the
   * caller's to send after the commit (`refunds.refundCancelled`).
   */
  async function cancelIn(tx: Executor, appointment: AppointmentRow, refund: boolean, by: Actor) {
    const now = clock.now();
    // docs/decisions/0017-payhere.md: a charged-back fee is back with the customer already; a
    // refund on top would pay them twice, so none is owed, whoever cancels. Read under the
    // row lock, so a chargeback recorded meanwhile is seen.
    if (refund && (await repository.lockChargeback(tx, appointment.id))) refund = false;
    // A front-desk booking paid no fee online, so none is owed back (docs/decisions/0040-front-desk.md).
    if (appointment.paymentIntentId === null) refund = false;
    const changed = await transition(
      tx,
      appointment.id,
      'cancelled',
      { cancelledAt: now, refundRequestedAt: refund ? now : null },
      by.user,
      refund,
    );
    if (!changed) return undefined;
    await repository.updateReservation(tx, changed.row.reservationId, { status: 'released' });
    const event = {
      from: changed.from,
      to: 'cancelled' as const,
      refunded: refund,
      byAdmin: by.byAdmin,
      version: changed.version,
      undo: false,
    };
    await onStatusChanged({ appointmentId: appointment.id, ...event }, tx);
    return { row: changed.row, refund };
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
    const cancelled = await repository.transaction((tx) => cancelIn(tx, appointment, refund, by));
    if (!cancelled) throw new ConflictError(conflictMessage);
    const row = cancelled.refund ? await refunds.refundCancelled(cancelled.row) : cancelled.row;
    return { appointment: row, refunded: cancelled.refund, chargedBack: row.chargedBackAt !== null };
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

    /** The owner's list; at one branch, or every branch's (docs/decisions/0047-back-office-per-branch.md). */
    async listFiltered(filters: AppointmentFilters) {
      // A branch that never existed is not found; a closed one's bookings stay listed.
      if (filters.branchId && !(await repository.branchExists(filters.branchId)))
        throw new NotFoundError(branchMessages.branchNotFound);
      return repository.listFiltered(filters, { today: toSalonDate(clock.now(), timeZone) });
    },

    /**
     * The salon cancels a booking inside the caller's transaction (a closure's save), as the
     * owner's cancel does: the fee comes back (unless charged back), the customer is told.
     * Answers the row and whether to refund it after the commit, or undefined when it may no
     * longer be cancelled.
     */
    cancelBySalonIn: (tx: Executor, appointment: AppointmentRow, admin: UserRow) =>
      cancelIn(tx, appointment, true, { user: admin, byAdmin: true }),

    /** Sends the refunds owed by `cancelBySalonIn` once its transaction committed (the sweep retries a failure). */
    refundCancelled: (row: AppointmentRow) => refunds.refundCancelled(row),

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
            {
              appointmentId: id,
              from: moved.from,
              to: status,
              refunded: null,
              byAdmin: true,
              version: moved.version,
              undo: false,
            },
            tx,
          );
        return moved;
      });
      if (!changed) throw new ConflictError(appointmentMessages.transitionNotAllowed);
      return { appointment: changed.row, refunded: null };
    },

    /**
     * docs/decisions/0025-status-undo.md: takes back the salon's last status change within 24
     * hours. A cancellation comes back only if its chair and time are still free and no refund
     * was owed (one that went out or is on its way stays refunded: the undo is refused).
     */
    async undoStatus(admin: UserRow, id: string) {
      const appointment = await repository.findAppointment(id);
      if (!appointment) throw new NotFoundError(appointmentMessages.appointmentNotFound);
      const undone = await repository
        .transaction(async (tx) => {
          // The day first, as a booking and a move take it, so none of them wait on each other in a cycle.
          await repository.lockDay(tx, appointment.date);
          const status = await repository.lockStatus(tx, id);
          const current = (await repository.findAppointment(id, tx))!;
          const last = await lastStatusChange(tx, id);
          const now = clock.now();
          if (!last || !last.byAdmin || last.isUndo || !last.from || last.to !== status)
            throw new ConflictError(appointmentMessages.nothingToUndo);
          const undoable = undoableOf(last, status, now);
          if (!undoable) throw new ConflictError(appointmentMessages.undoWindowPassed);
          if (status === 'cancelled') {
            if (current.refundRequestedAt || current.refundId)
              throw new ConflictError(appointmentMessages.undoRefundedCancel);
            await repository.releaseLapsedHolds(tx, current.date, now);
            // The exclusion constraint says whether the chair is still free at this time.
            await repository.updateReservation(tx, current.reservationId, { status: 'booked' });
          }
          const row = await repository.changeStatusIf(tx, id, [status!], {
            status: undoable.to,
            ...(status === 'cancelled' && { cancelledAt: null }),
          });
          const version = await recordStatusChange(tx, {
            appointmentId: id,
            from: status!,
            to: undoable.to,
            changedBy: admin.id,
            refunded: null,
            changedAt: now,
            undoesChangeId: last.id,
          });
          await onStatusChanged(
            {
              appointmentId: id,
              from: status!,
              to: undoable.to,
              refunded: null,
              byAdmin: true,
              version,
              undo: true,
            },
            tx,
          );
          return row!;
        })
        .catch((error: unknown) => {
          if (isExclusionViolation(error)) throw new ConflictError(appointmentMessages.undoChairTaken);
          throw error;
        });
      return { appointment: undone, refunded: null };
    },

    /** Who does each appointment, by id; absent: no stylist (docs/decisions/0036-stylists.md). */
    staffOf: (rows: ReadonlyArray<Pick<AppointmentRow, 'id'>>) =>
      repository.staffOf(rows.map((row) => row.id)),
    /** Where each appointment is (docs/decisions/0045-branches.md), by appointment id. */
    branchOf: (rows: ReadonlyArray<Pick<AppointmentRow, 'id'>>) =>
      repository.branchOf(rows.map((row) => row.id)),
    /** The branch of one visit, for a manager's scope (docs/decisions/0049-branch-manager.md). */
    branchIdOf: async (id: string) => (await repository.branchOf([id])).get(id)?._id,

    /** The undo an admin may make now on each appointment, or null (shown on its row and in its drawer). */
    async undoableNow(rows: Pick<AppointmentRow, 'id' | 'status'>[]) {
      const last = await lastStatusChanges(
        repository.db,
        rows.map((row) => row.id),
      );
      return new Map(
        rows.map((row) => {
          const undoable = undoableOf(last.get(row.id), row.status, clock.now());
          return [row.id, undoable && { to: undoable.to, until: undoable.until.toISOString() }] as const;
        }),
      );
    },

    /** The admin's view of one appointment: its chair, every status it has had and every move. */
    async detail(id: string) {
      const appointment = await repository.findAppointment(id);
      if (!appointment) throw new NotFoundError(appointmentMessages.appointmentNotFound);
      const [chair, history, moves, customer, last] = await Promise.all([
        repository.findChair(appointment.reservationId),
        listStatusChanges(repository.db, id),
        listMoves(repository.db, id),
        repository.findCustomer(appointment.userId),
        lastStatusChange(repository.db, id),
      ]);
      const undoable = undoableOf(last, appointment.status, clock.now());
      // The reservation is a required reference of every appointment, so its chair is there.
      return {
        appointment,
        chair: chair!,
        history,
        moves,
        customer: customer!,
        undoable: undoable && { to: undoable.to, until: undoable.until.toISOString() },
      };
    },
  };
}
