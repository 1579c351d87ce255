import { bookingNoteMessages } from '@salon/contracts';
import type { Appointment } from '@salon/contracts';
import { useT } from '../../../lib/use-language.tsx';

/** docs/product.md#2.10: the note the customer left for the salon, on their own card. */
export function AppointmentNote({ appointment }: { appointment: Appointment }) {
  const t = useT();
  if (!appointment.notes) return null;
  return (
    <p className="mt-4 text-sm break-words whitespace-pre-line text-ink">
      <span className="font-medium text-plum-800">{t(bookingNoteMessages.yourNote)}</span> {appointment.notes}
    </p>
  );
}
