/**
 * The languages of the customer screens (docs/architecture.md#languages). English is the
 * source: every text is written in English in the code, and the other languages are
 * catalogues keyed by that English text.
 */
export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie remembering a visitor's choice, read by the server renderer as well as the browser. */
export const LANGUAGE_COOKIE = 'salon_lang';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language a Cookie header (or document.cookie) asks for; English when none or unknown. */
export function languageFromCookies(cookies: string | undefined): Language {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return DEFAULT_LANGUAGE;
}
