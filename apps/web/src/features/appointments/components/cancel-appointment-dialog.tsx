import { appointmentMessages, refundMessages } from '@salon/contracts';
import { REFUND_NOTICE_HOURS } from '@salon/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatLkr } from '../../../lib/format-money.ts';

interface CancelAppointmentDialogProps {
  open: boolean;
  /** Whether cancelling now refunds the booking fee, decided when Cancel was pressed. */
  refundable: boolean;
  feeLkr: number;
  isCancelling: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * docs/product.md#2.11: cancelling asks first, in an accessible modal rather than window.confirm,
 * and says beforehand whether the booking fee comes back.
 */
export function CancelAppointmentDialog({
  open,
  refundable,
  feeLkr,
  isCancelling,
  onConfirm,
  onClose,
}: CancelAppointmentDialogProps) {
  return (
    <Dialog
      open={open}
      title="Cancel Appointment"
      description={appointmentMessages.cancelConfirm}
      onRequestClose={() => !isCancelling && onClose()}
    >
      <p data-testid="refund-notice" className="text-sm text-ink">
        {refundable
          ? refundMessages.willBeRefunded(formatLkr(feeLkr))
          : refundMessages.willNotBeRefunded(REFUND_NOTICE_HOURS)}
      </p>
      <p className="mt-2 text-sm text-ink-muted">
        Cancellations need 24 hours&apos; notice; the booking fee is refunded when the appointment is at least
        24 hours away.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={isCancelling} data-autofocus>
          Keep Appointment
        </Button>
        <Button
          onClick={onConfirm}
          isLoading={isCancelling}
          className="bg-red-700 hover:bg-red-800 active:bg-red-900"
        >
          Yes, Cancel
        </Button>
      </div>
    </Dialog>
  );
}
