import { bookingCalendarMessages } from '@salon/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { formatLongDate } from '../../../lib/format-time.ts';

/** docs/product.md#2.10: the first day with a free start, one press away. */
export function NextAvailableButton({ date, onChoose }: { date: string; onChoose: (date: string) => void }) {
  return (
    <Button variant="outline" size="sm" className="mt-3" onClick={() => onChoose(date)}>
      {bookingCalendarMessages.nextAvailable.replace('{date}', formatLongDate(date))}
    </Button>
  );
}
