import { Clock } from 'lucide-react';
import { formatLongDate, formatTime12h } from '../../../lib/format-time.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import type { TimeSlot } from '../lib/booking-services.ts';

interface SelectedSlotBoxProps {
  date: string | null;
  slot: TimeSlot | null;
  durationMinutes: number;
}

/** docs/product.md#2.10: the chosen start and end with the appointment's total minutes. */
export function SelectedSlotBox({ date, slot, durationMinutes }: SelectedSlotBoxProps) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <section
      aria-labelledby="selected-slot-title"
      aria-live="polite"
      className="rounded-2xl border border-plum-100 bg-plum-50/60 p-4"
    >
      <h3
        id="selected-slot-title"
        className="font-sans text-xs font-semibold tracking-[0.16em] text-plum-700 uppercase"
      >
        {t('Selected Time Slot')}
      </h3>
      {date && slot ? (
        <div className="mt-2 flex items-start gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-plum-700" />
          <div>
            <p className="font-display text-lg text-plum-950">
              {`${formatTime12h(slot.start, language)} - ${formatTime12h(slot.end, language)}`}
            </p>
            <p className="text-sm text-ink-muted">{`${formatLongDate(date, language)} · ${t('{minutes} minutes', { minutes: durationMinutes })}`}</p>
          </div>
        </div>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{t('No time slot selected yet.')}</p>
      )}
    </section>
  );
}
