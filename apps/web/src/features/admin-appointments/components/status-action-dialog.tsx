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

/**
 * What a cancellation does beyond the booking: how the customer hears of it (a mail to an
 * e-mail address, a text to a phone), and, only for a fee paid online, the refund rule. A
 * front-desk booking paid nothing online, so there is no refund to speak of.
 */
function cancellationNote({ customer, source }: Appointment): string[] {
  const hasEmail = Boolean(customer?.email);
  const hasPhone = Boolean(customer?.phone);
  const told =
    hasEmail && hasPhone
      ? 'The customer is told by e-mail and text.'
      : hasEmail
        ? 'The customer is told by e-mail.'
        : hasPhone
          ? 'The customer is told by text.'
          : undefined;
  const refund =
    source === 'front-desk'
      ? undefined
      : 'Whether the booking fee goes back to the card follows the refund policy; the answer says which.';
  return [told, refund].filter((text) => text !== undefined);
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
      {action?.to === 'cancelled' && appointment && (
        <p className="text-sm text-ink-muted">
          {cancellationNote(appointment)
            .map((line) => t(line))
            .join(' ')}
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
