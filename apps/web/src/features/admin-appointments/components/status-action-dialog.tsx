import type { Appointment } from '@salon/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatLongDate, formatTime12h } from '../../../lib/format-time.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import type { StatusAction } from '../lib/status-actions.ts';

export interface PendingAction {
  appointment: Appointment;
  action: StatusAction;
}

interface StatusActionDialogProps {
  pending: PendingAction | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Every status change is asked for once more: a slip of the finger must not cancel a booking. */
export function StatusActionDialog({ pending, onConfirm, onClose }: StatusActionDialogProps) {
  const t = useT();
  const { language } = useLanguage();
  const appointment = pending?.appointment;
  const action = pending?.action;
  const values = appointment && {
    reference: appointment.appointmentId,
    name: appointment.customer?.name ?? '',
    date: formatLongDate(appointment.date, language),
    time: formatTime12h(appointment.startTime, language),
  };
  return (
    <Dialog
      open={pending !== null}
      title={action ? t(action.question) : ''}
      description={
        values &&
        (appointment?.customer
          ? t('{reference} for {name} on {date} at {time}.', values)
          : t('{reference} on {date} at {time}.', values))
      }
      onRequestClose={onClose}
    >
      {action?.to === 'cancelled' && (
        <p className="text-sm text-ink-muted">
          {t(
            'The customer is told by e-mail. Whether the booking fee goes back to the card follows the refund policy; the answer says which.',
          )}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} data-autofocus>
          {t('Back')}
        </Button>
        <Button
          onClick={onConfirm}
          className={action?.isDestructive ? 'bg-red-700 hover:bg-red-800 active:bg-red-900' : undefined}
        >
          {action && t(action.confirmLabel)}
        </Button>
      </div>
    </Dialog>
  );
}
