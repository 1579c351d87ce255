import { CLOCK_TIME, formatLkr, localeFormats, sinhalaCalendarWords, type Language } from '@salon/contracts';
import { format } from 'date-fns';
import { catalogue as si } from './catalogues/si.ts';
import { catalogue as ta } from './catalogues/ta.ts';
import { oneLine } from './one-line.ts';

/**
 * The customer's mails and SMS in their language (docs/architecture.md#languages): English
 * lives in the source; Sinhala and Tamil are catalogues keyed by that English text, as the
 * screens' are. A text a catalogue lacks goes out in English.
 */
export type Catalogue = Readonly<Record<string, string>>;
export type TextValues = Readonly<Record<string, string | number>>;

export const mailCatalogues: Readonly<Record<Exclude<Language, 'en'>, Catalogue>> = { si, ta };

export function translate(language: Language, english: string, values: TextValues = {}): string {
  const text = language === 'en' ? english : (mailCatalogues[language][english] ?? english);
  // A value (a name, a reference) always sits inside a line of the text.
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? oneLine(String(values[name])) : whole,
  );
}

/** `translate` bound to one language: `t('Hello {name},', { name })`. */
export const translator =
  (language: Language) =>
  (english: string, values?: TextValues): string =>
    translate(language, english, values);

// The screens' rule for Sinhala and Tamil dates and rupees, with Sinhala's words read directly.
const { dateTimeFormat } = localeFormats((english) => sinhalaCalendarWords[english] ?? english);

// A salon date ('2026-12-04') is a calendar day: formatted at UTC midnight, it names that day anywhere.
const calendarDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'Friday, December 4, 2026' in English, as the mails always said; the screens' long date otherwise. */
export function formatMailDate(date: string, language: Language): string {
  if (language === 'en') return format(new Date(`${date}T00:00:00`), 'EEEE, MMMM d, yyyy');
  return dateTimeFormat(language, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(calendarDay(date));
}

/** 'Fri 4 Dec 2026' in English, as the SMS always said; the screens' short date otherwise. */
export function formatSmsDate(date: string, language: Language): string {
  if (language === 'en') return format(new Date(`${date}T00:00:00`), 'EEE d MMM yyyy');
  return dateTimeFormat(language, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(calendarDay(date));
}

const clockOptions = { ...CLOCK_TIME, timeZone: 'UTC' } as const;
const englishClock = new Intl.DateTimeFormat('en-US', clockOptions);

/**
 * A salon time ('14:30') on the 12-hour clock the screens read in every language
 * (`CLOCK_TIME`, docs/product.md#2.2): '2:30 PM', 'ප.ව. 2:30', Tamil's '2:30 PM'. A string that
 * is not a time goes out as it is.
 */
export function formatMailTime(time: string, language: Language): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (!match) return time;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return time;
  // The clock time on a fixed UTC day: the same text on a server in any time zone.
  const instant = new Date(Date.UTC(2000, 0, 1, hours, minutes));
  if (language !== 'en') return dateTimeFormat(language, clockOptions).format(instant);
  // The plain space before AM/PM that newer Intl data made a narrow one, as the screens write it.
  return englishClock.format(instant).replace(/\u202f/g, ' ');
}

/** '10:00 AM–11:30 AM': an appointment's start and end on the salon's clock. */
export const formatMailTimes = (startTime: string, endTime: string, language: Language): string =>
  `${formatMailTime(startTime, language)}–${formatMailTime(endTime, language)}`;

/**
 * Rupees in a mail or SMS as the screens write them ('LKR 3,500', 'රු. 3,500', 'Rs. 3,500'): the
 * one formatter of packages/contracts/src/money-format.ts.
 */
export const formatMailLkr = (amountLkr: number, language: Language): string =>
  formatLkr(amountLkr, language);
