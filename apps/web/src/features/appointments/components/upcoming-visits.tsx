import type { Appointment } from '@salon/contracts';
import { useCancelFlow } from '../hooks/use-cancel-flow.tsx';

/**
 * The customer's coming visits as My Appointments shows them, with the same actions
 * (docs/product.md#2.11), for the dashboard (docs/product.md#2.1).
 */
export function UpcomingVisits({ appointments }: { appointments: Appointment[] }) {
  const { cardFor, cancelDialog } = useCancelFlow();
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">{appointments.map(cardFor(false))}</div>
      {cancelDialog}
    </>
  );
}
