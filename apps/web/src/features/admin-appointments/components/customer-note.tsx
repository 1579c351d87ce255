import { bookingNoteMessages } from '@salon/contracts';
import type { Appointment } from '@salon/contracts';
import { useT } from '../../../lib/use-language.tsx';

/** docs/product.md#2.10: the customer's note for the salon (allergies, patch test, preferences), if any. */
export function CustomerNote({ appointment }: { appointment: Pick<Appointment, 'notes'> }) {
  const t = useT();
  if (!appointment.notes) return null;
  return (
    <span className="mt-1 block text-xs break-words whitespace-pre-line text-ink-muted">
      <span className="font-medium text-plum-800">{`${t(bookingNoteMessages.customerNote)}:`}</span>{' '}
      {appointment.notes}
    </span>
  );
}
