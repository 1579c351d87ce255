import { bookingCalendarMessages } from '@salon/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { formatLongDate } from '../../../lib/format-time.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

/** docs/product.md#2.10: the first day with a free start, one press away. */
export function NextAvailableButton({ date, onChoose }: { date: string; onChoose: (date: string) => void }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <Button variant="outline" size="sm" className="mt-3" onClick={() => onChoose(date)}>
      {t(bookingCalendarMessages.nextAvailable, { date: formatLongDate(date, language) })}
    </Button>
  );
}
