import type { Appointment } from '@salon/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { statusActionsFor } from '../lib/status-actions.ts';
import type { StatusAction } from '../lib/status-actions.ts';

interface StatusActionsProps {
  appointment: Appointment;
  onAction: (appointment: Appointment, action: StatusAction) => void;
  isBusy: boolean;
}

/**
 * The moves docs/architecture.md#appointment-status allows from this status now; none for a final
 * one. Complete and No-show appear once the visit's start time has passed, as the server
 * allows them (`adminStatusMoves` in packages/domain).
 */
export function StatusActions({ appointment, onAction, isBusy }: StatusActionsProps) {
  const actions = statusActionsFor(appointment, new Date());
  if (actions.length === 0) return <span className="text-xs text-ink-muted">No actions</span>;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <Button
          key={action.to}
          size="sm"
          variant={action.isDestructive ? 'outline' : 'secondary'}
          disabled={isBusy}
          onClick={() => onAction(appointment, action)}
          aria-label={`${action.label} ${appointment.appointmentId}`}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}
