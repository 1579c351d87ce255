import { CLOCK_TIME, type Language } from '@salon/contracts';
import { calendarDate, clockTime, englishDateTime } from './calendar-text.ts';
import { dateTimeFormat } from './intl-format.ts';

/** The salon's zone, as salon-date.ts's SALON_TIME_ZONE (not imported: this file stays free of the domain package). */
const SALON_ZONE = 'Asia/Colombo';

/**
 * 'HH:mm' as the site shows times, on the salon's 12-hour clock in every language (`CLOCK_TIME`,
 * docs/product.md#2.2): '9:00 AM', 'පෙ.ව. 9:00', Tamil's '9:00 AM'.
 * docs/product.md#8.3: a string that does not parse is shown as is.
 */
export function formatTime12h(time: string, language: Language = 'en'): string {
  const parsed = clockTime(time);
  if (!parsed) return time;
  return (language === 'en' ? englishDateTime(CLOCK_TIME) : dateTimeFormat(language, CLOCK_TIME)).format(
    parsed,
  );
}

/**
 * A range of clock times, both ends formatted alike ('9:00 AM – 6:00 PM'); an end of '24:00'
 * (the day's end, as a waitlist window may have) reads as the day's last minute.
 */
export function formatTimeRange(from: string, to: string, language: Language = 'en'): string {
  return `${formatTime12h(from, language)} – ${formatTime12h(to === '24:00' ? '23:59' : to, language)}`;
}

/** A salon-local 'yyyy-MM-dd' date as 'June 3, 2026' ('MMMM d, yyyy', docs/product.md#2.10), or Intl's long date. */
export function formatLongDate(date: string, language: Language = 'en'): string {
  const parsed = calendarDate(date);
  if (!parsed) return date;
  if (language !== 'en') return dateTimeFormat(language, { dateStyle: 'long' }).format(parsed);
  return englishDateTime({ month: 'long', day: 'numeric', year: 'numeric' }).format(parsed);
}

/**
 * An ISO timestamp (a review written, a booking made) as the day it fell on in the salon: 'Jun 3,
 * 2026', or Intl's medium date. Every such date on every page goes through here, so a review and
 * a booking made the same day read alike (docs/product.md#2.2).
 */
export function formatTimestampDate(timestamp: string, language: Language = 'en'): string {
  const parsed = new Date(timestamp);
  if (Number.isNaN(parsed.getTime())) return timestamp;
  if (language !== 'en')
    return dateTimeFormat(language, { dateStyle: 'medium', timeZone: SALON_ZONE }).format(parsed);
  return englishDateTime({ month: 'short', day: 'numeric', year: 'numeric', timeZone: SALON_ZONE }).format(
    parsed,
  );
}
