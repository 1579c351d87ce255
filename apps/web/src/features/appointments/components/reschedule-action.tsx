import { rescheduleMessages, rescheduleRefusalMessages } from '@salon/contracts';
import type { Appointment } from '@salon/contracts';
import { rescheduleRefusal } from '@salon/domain';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/use-language.tsx';
import { RescheduleDialog } from './reschedule-dialog.tsx';

/**
 * docs/product.md#2.11: "Reschedule" on an appointment that may still move, or why it may not;
 * nothing for one that is over or cancelled.
 */
export function RescheduleAction({ appointment }: { appointment: Appointment }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  if (!appointment.startsAt) return null;
  const refusal = rescheduleRefusal(
    {
      status: appointment.status,
      startsAt: new Date(appointment.startsAt),
      customerMoveCount: appointment.customerMoveCount ?? 0,
    },
    new Date(),
  );
  if (refusal === 'not-live') return null;
  if (refusal) return <p className="text-xs text-ink-muted">{t(rescheduleRefusalMessages[refusal])}</p>;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <CalendarClock aria-hidden="true" className="size-4" />
        {t(rescheduleMessages.action)}
      </Button>
      <RescheduleDialog appointment={appointment} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
