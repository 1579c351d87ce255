import { AppointmentsAdminView } from '../../features/admin-appointments/components/appointments-admin-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function AdminAppointmentsPage() {
  useDocumentTitle('Appointments');
  return (
    <>
      <h1 className="mb-6 text-3xl text-plum-950">Appointments</h1>
      <AppointmentsAdminView />
    </>
  );
}
