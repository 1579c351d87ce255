import { AdminPageHeader } from '../../components/ui/admin-page-header.tsx';
import { AppointmentsAdminView } from '../../features/admin-appointments/components/appointments-admin-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function AdminAppointmentsPage() {
  useDocumentTitle('Appointments · Admin');
  return (
    <section>
      <AdminPageHeader title="Appointments" description="Every booking, found by status, date or customer." />
      <AppointmentsAdminView />
    </section>
  );
}
