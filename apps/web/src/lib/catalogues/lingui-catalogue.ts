import { I18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import type { Catalogue } from '../language.ts';

/**
 * A language's compiled messages (vite-compiled-catalogues.ts) formatted by Lingui's runtime:
 * placeholders, plurals and selects by the language's rules. An id the catalogue lacks
 * answers undefined, so the screen shows the English (docs/architecture.md#languages).
 */
export function linguiCatalogue(locale: string, messages: Messages): Catalogue {
  const i18n = new I18n({ locale, messages: { [locale]: messages } });
  return {
    format: (id, values) => (Object.hasOwn(messages, id) ? i18n._(id, values) : undefined),
    ids: () => Object.keys(messages),
  };
}
