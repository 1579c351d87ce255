import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { shiftDate } from '../../../lib/salon-date.ts';
import { useT } from '../../../lib/use-language.tsx';

interface DayControlsProps {
  date: string;
  today: string;
  onDateChange: (date: string) => void;
}

/**
 * An emptied or half-typed date is no day to show. While a year is typed, Chromium reports each
 * keystroke as a whole date (0002-, 0020-, 0202-12-24): only a year from 2000 on is one.
 */
const isWholeDate = (value: string) => value >= '2000-01-01';

/** Previous and next day, a date picker, and a way back to today. */
export function DayControls({ date, today, onDateChange }: DayControlsProps) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Button
        variant="outline"
        size="md"
        aria-label={t('Previous day')}
        onClick={() => onDateChange(shiftDate(date, -1))}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </Button>
      <TextField
        label="Date"
        type="date"
        value={date}
        className="w-44"
        onChange={(event) => isWholeDate(event.target.value) && onDateChange(event.target.value)}
      />
      <Button
        variant="outline"
        size="md"
        aria-label={t('Next day')}
        onClick={() => onDateChange(shiftDate(date, 1))}
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
      <Button variant="ghost" disabled={date === today} onClick={() => onDateChange(today)}>
        {t('Today')}
      </Button>
    </div>
  );
}
