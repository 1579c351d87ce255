import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, languageFromCookies } from '@salon/contracts';
import type { Language } from '@salon/contracts';

/**
 * docs/architecture.md#languages: English lives in the source; Sinhala and Tamil are
 * catalogues keyed by the English text, each fetched by its own dynamic import only when
 * that language is chosen, so an English visitor downloads nothing extra. Each catalogue
 * module imports its script's font, so the font's stylesheet comes with it.
 */
export type Catalogue = Readonly<Record<string, string>>;
export type TextValues = Readonly<Record<string, string | number>>;

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ catalogue: Catalogue }>> = {
  si: () => import('./catalogues/si.ts'),
  ta: () => import('./catalogues/ta.ts'),
};

const loaded = new Map<Language, Catalogue>([['en', {}]]);

/** The catalogue of `language` once loaded; undefined while it is not. */
export const loadedCatalogue = (language: Language): Catalogue | undefined => loaded.get(language);

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const known = loaded.get(language);
  if (known) return known;
  const { catalogue } = await loaders[language as Exclude<Language, 'en'>]();
  loaded.set(language, catalogue);
  return catalogue;
}

/** `text` in the catalogue's language (English when it has none), with `{name}` filled from `values`. */
export function translate(catalogue: Catalogue, text: string, values?: TextValues): string {
  const chosen = catalogue[text] ?? text;
  if (!values) return chosen;
  return chosen.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** How each language is named in its own script, for the switch. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  si: 'සිංහල',
  ta: 'தமிழ்',
};

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

// Reading document.cookie is a "DocumentCookie" issue in Chrome's Issues panel, which
// Lighthouse's best practices count: the browser asks the Cookie Store API where it has one.
const hasCookieStore = () => typeof window !== 'undefined' && 'cookieStore' in window;

export const readLanguageCookie = (): Language =>
  typeof document === 'undefined' ? DEFAULT_LANGUAGE : languageFromCookies(document.cookie);

/**
 * The language the page starts in: a page rendered on the server says it in `<html lang>`;
 * the bare shell (signed-in visitors, `npm run dev`) is told by the cookie.
 */
export async function startingLanguage(isServerRendered: boolean): Promise<Language> {
  const { lang } = document.documentElement;
  if (isServerRendered) return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  if (!hasCookieStore()) return readLanguageCookie();
  const cookie = await window.cookieStore.get(LANGUAGE_COOKIE).catch(() => null);
  return isLanguage(cookie?.value) ? cookie.value : DEFAULT_LANGUAGE;
}

export async function writeLanguageCookie(language: Language): Promise<void> {
  if (!hasCookieStore()) {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
    return;
  }
  await window.cookieStore
    .set({
      name: LANGUAGE_COOKIE,
      value: language,
      path: '/',
      expires: Date.now() + ONE_YEAR_SECONDS * 1000,
      sameSite: 'lax',
    })
    .catch(() => undefined);
}
