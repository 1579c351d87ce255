/** The statuses an appointment takes (docs/architecture.md#appointment-status). */
export type AppointmentStatusName = 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'no-show';

/** Where an admin may move each status; completed, cancelled and no-show are final. */
const NEXT_STATUSES: Record<AppointmentStatusName, readonly AppointmentStatusName[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'no-show', 'cancelled'],
  completed: [],
  cancelled: [],
  'no-show': [],
};

/**
 * Statuses that say what happened at the visit, so they only make sense once it has begun
 * (docs/product.md, deliberate departures: "No-show and Complete only after the start time").
 */
const AFTER_START_ONLY: readonly AppointmentStatusName[] = ['completed', 'no-show'];

/** Why a move is refused: the status is final / does not lead there, or the visit has not begun. */
export type StatusMoveRefusal = 'not-allowed' | 'not-started';

/**
 * The one rule for an admin's status change, used by the server before it writes and by the
 * back office to decide which actions it offers. Null when the move is allowed at `now`.
 */
export function statusMoveRefusal(
  from: AppointmentStatusName,
  to: AppointmentStatusName,
  startsAt: Date,
  now: Date,
): StatusMoveRefusal | null {
  if (!NEXT_STATUSES[from].includes(to)) return 'not-allowed';
  if (AFTER_START_ONLY.includes(to) && now.getTime() < startsAt.getTime()) return 'not-started';
  return null;
}

/** The statuses an admin may move an appointment to at `now`, in the order the back office shows them. */
export const adminStatusMoves = (
  from: AppointmentStatusName,
  startsAt: Date,
  now: Date,
): AppointmentStatusName[] =>
  NEXT_STATUSES[from].filter((to) => statusMoveRefusal(from, to, startsAt, now) === null);

/**
 * How long after a change of the salon's it may be taken back (docs/decisions/0025-status-undo.md):
 * long enough to catch a slip the next morning, short enough that the customer's plans have not
 * moved on around the mistake.
 */
export const STATUS_UNDO_WINDOW_HOURS = 24;

/** Until when an admin's change made at `changedAt` may be undone. */
export const statusUndoableUntil = (changedAt: Date) =>
  new Date(changedAt.getTime() + STATUS_UNDO_WINDOW_HOURS * 60 * 60 * 1000);
