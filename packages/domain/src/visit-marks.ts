import { statusMoveRefusal } from './status-moves.ts';
import type { AppointmentStatusName } from './status-moves.ts';

/**
 * What a stylist marks on their own visits (docs/decisions/0039-staff-accounts.md): the
 * customer came in (a check-in time, not a status), or the visit's outcome, which is the same
 * status change the owner makes.
 */
export const STYLIST_VISIT_ACTIONS = ['arrived', 'completed', 'no-show'] as const;
export type StylistVisitAction = (typeof STYLIST_VISIT_ACTIONS)[number];

/** Customers often come a little early: "Arrived" opens this long before the start. */
export const ARRIVAL_OPENS_MINUTES_BEFORE_START = 15;

/** The visit as the rule needs it. */
export interface MarkableVisit {
  status: AppointmentStatusName;
  startsAt: Date;
  arrivedAt: Date | null;
}

/**
 * Why a stylist's mark is refused: 'cancelled' (the visit is off), 'not-started' (too early),
 * 'arrived' (a no-show for a customer who came in), 'not-allowed' (the status does not lead there).
 */
export type VisitMarkRefusal = 'cancelled' | 'not-started' | 'arrived' | 'not-allowed';

/**
 * The one rule for a stylist's marks, used by the server before it writes and by the staff
 * screen to decide which buttons are enabled. Null when the mark is allowed at `now`.
 * Completed and no-show follow the owner's rule (`statusMoveRefusal`): from confirmed, once
 * the start has passed.
 */
export function visitMarkRefusal(
  visit: MarkableVisit,
  action: StylistVisitAction,
  now: Date,
): VisitMarkRefusal | null {
  if (visit.status === 'cancelled') return 'cancelled';
  if (action === 'arrived') {
    if (visit.arrivedAt || (visit.status !== 'pending' && visit.status !== 'confirmed')) return 'not-allowed';
    const opensAt = visit.startsAt.getTime() - ARRIVAL_OPENS_MINUTES_BEFORE_START * 60_000;
    return now.getTime() < opensAt ? 'not-started' : null;
  }
  if (action === 'no-show' && visit.arrivedAt) return 'arrived';
  return statusMoveRefusal(visit.status, action, visit.startsAt, now);
}

/** The marks a stylist may make on a visit at `now`, in the order the screen shows them. */
export const stylistVisitActions = (visit: MarkableVisit, now: Date): StylistVisitAction[] =>
  STYLIST_VISIT_ACTIONS.filter((action) => visitMarkRefusal(visit, action, now) === null);
