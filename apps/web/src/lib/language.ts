import { DEFAULT_LANGUAGE, isLanguage } from '@salon/contracts';
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

/**
 * The language the page starts in: a page rendered on the server says it in `<html lang>`;
 * the bare shell (signed-in visitors, `npm run dev`) asks the cookie, through a module of its
 * own that first visits to rendered pages never fetch.
 */
export async function startingLanguage(isServerRendered: boolean): Promise<Language> {
  const { lang } = document.documentElement;
  if (isServerRendered) return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const { readRememberedLanguage } = await import('./language-cookie.ts');
  return readRememberedLanguage();
}
