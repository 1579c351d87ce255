import { appointmentMessages } from '@salon/contracts';
import type { Appointment, FeeRefund, Language } from '@salon/contracts';
import { isFeeRefundableOnCancel, REFUND_NOTICE_HOURS } from '@salon/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatLkr } from '../../../lib/format-money.ts';
import type { TextValues } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useCancelAppointment } from '../api/cancel-appointment.ts';
import { AppointmentCard } from '../components/appointment-card.tsx';
import { CancelAppointmentDialog } from '../components/cancel-appointment-dialog.tsx';
import { visitStart } from '../lib/appointment-display.ts';

/** What the cancel answer says about the booking fee, in the customer's words. */
const refundSentence = (
  refund: FeeRefund,
  t: (text: string, values?: TextValues) => string,
  language: Language,
) =>
  refund.refunded
    ? t('Your {fee} booking fee is refunded; it reaches your card within 5-10 working days.', {
        fee: formatLkr(refund.amountLkr, language),
      })
    : t('Cancelled less than {hours} hours before: the booking fee is not refunded.', {
        hours: REFUND_NOTICE_HOURS,
      });

interface PendingCancel {
  appointment: Appointment;
  refundable: boolean;
}

/**
 * docs/product.md#2.11: appointment cards with their actions (calendar, directions, reschedule,
 * cancel behind its dialog), for every page that lists the customer's visits: My Appointments
 * and the dashboard. The page renders `cancelDialog` once.
 */
export function useCancelFlow() {
  const cancel = useCancelAppointment();
  const t = useT();
  const { language } = useLanguage();
  const [toCancel, setToCancel] = useState<PendingCancel | null>(null);

  function askToCancel(appointment: Appointment) {
    setToCancel({ appointment, refundable: isFeeRefundableOnCancel(visitStart(appointment), new Date()) });
  }

  function confirmCancel() {
    if (!toCancel) return;
    cancel.mutate(toCancel.appointment._id, {
      onSuccess: ({ refund }) =>
        toast.success(t(appointmentMessages.cancelled), { description: refundSentence(refund, t, language) }),
      onError: (error) => toast.error(t(errorMessage(error, appointmentMessages.cancelFailed))),
      onSettled: () => setToCancel(null),
    });
  }

  /** A card for each appointment; `timePassed`: listed under Past (its start had passed). */
  const cardFor = (timePassed: boolean) => (appointment: Appointment) => (
    <AppointmentCard
      key={appointment._id}
      appointment={appointment}
      onCancel={askToCancel}
      isCancelling={cancel.isPending && cancel.variables === appointment._id}
      timePassed={timePassed}
    />
  );

  const cancelDialog = (
    <CancelAppointmentDialog
      open={toCancel !== null}
      refundable={toCancel?.refundable ?? false}
      feeLkr={toCancel?.appointment.appointmentFee ?? 0}
      isCancelling={cancel.isPending}
      onConfirm={confirmCancel}
      onClose={() => setToCancel(null)}
    />
  );

  return { cardFor, cancelDialog };
}
