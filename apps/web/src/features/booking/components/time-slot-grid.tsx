import { appointmentMessages } from '@salon/contracts';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorDetail } from '../../../lib/error-detail.ts';
import { formatTime12h } from '../../../lib/format-time.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import type { TimeSlot } from '../lib/booking-services.ts';

interface TimeSlotGridProps {
  date: string | null;
  slots: TimeSlot[];
  selected: TimeSlot | null;
  onSelect: (slot: TimeSlot) => void;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  disabled?: boolean;
  /** Shown under the message of a day without free starts (e.g. the next available day). */
  whenEmpty?: ReactNode;
  /** The message of a day without free starts, by id; absent, "No available slots for this date". */
  emptyMessage?: string | undefined;
}

function Message({ children }: { children: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-sand-300 bg-sand-50 px-4 py-8 text-center text-sm text-ink-muted">
      {children}
    </p>
  );
}

/**
 * docs/product.md#2.10: three columns of 12-hour start times. Native radios give the group its keyboard
 * behaviour (arrow keys move the choice) and its semantics for free.
 */
export function TimeSlotGrid({
  date,
  slots,
  selected,
  onSelect,
  isLoading,
  error,
  onRetry,
  disabled,
  whenEmpty,
  emptyMessage = appointmentMessages.noSlotsForDate,
}: TimeSlotGridProps) {
  const t = useT();
  const { language } = useLanguage();
  if (!date) return <Message>{t(appointmentMessages.selectDateFirst)}</Message>;
  if (isLoading) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-10 text-sm text-ink-muted">
        <Spinner className="size-5 text-plum-700" />
        {t('Loading available time slots...')}
      </div>
    );
  }
  if (error) {
    const detail = errorDetail(error, appointmentMessages.slotsLoadFailed);
    return (
      <div
        role="alert"
        className="rounded-2xl border border-red-100 bg-red-50 px-4 py-6 text-center text-sm text-red-800"
      >
        <p className="font-medium">{t(appointmentMessages.slotsLoadFailed)}</p>
        {detail && <p className="mt-1">{t(detail)}</p>}
        <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
          {t('Try Again')}
        </Button>
      </div>
    );
  }
  if (slots.length === 0)
    return (
      <div className="text-center">
        <Message>{t(emptyMessage)}</Message>
        {whenEmpty}
      </div>
    );

  return (
    <fieldset disabled={disabled} className="min-w-0">
      <div
        role="radiogroup"
        aria-label={t('Available time slots')}
        data-columns="3"
        className="grid grid-cols-3 gap-1.5 sm:gap-3"
      >
        {slots.map((slot) => {
          const isSelected = selected?.start === slot.start;
          return (
            <label
              key={slot.start}
              className={clsx(
                // One row in every language at 375 px: Sinhala's 'පෙ.ව. 10:30' is the widest label,
                // set a pixel smaller than the others (issue 29's walk found it on two rows).
                'relative flex cursor-pointer items-center justify-center rounded-xl border px-0.5 py-3 text-sm font-medium whitespace-nowrap tabular-nums transition-colors lang-si:text-[13px]',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-plum-600',
                isSelected
                  ? 'border-plum-900 bg-plum-900 text-white shadow-sm'
                  : 'border-sand-200 bg-white text-plum-950 hover:border-plum-300 hover:bg-plum-50',
              )}
            >
              <input
                type="radio"
                name="time-slot"
                value={slot.start}
                checked={isSelected}
                onChange={() => onSelect(slot)}
                className="sr-only"
              />
              {formatTime12h(slot.start, language)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
