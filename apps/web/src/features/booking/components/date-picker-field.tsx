import { paymentMessages } from '@salon/contracts';
import { CalendarDays } from 'lucide-react';
import { useId, useState } from 'react';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { formatLongDate } from '../../../lib/format-time.ts';
import { salonInfo } from '../../../lib/salon-info.ts';
import { isInBookingWindow } from '../lib/booking-dates.ts';
import type { BookingWindow } from '../lib/booking-dates.ts';

interface DatePickerFieldProps {
  value: string | null;
  range: BookingWindow;
  onChange: (date: string | null) => void;
  disabled?: boolean;
}

/**
 * docs/product.md#2.10: the browser's own date input (keyboard and screen-reader ready) limited to
 * today..horizon in salon time, with the choice echoed as 'MMMM d, yyyy'.
 */
export function DatePickerField({ value, range, onChange, disabled }: DatePickerFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  const isInvalid = draft !== '' && !isInBookingWindow(draft, range);

  function handleChange(next: string) {
    setDraft(next);
    // A half-typed or out-of-range date is not a choice; it clears the previous one.
    const chosen = next && isInBookingWindow(next, range) ? next : null;
    if (chosen !== value) onChange(chosen);
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        Choose a date
      </label>
      <div className="relative">
        <CalendarDays
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-plum-700"
        />
        <input
          id={id}
          type="date"
          placeholder="Choose a date"
          min={range.min}
          max={range.max}
          value={draft}
          disabled={disabled}
          onChange={(event) => handleChange(event.target.value)}
          aria-invalid={isInvalid || undefined}
          aria-describedby={`${id}-chosen`}
          className={`${inputClasses} pl-11 ${isInvalid ? 'border-red-400 focus-visible:outline-red-500' : 'border-sand-300 hover:border-sand-400 focus-visible:outline-plum-600'}`}
        />
      </div>
      <p id={`${id}-chosen`} aria-live="polite" className="mt-2 min-h-5 text-sm">
        {isInvalid ? (
          <span className="text-red-700">{paymentMessages.datePickerInvalid}</span>
        ) : value ? (
          <span className="font-medium text-plum-800">{formatLongDate(value)}</span>
        ) : (
          <span className="text-ink-muted">{`Open ${salonInfo.openingHours}.`}</span>
        )}
      </p>
    </div>
  );
}
