import type { AppointmentStatus } from '@salon/contracts';

/** docs/architecture.md#appointment-status: where an admin may move each status; the others are final. */
const nextStatuses: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'no-show', 'cancelled'],
  completed: [],
  cancelled: [],
  'no-show': [],
};

export interface StatusAction {
  to: AppointmentStatus;
  label: string;
  /** The confirmation dialog's question. */
  question: string;
  isDestructive: boolean;
}

const actions: Partial<Record<AppointmentStatus, Omit<StatusAction, 'to'>>> = {
  confirmed: { label: 'Confirm', question: 'Confirm this appointment?', isDestructive: false },
  completed: { label: 'Complete', question: 'Mark this appointment as completed?', isDestructive: false },
  'no-show': { label: 'No-show', question: 'Mark the customer as a no-show?', isDestructive: true },
  cancelled: { label: 'Cancel', question: 'Cancel this appointment?', isDestructive: true },
};

export function statusActionsFor(status: AppointmentStatus): StatusAction[] {
  return nextStatuses[status].flatMap((to) => {
    const action = actions[to];
    return action ? [{ to, ...action }] : [];
  });
}
