import { BOOKING_FEE_LKR } from '@salon/domain';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export function BookAppointmentPage() {
  return (
    <ComingSoon
      title="Book Appointment"
      description={`Pick a date and time, then pay the LKR ${BOOKING_FEE_LKR} booking fee to confirm.`}
    />
  );
}
