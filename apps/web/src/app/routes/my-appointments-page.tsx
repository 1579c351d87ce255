import { PageHero } from '../../components/ui/page-hero.tsx';
import { AppointmentsView } from '../../features/appointments/components/appointments-view.tsx';
import { MyWaitlist } from '../../features/waitlist/components/my-waitlist.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** docs/product.md#2.11: reached only through the access gate. */
export function MyAppointmentsPage() {
  useDocumentTitle('My Appointments');
  return (
    <>
      <PageHero
        eyebrow="Account"
        title="My Appointments"
        description="View and manage your salon appointments"
      />
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
        <AppointmentsView />
        <div className="mt-12">
          <MyWaitlist />
        </div>
      </div>
    </>
  );
}
