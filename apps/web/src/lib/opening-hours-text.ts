import type { Language } from '@salon/contracts';
import { englishDateTime } from './calendar-text.ts';
import { formatTime12h } from './format-time.ts';
import { dateTimeFormat } from './intl-format.ts';
import type { TextValues } from './language.ts';
import type { BookingSettings } from './use-booking-settings.ts';

type Translate = (text: string, values?: TextValues) => string;
type DayHours = BookingSettings['openingHours'][number];

/** The week as the texts read it, from Monday; index 0 of the owner's hours is Sunday. */
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

// 2 January 2000 was a Sunday: day `index` of the week is that date plus `index`.
const weekdayDate = (index: number) => new Date(2000, 0, 2 + index);

/** 'Monday', or Intl's weekday in Sinhala or Tamil (the site's date words, intl-format.ts). */
function weekdayName(index: number, language: Language): string {
  const date = weekdayDate(index);
  return language === 'en'
    ? englishDateTime({ weekday: 'long' }).format(date)
    : dateTimeFormat(language, { weekday: 'long' }).format(date);
}

/** The prose writes '9:00 am', as the texts always have; the time itself is the site's (format-time.ts). */
const clock = (time: string, language: Language) =>
  language === 'en' ? formatTime12h(time, language).toLowerCase() : formatTime12h(time, language);

interface Run {
  first: number;
  last: number;
  hours: NonNullable<DayHours>;
}

/** Neighbouring weekdays (Monday first) with the same hours, read as one stretch. */
function openRuns(openingHours: readonly DayHours[]): Run[] {
  const runs: Run[] = [];
  for (const day of MONDAY_FIRST) {
    const hours = openingHours[day];
    if (!hours) continue;
    const previous = runs.at(-1);
    const follows = previous && MONDAY_FIRST.indexOf(day) === MONDAY_FIRST.indexOf(previous.last as 0) + 1;
    if (follows && previous.hours.open === hours.open && previous.hours.close === hours.close)
      previous.last = day;
    else runs.push({ first: day, last: day, hours: { ...hours } });
  }
  return runs;
}

/** 'Mondays and Sundays': the catalogue's 'and', as Chromium's Intl has no Sinhala (locale-format.ts). */
function dayList(days: string[], t: Translate): string {
  const last = days.at(-1) ?? '';
  return days.length < 2 ? last : t('{days} and {last}', { days: days.slice(0, -1).join(', '), last });
}

/**
 * The owner's opening hours as one line of prose in the page's language, e.g. 'Monday to
 * Saturday, 9:00 am to 7:00 pm (closed on Sundays)' at the default settings
 * (docs/architecture.md#availability). The About, Contact, FAQ and booking texts all quote it.
 */
export function openingHoursText(
  openingHours: readonly DayHours[],
  language: Language,
  t: Translate,
): string {
  const runs = openRuns(openingHours);
  if (!runs.length) return t('closed until further notice');
  const times = (run: Run) => ({
    open: clock(run.hours.open, language),
    close: clock(run.hours.close, language),
  });
  const stretches = runs.map((run) => {
    if (run.first === 1 && run.last === 0) return t('every day, {open} to {close}', times(run));
    if (run.first === run.last)
      return t('{day}, {open} to {close}', { day: weekdayName(run.first, language), ...times(run) });
    return t('{first} to {last}, {open} to {close}', {
      first: weekdayName(run.first, language),
      last: weekdayName(run.last, language),
      ...times(run),
    });
  });
  const hours = stretches.join('; ');
  const closed = MONDAY_FIRST.filter((day) => !openingHours[day]);
  if (!closed.length) return hours;
  // English says 'closed on Sundays'; the Sinhala and Tamil sentences carry the plural themselves.
  const days = closed.map((day) => weekdayName(day, language) + (language === 'en' ? 's' : ''));
  return t('{hours} (closed on {days})', { hours, days: dayList(days, t) });
}
