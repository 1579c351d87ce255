import type { Language } from '@salon/contracts';
import { loadedCatalogue, translate } from './language.ts';

/**
 * Intl formatters for Sinhala and Tamil (docs/architecture.md#languages), made once per
 * locale and options: building one costs more than formatting with it. English keeps the
 * formats the spec fixes, in each format-* module.
 */
const INTL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-LK', si: 'si-LK', ta: 'ta-LK' };

/** What the screens use of a formatter; Sinhala's is not Intl's own (below). */
export interface NumberTextFormat {
  format(value: number): string;
}
export interface DateTextFormat {
  format(value: Date | number): string;
}

const made = new Map<string, NumberTextFormat | DateTextFormat>();

function once<Format extends NumberTextFormat | DateTextFormat>(key: string, make: () => Format): Format {
  let format = made.get(key) as Format | undefined;
  if (!format) made.set(key, (format = make()));
  return format;
}

export function numberFormat(language: Language, options: Intl.NumberFormatOptions): NumberTextFormat {
  return once(`n ${language} ${JSON.stringify(options)}`, () =>
    language === 'si' ? sinhalaNumberFormat(options) : new Intl.NumberFormat(INTL_LOCALES[language], options),
  );
}

export function dateTimeFormat(language: Language, options: Intl.DateTimeFormatOptions): DateTextFormat {
  return once(`d ${language} ${JSON.stringify(options)}`, () =>
    language === 'si'
      ? sinhalaDateTimeFormat(options)
      : new Intl.DateTimeFormat(INTL_LOCALES[language], options),
  );
}

/*
 * Sinhala without the runtime's Sinhala data: Chromium ships none, so Intl formats 'si-LK'
 * there in American English ("Mon", "LKR 3,500.00"), while Node, which renders the server's
 * pages, has it (and gives the traditional month names, not the ones people write today). So
 * the numbers come from 'en-US', which every runtime has, and the words from the Sinhala
 * catalogue: the same text in every browser and on the server.
 */
const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);

/** "Nov" or "November" as the catalogue's key, "November" (Sinhala has no short month names); digits stay digits. */
const monthName = (value: string) => MONTHS.find((name) => name.startsWith(value.slice(0, 3))) ?? value;

function sinhalaWord(english: string): string {
  return translate(loadedCatalogue('si') ?? {}, english);
}

function sinhalaNumberFormat(options: Intl.NumberFormatOptions): NumberTextFormat {
  const digits = new Intl.NumberFormat('en-US', { ...options, style: 'decimal', currency: undefined });
  const currency = options.style === 'currency' && options.currency === 'LKR';
  return { format: (value) => (currency ? `රු. ${digits.format(value)}` : digits.format(value)) };
}

/** Sinhala's order: year, month, day, then the weekday, then the time after its AM or PM. */
function sinhalaDateTimeFormat(options: Intl.DateTimeFormatOptions): DateTextFormat {
  const english = new Intl.DateTimeFormat('en-US', options);
  return {
    format(value) {
      const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
      for (const { type, value: text } of english.formatToParts(value)) part[type] = text;
      const month = part.month && sinhalaWord(monthName(part.month));
      // "Mon" and "Monday" are both keys: a calendar's column heads stay short.
      const weekday = part.weekday && sinhalaWord(part.weekday);
      const day = [part.year, month, part.day].filter(Boolean).join(' ');
      const date = weekday ? [day, weekday].filter(Boolean).join(', ') : day;
      const time = part.hour
        ? [part.dayPeriod && sinhalaWord(part.dayPeriod), `${part.hour}:${part.minute ?? '00'}`]
            .filter(Boolean)
            .join(' ')
        : '';
      return [date, time].filter(Boolean).join(' ');
    },
  };
}
