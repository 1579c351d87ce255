import { I18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  CLOCK_TIME,
  formatLkr,
  LANGUAGES,
  localeFormats,
  sinhalaCalendarWords,
  type Language,
} from '@salon/contracts';
import { format } from 'date-fns';
import fs from 'node:fs';
import { oneLine } from './one-line.ts';

/**
 * The customer's mails and SMS in their language (docs/architecture.md#languages): English
 * lives in the source, each text its own id; Sinhala and Tamil are catalogues keyed by that
 * id in ICU MessageFormat (`catalogues/si.json`, `ta.json`: Lingui's minimal JSON, the screens'
 * format), formatted by Lingui (docs/decisions/0035-messages-by-id.md). A text a catalogue
 * lacks goes out in English.
 */
export type Catalogue = Readonly<Record<string, string>>;
export type TextValues = Readonly<Record<string, string | number>>;

const readCatalogue = (language: string): Catalogue =>
  JSON.parse(fs.readFileSync(new URL(`./catalogues/${language}.json`, import.meta.url), 'utf8')) as Catalogue;

/** The catalogues as written: each text's English and its translation. */
export const mailCatalogues: Readonly<Record<Exclude<Language, 'en'>, Catalogue>> = {
  si: readCatalogue('si'),
  ta: readCatalogue('ta'),
};

const compile = (catalogue: Catalogue): Messages =>
  Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [id, compileMessage(message)]));

// One Lingui instance per language, its catalogue compiled once; English, and a text a
// catalogue lacks, is compiled from its id when first written.
const formatters = Object.fromEntries(
  LANGUAGES.map((language) => {
    const messages = language === 'en' ? {} : compile(mailCatalogues[language]);
    const i18n = new I18n({ locale: language, messages: { [language]: messages } });
    i18n.setMessagesCompiler(compileMessage);
    return [language, i18n];
  }),
) as Record<Language, I18n>;

export function translate(language: Language, english: string, values: TextValues = {}): string {
  // A value (a name, a reference) always sits inside a line of the text.
  const oneLineValues = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'number' ? value : oneLine(value)]),
  );
  return formatters[language]._(english, oneLineValues);
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
