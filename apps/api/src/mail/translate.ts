import type { Language } from '@salon/contracts';
import { format } from 'date-fns';
import { catalogue as si } from './catalogues/si.ts';
import { catalogue as ta } from './catalogues/ta.ts';

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
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** `translate` bound to one language: `t('Hello {name},', { name })`. */
export const translator =
  (language: Language) =>
  (english: string, values?: TextValues): string =>
    translate(language, english, values);

const INTL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-LK', si: 'si-LK', ta: 'ta-LK' };

const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function dateTimeFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d ${language} ${JSON.stringify(options)}`;
  let formatter = made.get(key) as Intl.DateTimeFormat | undefined;
  if (!formatter) made.set(key, (formatter = new Intl.DateTimeFormat(INTL_LOCALES[language], options)));
  return formatter;
}

function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n ${language} ${JSON.stringify(options)}`;
  let formatter = made.get(key) as Intl.NumberFormat | undefined;
  if (!formatter) made.set(key, (formatter = new Intl.NumberFormat(INTL_LOCALES[language], options)));
  return formatter;
}

// A salon date ('2026-12-04') is a calendar day: formatted at UTC midnight, it names that day anywhere.
const calendarDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'Friday, December 4, 2026' in English, as the mails always said; Intl's long date otherwise. */
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

/** 'Fri 4 Dec 2026' in English, as the SMS always said; Intl's short date otherwise. */
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

/**
 * Whole rupees as Intl writes them for si-LK and ta-LK, as the screens do
 * (apps/web/src/lib/format-money.ts); English keeps each mail's own 'LKR' form, given as `english`.
 */
export function formatMailLkr(amountLkr: number, language: Language, english: string): string {
  if (language === 'en') return english;
  return numberFormat(language, { style: 'currency', currency: 'LKR', maximumFractionDigits: 0 }).format(
    amountLkr,
  );
}
