import { bookingCalendarMessages } from '@salon/contracts';
import { Zap } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatLongDate, formatTime12h } from '../../../lib/format-time.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

interface FirstAvailableButtonProps {
  date: string;
  /** "HH:mm", the day's earliest free start. */
  start: string;
  isChosen: boolean;
  onChoose: (date: string, start: string) => void;
  disabled?: boolean;
}

/**
 * docs/product.md#2.10: the earliest free start across days, chosen with one press (day and
 * time together), so a returning customer need not look through the calendar.
 */
export function FirstAvailableButton({
  date,
  start,
  isChosen,
  onChoose,
  disabled,
}: FirstAvailableButtonProps) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <Button
      variant={isChosen ? 'secondary' : 'outline'}
      size="md"
      fullWidth
      aria-pressed={isChosen}
      disabled={disabled}
      onClick={() => onChoose(date, start)}
    >
      <Zap aria-hidden="true" className="size-4" />
      {t(bookingCalendarMessages.firstAvailable, {
        date: formatLongDate(date, language),
        time: formatTime12h(start, language),
      })}
    </Button>
  );
}
