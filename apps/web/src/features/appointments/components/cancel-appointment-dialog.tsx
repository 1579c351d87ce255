import { appointmentMessages } from '@salon/contracts';
import { REFUND_NOTICE_HOURS } from '@salon/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatLkr } from '../../../lib/format-money.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

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
  const t = useT();
  const { language } = useLanguage();
  return (
    <Dialog
      open={open}
      title={t('Cancel Appointment')}
      description={t(appointmentMessages.cancelConfirm)}
      onRequestClose={() => !isCancelling && onClose()}
    >
      <p data-testid="refund-notice" className="text-sm text-ink">
        {refundable
          ? t('Your {fee} booking fee will be refunded; it reaches your card within 5-10 working days.', {
              fee: formatLkr(feeLkr, language),
            })
          : t('Your appointment starts in less than {hours} hours: the booking fee will not be refunded.', {
              hours: REFUND_NOTICE_HOURS,
            })}
      </p>
      <p className="mt-2 text-sm text-ink-muted">
        {t(
          "Cancellations need 24 hours' notice; the booking fee is refunded when the appointment is at least 24 hours away.",
        )}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={isCancelling} data-autofocus>
          {t('Keep Appointment')}
        </Button>
        <Button
          onClick={onConfirm}
          isLoading={isCancelling}
          className="bg-red-700 hover:bg-red-800 active:bg-red-900"
        >
          {t('Yes, Cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
