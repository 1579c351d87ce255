import type { Language } from './languages.ts';

/**
 * Numbers, dates and rupees for Sinhala and Tamil, one rule for the screens and the customer's
 * mails (docs/architecture.md#languages). Formatters are made once per locale and options:
 * building one costs more than formatting with it. English keeps the formats the spec fixes,
 * written by each caller.
 */
const INTL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-LK', si: 'si-LK', ta: 'ta-LK' };

/**
 * The salon's clock, decided here for every language (docs/product.md#8.3): Sri Lanka reads the
 * 12-hour clock in English, Sinhala and Tamil alike, so a time is '2:05 PM', 'ප.ව. 2:05' and
 * Tamil's '2:05 PM', never Intl's 24-hour ta-LK default ('14:05'). Every formatter below that
 * writes an hour writes it on this clock, and callers that write a bare time use `CLOCK_TIME`.
 */
export const HOUR12 = true;

/** A time of day on the salon's clock: '2:05 PM'. */
export const CLOCK_TIME = { hour: 'numeric', minute: '2-digit', hour12: HOUR12 } as const;

/** `options` with the salon's clock when they write an hour; dates alone stay as they are. */
export const onSalonClock = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions =>
  options.hour !== undefined || options.timeStyle !== undefined
    ? // 'h12', not `hour12: true`: for ta-LK (a 24-hour locale) `hour12` means the 0-11 cycle, '0:15 PM'.
      { ...options, hour12: undefined, hourCycle: HOUR12 ? 'h12' : 'h23' }
    : options;

/** What callers use of a formatter; Sinhala's is not Intl's own (below). */
export interface NumberTextFormat {
  format(value: number): string;
}
export interface DateTextFormat {
  format(value: Date | number): string;
}

/** A Sinhala date's word for its English one ('November', 'Mon', 'PM'); the English when unknown. */
export type SinhalaWord = (english: string) => string;

export interface LocaleFormats {
  numberFormat(language: Language, options: Intl.NumberFormatOptions): NumberTextFormat;
  dateTimeFormat(language: Language, options: Intl.DateTimeFormatOptions): DateTextFormat;
}

/**
 * The formatters, with Sinhala's words looked up through `sinhalaWord`: the browser finds them
 * in its lazily loaded Sinhala catalogue, the server in `sinhalaCalendarWords` directly.
 */
export function localeFormats(sinhalaWord: SinhalaWord): LocaleFormats {
  const made = new Map<string, NumberTextFormat | DateTextFormat>();
  function once<Format extends NumberTextFormat | DateTextFormat>(key: string, make: () => Format): Format {
    let format = made.get(key) as Format | undefined;
    if (!format) made.set(key, (format = make()));
    return format;
  }
  return {
    numberFormat: (language, options) =>
      once(`n ${language} ${JSON.stringify(options)}`, () =>
        language === 'si'
          ? sinhalaNumberFormat(options)
          : new Intl.NumberFormat(INTL_LOCALES[language], options),
      ),
    dateTimeFormat: (language, asked) => {
      const options = onSalonClock(asked);
      return once(`d ${language} ${JSON.stringify(options)}`, () =>
        language === 'si'
          ? sinhalaDateTimeFormat(options, sinhalaWord)
          : new Intl.DateTimeFormat(INTL_LOCALES[language], options),
      );
    },
  };
}

/*
 * Sinhala without the runtime's Sinhala data: Chromium ships none, so Intl formats 'si-LK'
 * there in American English ("Mon", "LKR 3,500.00"), while Node has it and gives the
 * traditional month names ("උඳුවප්" for December), not the ones people write today. So the
 * numbers come from 'en-US', which every runtime has, and the words from the Sinhala
 * catalogue: the same text in every browser, on the server's pages and in the mails.
 */
const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);

/** "Nov" or "November" as the word's key, "November" (Sinhala has no short month names); digits stay digits. */
const monthName = (value: string) => MONTHS.find((name) => name.startsWith(value.slice(0, 3))) ?? value;

function sinhalaNumberFormat(options: Intl.NumberFormatOptions): NumberTextFormat {
  const digits = new Intl.NumberFormat('en-US', { ...options, style: 'decimal', currency: undefined });
  const currency = options.style === 'currency' && options.currency === 'LKR';
  return { format: (value) => (currency ? `රු. ${digits.format(value)}` : digits.format(value)) };
}

/** Sinhala's order: year, month, day, then the weekday, then the time after its AM or PM. */
function sinhalaDateTimeFormat(
  options: Intl.DateTimeFormatOptions,
  sinhalaWord: SinhalaWord,
): DateTextFormat {
  const english = new Intl.DateTimeFormat('en-US', options);
  return {
    format(value) {
      const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
      for (const { type, value: text } of english.formatToParts(value)) part[type] = text;
      const month = part.month && sinhalaWord(monthName(part.month));
      // "Mon" and "Monday" are both words: a calendar's column heads stay short.
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
