import { appointmentLinkMessages, appointmentMessages } from '@salon/contracts';
import type { Appointment, FeeRefund, Language } from '@salon/contracts';
import { isFeeRefundableOnCancel, REFUND_NOTICE_HOURS, splitVisits } from '@salon/domain';
import { CalendarX2, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton.tsx';
import { describeError } from '../../../lib/api-error.ts';
import { errorDetail } from '../../../lib/error-detail.ts';
import { formatLkr } from '../../../lib/format-money.ts';
import type { TextValues } from '../../../lib/language.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useCancelAppointment } from '../api/cancel-appointment.ts';
import { useMyAppointments } from '../api/get-my-appointments.ts';
import { AppointmentCard } from './appointment-card.tsx';
import { CancelAppointmentDialog } from './cancel-appointment-dialog.tsx';
import { visitStart } from '../lib/appointment-display.ts';

function AppointmentsSkeleton() {
  return (
    <SkeletonGroup label="Loading appointments..." className="grid gap-6 md:grid-cols-2">
      {[0, 1].map((card) => (
        <div key={card} className="space-y-3 rounded-3xl border border-sand-200 bg-white p-6">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-8 w-1/3" />
        </div>
      ))}
    </SkeletonGroup>
  );
}

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

function VisitGroup({
  title,
  appointments,
  renderCard,
}: {
  title: string;
  appointments: Appointment[];
  renderCard: (appointment: Appointment) => ReactNode;
}) {
  const t = useT();
  if (appointments.length === 0) return null;
  const headingId = `appointments-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="mb-10 last:mb-0">
      <h2
        id={headingId}
        className="mb-4 font-sans text-xs font-semibold tracking-[0.16em] text-plum-700 uppercase"
      >
        {t(title)}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        {appointments.map((appointment) => renderCard(appointment))}
      </div>
    </section>
  );
}

/**
 * docs/product.md#2.11: the customer's appointments, upcoming (soonest first) then past (latest
 * first), with refresh and cancel.
 */
export function AppointmentsView() {
  const appointments = useMyAppointments();
  const cancel = useCancelAppointment();
  const t = useT();
  const { language } = useLanguage();
  const [toCancel, setToCancel] = useState<PendingCancel | null>(null);
  // Which visits are past is decided when the list arrives, not on every redraw.
  const listedAt = appointments.dataUpdatedAt;

  function askToCancel(appointment: Appointment) {
    setToCancel({ appointment, refundable: isFeeRefundableOnCancel(visitStart(appointment), new Date()) });
  }

  function confirmCancel() {
    if (!toCancel) return;
    cancel.mutate(toCancel.appointment._id, {
      onSuccess: ({ refund }) =>
        toast.success(t(appointmentMessages.cancelled), { description: refundSentence(refund, t, language) }),
      onError: (error) => toast.error(t(describeError(error, appointmentMessages.cancelFailed))),
      onSettled: () => setToCancel(null),
    });
  }

  const cardFor = (timePassed: boolean) => (appointment: Appointment) => (
    <AppointmentCard
      key={appointment._id}
      appointment={appointment}
      onCancel={askToCancel}
      isCancelling={cancel.isPending && cancel.variables === appointment._id}
      timePassed={timePassed}
    />
  );

  let content;
  if (appointments.isPending) content = <AppointmentsSkeleton />;
  // docs/product.md#8.3: on failure the list is emptied, so only the error shows.
  else if (appointments.isError) {
    content = (
      <ErrorState
        title={appointmentMessages.loadFailed}
        message={errorDetail(appointments.error, appointmentMessages.loadFailed)}
        onRetry={() => void appointments.refetch()}
        isRetrying={appointments.isFetching}
      />
    );
  } else if (appointments.data.length === 0) {
    content = (
      <EmptyState
        icon={CalendarX2}
        title={appointmentMessages.noAppointments}
        action={
          <Link to="/services" className={buttonClasses('primary')}>
            {t('Book an Appointment')}
          </Link>
        }
      />
    );
  } else {
    const { upcoming, past } = splitVisits(appointments.data, visitStart, new Date(listedAt));
    content = (
      <>
        <VisitGroup
          title={appointmentLinkMessages.upcoming}
          appointments={upcoming}
          renderCard={cardFor(false)}
        />
        <VisitGroup title={appointmentLinkMessages.past} appointments={past} renderCard={cardFor(true)} />
      </>
    );
  }

  return (
    <>
      <div className="mb-6 flex justify-end">
        <Button
          variant="outline"
          size="sm"
          onClick={() => void appointments.refetch()}
          disabled={appointments.isFetching}
          aria-busy={appointments.isFetching || undefined}
        >
          <RefreshCw
            aria-hidden="true"
            className={appointments.isFetching ? 'size-4 animate-spin' : 'size-4'}
          />
          {t('Refresh')}
        </Button>
      </div>
      {content}
      <CancelAppointmentDialog
        open={toCancel !== null}
        refundable={toCancel?.refundable ?? false}
        feeLkr={toCancel?.appointment.appointmentFee ?? 0}
        isCancelling={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setToCancel(null)}
      />
    </>
  );
}
