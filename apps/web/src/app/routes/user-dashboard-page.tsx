import { PageHero } from '../../components/ui/page-hero.tsx';
import { useMyAppointments } from '../../features/appointments/api/get-my-appointments.ts';
import { UpcomingVisits } from '../../features/appointments/components/upcoming-visits.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { useBookAgain } from '../../features/cart/hooks/use-book-again.ts';
import { DashboardView } from '../../features/dashboard/components/dashboard-view.tsx';
import { repeatLinesOf } from '../../features/dashboard/lib/dashboard-visits.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';

/**
 * docs/product.md#2.1: the customer's home after signing in (a deliberate departure from the
 * original's placeholder). The page lends the dashboard My Appointments' cards and the cart's
 * Book again, so each feature keeps its own rules (apps/web/README.md).
 */
export function UserDashboardPage() {
  useDocumentTitle('Dashboard');
  const t = useT();
  const { user } = useSession();
  const appointments = useMyAppointments();
  const { bookAgain, repeatingVisitId, confirmDialog } = useBookAgain();
  return (
    <>
      <PageHero
        eyebrow="Account"
        title={t('Hello, {name}', { name: user?.name ?? '' })}
        description="Your visits at a glance, and the quickest way to book the next one."
      />
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
        <DashboardView
          appointments={appointments}
          renderNextVisits={(visits) => <UpcomingVisits appointments={visits} />}
          onBookAgain={(visit) => void bookAgain(visit._id, repeatLinesOf(visit))}
          repeatingVisitId={repeatingVisitId}
        />
      </div>
      {confirmDialog}
    </>
  );
}
