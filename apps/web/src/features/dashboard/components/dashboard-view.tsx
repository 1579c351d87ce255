import { appointmentMessages } from '@salon/contracts';
import type { Appointment } from '@salon/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarHeart, CalendarPlus, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton.tsx';
import { errorDetail } from '../../../lib/error-detail.ts';
import { useT } from '../../../lib/use-language.tsx';
import { dashboardVisits } from '../lib/dashboard-visits.ts';
import { RecentVisits } from './recent-visits.tsx';

interface DashboardViewProps {
  /** The customer's appointments, as My Appointments loads them. */
  appointments: UseQueryResult<Appointment[]>;
  /** The next visits as cards with their actions (the page lends My Appointments' cards). */
  renderNextVisits: (visits: Appointment[]) => ReactNode;
  onBookAgain: (visit: Appointment) => void;
  repeatingVisitId: string | null;
}

function Section({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="mb-10 last:mb-0">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id={id} className="text-2xl text-plum-950">
          {t(title)}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** Book or browse: always on the dashboard, whatever the visits' state. */
function BookingCalls() {
  const t = useT();
  return (
    <div className="mb-10 flex flex-col gap-3 sm:flex-row">
      <Link to="/services" className={buttonClasses('primary', 'lg')}>
        <CalendarPlus aria-hidden="true" className="size-5" />
        {t('Book an Appointment')}
      </Link>
      <Link to="/special-offers" className={buttonClasses('outline', 'lg')}>
        <Sparkles aria-hidden="true" className="size-5" />
        {t('See Special Offers')}
      </Link>
    </div>
  );
}

function VisitsSkeleton() {
  return (
    <SkeletonGroup label="Loading your visits..." className="grid gap-6 md:grid-cols-2">
      {[0, 1].map((card) => (
        <div key={card} className="space-y-3 rounded-3xl border border-sand-200 bg-white p-6">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-20 w-full" />
        </div>
      ))}
    </SkeletonGroup>
  );
}

/**
 * docs/product.md#2.1: the signed-in customer's home. The next visits with their actions, Book
 * again on the latest past ones, and the way to book; loading, error and "no visits yet" states.
 */
export function DashboardView({
  appointments,
  renderNextVisits,
  onBookAgain,
  repeatingVisitId,
}: DashboardViewProps) {
  const t = useT();
  let content: ReactNode;
  if (appointments.isPending) content = <VisitsSkeleton />;
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
        icon={CalendarHeart}
        title="No visits yet"
        message="Choose a service or an offer and book your first visit."
      />
    );
  } else {
    // Which visits are past is decided when the list arrives, not on every redraw.
    const { next, recent } = dashboardVisits(appointments.data, new Date(appointments.dataUpdatedAt));
    content = (
      <>
        <Section
          id="dashboard-next-visits"
          title="Your next visits"
          aside={
            <Link
              to="/profile/appointments"
              className="inline-flex min-h-11 items-center text-sm font-medium text-plum-800 underline-offset-4 hover:underline"
            >
              {t('See all appointments')}
            </Link>
          }
        >
          {next.length > 0 ? (
            renderNextVisits(next)
          ) : (
            <p className="rounded-3xl border border-dashed border-sand-300 bg-white/70 px-6 py-8 text-center text-sm text-ink-muted">
              {t('No visits coming up. Book your next one whenever you are ready.')}
            </p>
          )}
        </Section>
        {recent.length > 0 && (
          <Section id="dashboard-book-again" title="Book again">
            <p className="-mt-2 mb-4 text-sm text-ink-muted">
              {t('The same services as a recent visit, in your cart in one step.')}
            </p>
            <RecentVisits visits={recent} onBookAgain={onBookAgain} repeatingVisitId={repeatingVisitId} />
          </Section>
        )}
      </>
    );
  }

  return (
    <>
      <BookingCalls />
      {content}
    </>
  );
}
