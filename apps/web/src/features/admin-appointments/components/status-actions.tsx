import type { Appointment } from '@salon/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/use-language.tsx';
import { statusActionsFor } from '../lib/status-actions.ts';
import type { StatusAction } from '../lib/status-actions.ts';

interface StatusActionsProps {
  appointment: Appointment;
  onAction: (appointment: Appointment, action: StatusAction) => void;
  onUndo: (appointment: Appointment) => void;
  isBusy: boolean;
}

/** docs/decisions/0025-status-undo.md: the salon's last change may be taken back for 24 hours. */
const canUndoNow = (appointment: Appointment) =>
  !!appointment.undoable && Date.parse(appointment.undoable.until) > Date.now();

/**
 * The moves docs/architecture.md#appointment-status allows from this status now; none for a final
 * one. Complete and No-show appear once the visit's start time has passed, as the server
 * allows them (`adminStatusMoves` in packages/domain).
 */
export function StatusActions({ appointment, onAction, onUndo, isBusy }: StatusActionsProps) {
  const t = useT();
  const actions = statusActionsFor(appointment, new Date());
  const undo = canUndoNow(appointment) && (
    <Button
      size="sm"
      variant="ghost"
      className="min-h-11"
      disabled={isBusy}
      onClick={() => onUndo(appointment)}
      aria-label={t('Undo the last change of {reference} (back to {status})', {
        reference: appointment.appointmentId,
        status: t(appointment.undoable!.to),
      })}
    >
      {t('Undo')}
    </Button>
  );
  if (actions.length === 0)
    return undo ? (
      <div className="flex flex-wrap items-center gap-2">{undo}</div>
    ) : (
      <span className="text-xs text-ink-muted">{t('No actions')}</span>
    );
  return (
    <div className="flex flex-wrap gap-2">
      {undo}
      {actions.map((action) => (
        <Button
          key={action.to}
          size="sm"
          className="min-h-11"
          variant={action.isDestructive ? 'outline' : 'secondary'}
          disabled={isBusy}
          onClick={() => onAction(appointment, action)}
          aria-label={`${t(action.label)} ${appointment.appointmentId}`}
        >
          {t(action.label)}
        </Button>
      ))}
    </div>
  );
}
