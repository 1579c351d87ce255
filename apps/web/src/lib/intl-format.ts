import type { Language } from '@salon/contracts';

/**
 * Intl formatters for Sinhala and Tamil (docs/architecture.md#languages), made once per
 * locale and options: building one costs more than formatting with it. English keeps the
 * formats the spec fixes, in each format-* module.
 */
const INTL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-LK', si: 'si-LK', ta: 'ta-LK' };

const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

export function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n ${language} ${JSON.stringify(options)}`;
  let format = made.get(key) as Intl.NumberFormat | undefined;
  if (!format) made.set(key, (format = new Intl.NumberFormat(INTL_LOCALES[language], options)));
  return format;
}

export function dateTimeFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d ${language} ${JSON.stringify(options)}`;
  let format = made.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) made.set(key, (format = new Intl.DateTimeFormat(INTL_LOCALES[language], options)));
  return format;
}
