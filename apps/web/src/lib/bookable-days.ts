import { bookableDaysResponseSchema, bookingCalendarMessages as m } from '@salon/contracts';
import type { BookableDays, BookableDaysRequest, BookableDaySummary } from '@salon/contracts';
import { isBookableState } from '@salon/domain';
import type { CalendarDay } from '../components/ui/month-calendar.tsx';
import { apiRequest } from './api-client.ts';
import { englishCatalogue, translate } from './language.ts';
import type { TextValues } from './language.ts';

/** A screen's `useT()`; without one the days' words are English. */
type Translate = (text: string, values?: TextValues) => string;
const english: Translate = (text, values) => translate(englishCatalogue, text, values);

/**
 * docs/product.md#2.10 and docs/product.md#2.11: which days of a month have a free start for these
 * services, in one call; with `appointmentId`, for moving that appointment (its own time is free).
 */
export async function getBookableDays(
  body: BookableDaysRequest,
  signal?: AbortSignal,
): Promise<BookableDays> {
  const answer = await apiRequest('/api/appointments/bookable-days', {
    method: 'POST',
    body,
    schema: bookableDaysResponseSchema,
    signal,
  });
  return answer.data;
}

/** Every month's answer, for booking and for moving: drop them all when a slot changes. */
export const bookableDaysQueryKey = ['bookable-days'] as const;

function dayLabel({ state, slotsLeft }: BookableDaySummary, t: Translate): string {
  switch (state) {
    case 'open':
      return t(m.dayOpen);
    case 'few':
      return slotsLeft === 1 ? t(m.dayFewOne) : t(m.dayFew, { count: slotsLeft });
    case 'full':
      return t(m.dayFull);
    case 'closed':
      return t(m.dayClosed);
    case 'past':
      return t(m.dayPast);
    case 'beyond':
      return t(m.dayBeyond);
  }
}

/**
 * The month calendar's view of the month: only days the server says have a free start can be
 * chosen, and full ones too with `fullChoosable` (docs/decisions/0042-waitlist.md: a full day is
 * where a signed-in customer joins the waitlist), shown dimmed.
 */
export function calendarDaysOf(
  month: string,
  data: BookableDays | undefined,
  t: Translate = english,
  { fullChoosable = false }: { fullChoosable?: boolean } = {},
): Record<string, CalendarDay> {
  const days: Record<string, CalendarDay> = {};
  if (data?.month !== month) {
    // Still loading this month: nothing can be chosen yet.
    for (let day = 1; day <= 31; day++)
      days[`${month}-${String(day).padStart(2, '0')}`] = { disabled: true, label: t(m.dayLoading) };
    return days;
  }
  for (const day of data.days)
    days[day.date] = {
      disabled: !isBookableState(day.state) && !(fullChoosable && day.state === 'full'),
      dimmed: day.state === 'full' || undefined,
      marked: day.state === 'few',
      label: dayLabel(day, t),
    };
  return days;
}
