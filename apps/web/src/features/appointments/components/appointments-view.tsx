import { appointmentLinkMessages, appointmentMessages } from '@salon/contracts';
import type { Appointment } from '@salon/contracts';
import { splitVisits } from '@salon/domain';
import { CalendarX2, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton.tsx';
import { errorDetail } from '../../../lib/error-detail.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useMyAppointments } from '../api/get-my-appointments.ts';
import { useCancelFlow } from '../hooks/use-cancel-flow.tsx';
import { visitStart } from '../lib/appointment-display.ts';

export function AppointmentsSkeleton() {
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
  const t = useT();
  const { cardFor, cancelDialog } = useCancelFlow();
  // Which visits are past is decided when the list arrives, not on every redraw.
  const listedAt = appointments.dataUpdatedAt;

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
    const { upcoming, past, cancelled } = splitVisits(
      appointments.data,
      visitStart,
      new Date(listedAt),
      (appointment) => appointment.status === 'cancelled',
    );
    content = (
      <>
        <VisitGroup
          title={appointmentLinkMessages.upcoming}
          appointments={upcoming}
          renderCard={cardFor(false)}
        />
        <VisitGroup title={appointmentLinkMessages.past} appointments={past} renderCard={cardFor(true)} />
        <VisitGroup
          title={appointmentLinkMessages.cancelled}
          appointments={cancelled}
          renderCard={cardFor(true)}
        />
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
      {cancelDialog}
    </>
  );
}
