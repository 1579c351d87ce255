import { AdminPageHeader } from '../../components/ui/admin-page-header.tsx';
import { DayView } from '../../features/admin-day/components/day-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function AdminDayPage() {
  useDocumentTitle('Day view · Admin');
  return (
    <section>
      <AdminPageHeader title="Day view" description="Each chair's bookings, hour by hour." />
      <DayView />
    </section>
  );
}
