import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A catalogue's file: each message's id (its English) and its ICU MessageFormat text. */
export type SourceCatalogue = Readonly<Record<string, string>>;

/** Each message of a catalogue parsed ahead, as Lingui's runtime formats it. */
export const compileCatalogue = (source: SourceCatalogue) =>
  Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message)]));

const CATALOGUE_FILE = /[\\/]lib[\\/]catalogues[\\/][a-z]{2}\.json$/;

/**
 * The Sinhala and Tamil catalogues (`src/lib/catalogues/*.json`, Lingui's minimal JSON: id to
 * ICU text) reach the browser compiled, so it needs Lingui's small runtime and never its
 * message parser (docs/decisions/0035-messages-by-id.md). A message that does not parse fails
 * the build. The result is JSON again, which Vite's own JSON step turns into a module.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'salon:compiled-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE_FILE.test(id.split('?')[0]!)) return null;
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code) as SourceCatalogue)), map: null };
    },
  };
}
