import type { AppointmentStatus } from '@salon/contracts';
import { adminStatusMoves } from '@salon/domain';

export interface StatusAction {
  to: AppointmentStatus;
  label: string;
  /** The confirmation dialog's question, and its button. */
  question: string;
  confirmLabel: string;
  isDestructive: boolean;
}

/** English here; the screens show them through `t` (their translations are in the catalogues). */
const actions: Partial<Record<AppointmentStatus, Omit<StatusAction, 'to'>>> = {
  confirmed: {
    label: 'Confirm',
    question: 'Confirm this appointment?',
    confirmLabel: 'Yes, confirm',
    isDestructive: false,
  },
  completed: {
    label: 'Complete',
    question: 'Mark this appointment as completed?',
    confirmLabel: 'Yes, complete',
    isDestructive: false,
  },
  'no-show': {
    label: 'No-show',
    question: 'Mark the customer as a no-show?',
    confirmLabel: 'Yes, no-show',
    isDestructive: true,
  },
  cancelled: {
    label: 'Cancel',
    question: 'Cancel this appointment?',
    confirmLabel: 'Yes, cancel',
    isDestructive: true,
  },
};

/**
 * The moves docs/architecture.md#appointment-status allows from this status at `now`: the same
 * rule the server applies (`adminStatusMoves`), so Complete and No-show appear only once the
 * visit's start time has passed.
 */
export function statusActionsFor(
  appointment: { status: AppointmentStatus; startsAt: string },
  now: Date,
): StatusAction[] {
  return adminStatusMoves(appointment.status, new Date(appointment.startsAt), now).flatMap((to) => {
    const action = actions[to];
    return action ? [{ to, ...action }] : [];
  });
}
