import type { AppointmentMove, Role, StatusChange } from '@salon/contracts';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appointmentMoves, appointmentStatusChanges, users } from '../../db/schema/index.ts';
import type { AppointmentStatus, MovedAs } from '../../db/schema/index.ts';

export interface NewStatusChange {
  appointmentId: string;
  from: AppointmentStatus | null;
  to: AppointmentStatus;
  /** Null when the system made the change (booking, automatic confirmation). */
  changedBy: string | null;
  refunded: boolean | null;
  changedAt: Date;
  /** For an owner's undo: the change it takes back. */
  undoesChangeId?: string;
}

/**
 * The owner's history of a booking (docs/architecture.md#appointment-status). Always written
 * with the executor of the transaction that changes the status, so a change and its line in
 * the history commit or vanish together. Answers how many lines the history has now: the
 * version the change's messages are keyed by, so a later undo or redo mails again.
 */
export async function recordStatusChange(executor: Executor, change: NewStatusChange) {
  await executor.insert(appointmentStatusChanges).values({
    appointmentId: change.appointmentId,
    fromStatus: change.from,
    toStatus: change.to,
    changedBy: change.changedBy,
    refunded: change.refunded,
    changedAt: change.changedAt,
    undoesChangeId: change.undoesChangeId ?? null,
  });
  const [row] = await executor
    .select({ lines: count() })
    .from(appointmentStatusChanges)
    .where(eq(appointmentStatusChanges.appointmentId, change.appointmentId));
  return row!.lines;
}

/** The newest line of each appointment's history, with whether an admin wrote it, by appointment. */
export async function lastStatusChanges(executor: Executor, appointmentIds: string[]) {
  if (appointmentIds.length === 0) return new Map<string, LastStatusChange>();
  const rows = await executor
    .select({
      appointmentId: appointmentStatusChanges.appointmentId,
      id: appointmentStatusChanges.id,
      from: appointmentStatusChanges.fromStatus,
      to: appointmentStatusChanges.toStatus,
      changedAt: appointmentStatusChanges.changedAt,
      undoes: appointmentStatusChanges.undoesChangeId,
      byRole: users.role,
    })
    .from(appointmentStatusChanges)
    .leftJoin(users, eq(users.id, appointmentStatusChanges.changedBy))
    .where(inArray(appointmentStatusChanges.appointmentId, appointmentIds))
    .orderBy(
      appointmentStatusChanges.appointmentId,
      desc(appointmentStatusChanges.changedAt),
      desc(appointmentStatusChanges.position),
    );
  // Newest first within each appointment: the first row seen of each is its last change.
  // Histories are a handful of lines, so reading them whole is cheaper than a window query.
  const last = new Map<string, LastStatusChange>();
  for (const row of rows)
    if (!last.has(row.appointmentId))
      last.set(row.appointmentId, {
        id: row.id,
        from: row.from,
        to: row.to,
        changedAt: row.changedAt,
        isUndo: row.undoes !== null,
        // A stylist's mark on their own visit is the salon's change too, which the owner may undo
        // (docs/decisions/0039-staff-accounts.md).
        // A manager's change, at the desk of their branch, is the salon's as well (docs/decisions/0049-branch-manager.md).
        byAdmin: row.byRole === 'admin' || row.byRole === 'staff' || row.byRole === 'manager',
      });
  return last;
}

export interface LastStatusChange {
  id: string;
  from: AppointmentStatus | null;
  to: AppointmentStatus;
  changedAt: Date;
  /** Written by an owner's undo (which is not itself undone). */
  isUndo: boolean;
  byAdmin: boolean;
}

export const lastStatusChange = async (executor: Executor, appointmentId: string) =>
  (await lastStatusChanges(executor, [appointmentId])).get(appointmentId);

const personOf = (row: { userId: string | null; userName: string | null; userRole: Role | null }) =>
  row.userId && row.userName && row.userRole
    ? { _id: row.userId, name: row.userName, role: row.userRole }
    : null;

/** Every change of one appointment, oldest first (in the order written), with who made it. */
export async function listStatusChanges(executor: Executor, appointmentId: string): Promise<StatusChange[]> {
  const rows = await executor
    .select({
      from: appointmentStatusChanges.fromStatus,
      to: appointmentStatusChanges.toStatus,
      refunded: appointmentStatusChanges.refunded,
      changedAt: appointmentStatusChanges.changedAt,
      undoes: appointmentStatusChanges.undoesChangeId,
      userId: users.id,
      userName: users.name,
      userRole: users.role,
    })
    .from(appointmentStatusChanges)
    .leftJoin(users, eq(users.id, appointmentStatusChanges.changedBy))
    .where(eq(appointmentStatusChanges.appointmentId, appointmentId))
    .orderBy(asc(appointmentStatusChanges.changedAt), asc(appointmentStatusChanges.position));
  return rows.map((row) => ({
    from: row.from,
    to: row.to,
    changedBy: personOf(row),
    refunded: row.refunded,
    changedAt: row.changedAt.toISOString(),
    undo: row.undoes !== null,
  }));
}

export interface NewMove {
  appointmentId: string;
  from: { date: string; startTime: string };
  to: { date: string; startTime: string };
  moveNumber: number;
  movedBy: string;
  movedAs: MovedAs;
  movedAt: Date;
}

/** A move to another time joins the history in the transaction that makes it. */
export async function recordMove(executor: Executor, move: NewMove) {
  await executor.insert(appointmentMoves).values({
    appointmentId: move.appointmentId,
    fromDate: move.from.date,
    fromStartTime: move.from.startTime,
    toDate: move.to.date,
    toStartTime: move.to.startTime,
    moveNumber: move.moveNumber,
    movedBy: move.movedBy,
    movedAs: move.movedAs,
    movedAt: move.movedAt,
  });
}

/** Every move of one appointment, oldest first, with who moved it. */
export async function listMoves(executor: Executor, appointmentId: string): Promise<AppointmentMove[]> {
  const rows = await executor
    .select({
      fromDate: appointmentMoves.fromDate,
      fromStartTime: appointmentMoves.fromStartTime,
      toDate: appointmentMoves.toDate,
      toStartTime: appointmentMoves.toStartTime,
      movedAt: appointmentMoves.movedAt,
      movedAs: appointmentMoves.movedAs,
      userId: users.id,
      userName: users.name,
      userRole: users.role,
    })
    .from(appointmentMoves)
    .leftJoin(users, eq(users.id, appointmentMoves.movedBy))
    .where(eq(appointmentMoves.appointmentId, appointmentId))
    .orderBy(asc(appointmentMoves.moveNumber));
  return rows.map((row) => ({
    from: { date: row.fromDate, startTime: row.fromStartTime },
    to: { date: row.toDate, startTime: row.toStartTime },
    movedBy: personOf(row),
    movedAs: row.movedAs,
    movedAt: row.movedAt.toISOString(),
  }));
}
