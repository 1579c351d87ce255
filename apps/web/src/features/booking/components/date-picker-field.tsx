import { bookingCalendarMessages as m } from '@salon/contracts';
import type { BookableDays, Branch } from '@salon/contracts';
import { isBookableState } from '@salon/domain';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { MonthCalendar } from '../../../components/ui/month-calendar.tsx';
import { calendarDaysOf } from '../../../lib/bookable-days.ts';
import { errorDetail } from '../../../lib/error-detail.ts';
import { formatLongDate } from '../../../lib/format-time.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useOpeningHoursText } from '../../../lib/use-opening-hours-text.ts';
import { openingHoursText } from '../../../lib/opening-hours-text.ts';
import { keepToWindow } from '../lib/booking-dates.ts';
import type { BookingWindow } from '../lib/booking-dates.ts';
import { NextAvailableButton } from './next-available-button.tsx';

interface DatePickerFieldProps {
  value: string | null;
  range: BookingWindow;
  /** The month shown, yyyy-MM. */
  month: string;
  onMonthChange: (month: string) => void;
  /** The server's word on the month's days (useBookableDays). */
  bookable: {
    data: BookableDays | undefined;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  onChange: (date: string) => void;
  disabled?: boolean;
  /** The chosen branch's hours (docs/decisions/0045-branches.md); absent, the salon's. */
  branchHours?: Branch['hours'] | undefined;
  /** Full days can be chosen: there the customer joins the waitlist (docs/decisions/0042-waitlist.md). */
  fullDaysChoosable?: boolean;
}

/**
 * docs/product.md#2.10: a month calendar (keyboard and screen-reader ready) where closed, full,
 * past and too distant days cannot be chosen (full ones can with `fullDaysChoosable`) and nearly
 * full ones are marked; the choice is echoed as 'MMMM d, yyyy'.
 */
export function DatePickerField({
  value,
  range,
  month,
  onMonthChange,
  bookable,
  onChange,
  disabled,
  branchHours,
  fullDaysChoosable = false,
}: DatePickerFieldProps) {
  const id = useId();
  const t = useT();
  const { language } = useLanguage();
  const salonHours = useOpeningHoursText();
  const hours = branchHours ? openingHoursText(branchHours, language, t) : salonHours;
  const { data } = bookable;
  const loaded = data?.month === month;
  const monthHasRoom = loaded && data.days.some((day) => isBookableState(day.state));
  const next = data?.firstBookableDate;
  const detail = bookable.isError ? errorDetail(bookable.error, m.daysLoadFailed) : null;

  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-ink">
        {t(m.label)}
      </p>
      <MonthCalendar
        label={t(m.label)}
        month={month}
        days={keepToWindow(calendarDaysOf(month, data, t, { fullChoosable: fullDaysChoosable }), range, t)}
        selected={value}
        today={range.min}
        lastMonth={range.max.slice(0, 7)}
        onSelect={onChange}
        onMonthChange={onMonthChange}
        disabled={disabled}
        describedBy={`${id}-legend`}
      />
      <p id={`${id}-legend`} className="mt-2 flex items-center gap-2 text-xs text-ink-muted">
        <span aria-hidden="true" className="inline-block size-1.5 rounded-full bg-amber-600" />
        {t(m.legendFew)}
      </p>
      <div aria-live="polite" className="mt-2 min-h-5 space-y-1 text-sm">
        {value && <p className="font-medium text-plum-800">{formatLongDate(value, language)}</p>}
        {bookable.isError ? (
          <div role="alert" className="text-red-800">
            <p className="font-medium">{t(m.daysLoadFailed)}</p>
            {detail && <p>{t(detail)}</p>}
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void bookable.refetch()}>
              {t('Try Again')}
            </Button>
          </div>
        ) : !loaded ? (
          <p className="text-ink-muted">{t(m.loadingDays)}</p>
        ) : !monthHasRoom ? (
          <div>
            <p className="text-ink-muted">{t(m.noDaysThisMonth)}</p>
            {next && <NextAvailableButton date={next} onChoose={onChange} />}
          </div>
        ) : (
          !value && <p className="text-ink-muted">{t('Open {hours}.', { hours })}</p>
        )}
      </div>
    </div>
  );
}
