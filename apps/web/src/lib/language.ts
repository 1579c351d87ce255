import { DEFAULT_LANGUAGE, fillMessage, isLanguage } from '@salon/contracts';
import type { Language, MessageParams, MessageRef } from '@salon/contracts';

/**
 * docs/architecture.md#languages: English lives in the source, each text its own id; Sinhala
 * and Tamil are catalogues keyed by that id in ICU MessageFormat, compiled at build and
 * formatted by Lingui (docs/decisions/0035-messages-by-id.md), each fetched by its own dynamic
 * import only when that language is chosen, so an English visitor downloads nothing extra.
 * Each catalogue module imports its script's font, so the font's stylesheet comes with it.
 */
export interface Catalogue {
  /** The message `id` in the catalogue's language, or undefined when the catalogue lacks it. */
  format(id: string, values?: TextValues): string | undefined;
  /** Every id the catalogue holds (for the tests that keep it complete). */
  ids(): readonly string[];
}
export type TextValues = MessageParams;

/** English: the source itself, so no catalogue to ask. */
export const englishCatalogue: Catalogue = { format: () => undefined, ids: () => [] };

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ catalogue: Catalogue }>> = {
  si: () => import('./catalogues/si.ts'),
  ta: () => import('./catalogues/ta.ts'),
};

const loaded = new Map<Language, Catalogue>([['en', englishCatalogue]]);

/** The catalogue of `language` once loaded; undefined while it is not. */
export const loadedCatalogue = (language: Language): Catalogue | undefined => loaded.get(language);

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const known = loaded.get(language);
  if (known) return known;
  const { catalogue } = await loaders[language as Exclude<Language, 'en'>]();
  loaded.set(language, catalogue);
  return catalogue;
}

/**
 * A message in the catalogue's language, its placeholders filled from `values`: a text of the
 * source (`'Call {phone}'`, its own id) or a message by id as the server sends it
 * (`{ id, params }`). A message the catalogue lacks shows its English.
 */
export function translate(catalogue: Catalogue, text: string | MessageRef, values?: TextValues): string {
  const [id, params] = typeof text === 'string' ? [text, values] : [text.id, text.params];
  return catalogue.format(id, params) ?? fillMessage(id, params);
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
