import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export function MyAppointmentsPage() {
  return <ComingSoon title="My Appointments" description="View and manage your salon appointments" />;
}
