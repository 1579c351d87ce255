import { bookingNoteMessages } from '@salon/contracts';
import { BOOKING_NOTE_MAX_LENGTH } from '@salon/domain';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useT } from '../../../lib/use-language.tsx';

interface BookingNoteFieldProps {
  value: string;
  onChange: (note: string) => void;
  disabled?: boolean;
}

/** docs/product.md#2.10: an optional note for the salon, sent with the hold and shown to the owner. */
export function BookingNoteField({ value, onChange, disabled }: BookingNoteFieldProps) {
  const t = useT();
  return (
    <section className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
      <TextareaField
        label={t(bookingNoteMessages.label)}
        hint={t(bookingNoteMessages.hint)}
        rows={3}
        maxLength={BOOKING_NOTE_MAX_LENGTH}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aside={
          <span className="text-xs text-ink-muted tabular-nums" aria-live="polite">
            {`${value.length}/${BOOKING_NOTE_MAX_LENGTH}`}
          </span>
        }
      />
    </section>
  );
}
