import type { StatusChange } from '@salon/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appointmentStatusChanges, users } from '../../db/schema/index.ts';
import type { AppointmentStatus } from '../../db/schema/index.ts';

export interface NewStatusChange {
  appointmentId: string;
  from: AppointmentStatus | null;
  to: AppointmentStatus;
  /** Null when the system made the change (booking, automatic confirmation). */
  changedBy: string | null;
  refunded: boolean | null;
  changedAt: Date;
}

/**
 * The owner's history of a booking (docs/architecture.md#appointment-status). Always written
 * with the executor of the transaction that changes the status, so a change and its line in
 * the history commit or vanish together.
 */
export async function recordStatusChange(executor: Executor, change: NewStatusChange) {
  await executor.insert(appointmentStatusChanges).values({
    appointmentId: change.appointmentId,
    fromStatus: change.from,
    toStatus: change.to,
    changedBy: change.changedBy,
    refunded: change.refunded,
    changedAt: change.changedAt,
  });
}

/**
 * Statuses only move forward (null, pending, confirmed, then a final one), so where two
 * changes carry the same instant (an injected clock standing still) the earlier status of
 * the two says which came first.
 */
const fromRank = sql`case ${appointmentStatusChanges.fromStatus} when 'pending' then 1 when 'confirmed' then 2 else 0 end`;

/** Every change of one appointment, oldest first, with who made it. */
export async function listStatusChanges(executor: Executor, appointmentId: string): Promise<StatusChange[]> {
  const rows = await executor
    .select({
      from: appointmentStatusChanges.fromStatus,
      to: appointmentStatusChanges.toStatus,
      refunded: appointmentStatusChanges.refunded,
      changedAt: appointmentStatusChanges.changedAt,
      userId: users.id,
      userName: users.name,
      userRole: users.role,
    })
    .from(appointmentStatusChanges)
    .leftJoin(users, eq(users.id, appointmentStatusChanges.changedBy))
    .where(eq(appointmentStatusChanges.appointmentId, appointmentId))
    .orderBy(asc(appointmentStatusChanges.changedAt), fromRank);
  return rows.map((row) => ({
    from: row.from,
    to: row.to,
    changedBy:
      row.userId && row.userName && row.userRole
        ? { _id: row.userId, name: row.userName, role: row.userRole }
        : null,
    refunded: row.refunded,
    changedAt: row.changedAt.toISOString(),
  }));
}
