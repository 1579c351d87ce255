import { appointmentMessages } from '@salon/contracts';
import type { Appointment } from '@salon/contracts';
import { CalendarX2, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton.tsx';
import { describeError } from '../../../lib/api-error.ts';
import { errorDetail } from '../../../lib/error-detail.ts';
import { useCancelAppointment } from '../api/cancel-appointment.ts';
import { useMyAppointments } from '../api/get-my-appointments.ts';
import { AppointmentCard } from './appointment-card.tsx';
import { CancelAppointmentDialog } from './cancel-appointment-dialog.tsx';

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

/** docs/product.md#2.11: the customer's appointments, newest first, with refresh and cancel. */
export function AppointmentsView() {
  const appointments = useMyAppointments();
  const cancel = useCancelAppointment();
  const [toCancel, setToCancel] = useState<Appointment | null>(null);

  function confirmCancel() {
    if (!toCancel) return;
    cancel.mutate(toCancel._id, {
      onSuccess: () => toast.success(appointmentMessages.cancelled),
      onError: (error) => toast.error(describeError(error, appointmentMessages.cancelFailed)),
      onSettled: () => setToCancel(null),
    });
  }

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
            Book an Appointment
          </Link>
        }
      />
    );
  } else {
    content = (
      <div className="grid gap-6 md:grid-cols-2">
        {appointments.data.map((appointment) => (
          <AppointmentCard
            key={appointment._id}
            appointment={appointment}
            onCancel={setToCancel}
            isCancelling={cancel.isPending && cancel.variables === appointment._id}
          />
        ))}
      </div>
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
          Refresh
        </Button>
      </div>
      {content}
      <CancelAppointmentDialog
        open={toCancel !== null}
        isCancelling={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setToCancel(null)}
      />
    </>
  );
}
