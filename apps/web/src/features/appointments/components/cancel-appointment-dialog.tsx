import { appointmentMessages } from '@salon/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

interface CancelAppointmentDialogProps {
  open: boolean;
  isCancelling: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** docs/product.md#2.11: cancelling asks first, in an accessible modal rather than window.confirm. */
export function CancelAppointmentDialog({
  open,
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
      <p className="text-sm text-ink-muted">
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
