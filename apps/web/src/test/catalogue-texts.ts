import type { Language } from '@salon/contracts';
import { loadCatalogue } from '../lib/language.ts';

/** A language's texts without placeholders, by their English: what a screen shows for each. */
export async function loadCatalogueTexts(language: Language): Promise<Readonly<Record<string, string>>> {
  const catalogue = await loadCatalogue(language);
  return Object.fromEntries(catalogue.ids().map((id) => [id, catalogue.format(id)!]));
}
