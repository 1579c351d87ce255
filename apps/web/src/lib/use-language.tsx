import { DEFAULT_LANGUAGE } from '@salon/contracts';
import type { Language, MessageRef } from '@salon/contracts';
import { createContext, useCallback, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import type { Catalogue, TextValues } from './language.ts';
import { englishCatalogue, loadCatalogue, loadedCatalogue, translate } from './language.ts';

interface LanguageState {
  language: Language;
  catalogue: Catalogue;
  /** Loads the language's catalogue (and with it its font), remembers the choice, then shows it. */
  chooseLanguage: (language: Language) => Promise<void>;
}

const LanguageContext = createContext<LanguageState>({
  language: DEFAULT_LANGUAGE,
  catalogue: englishCatalogue,
  chooseLanguage: async () => undefined,
});

/**
 * `language`: the one the page starts in (the cookie's). Its catalogue must be loaded first
 * (`loadCatalogue`), as the browser's entry and the server renderer do, so the first render
 * is already in that language and hydrates without a flash; without it the page is English.
 */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  const [shown, setShown] = useState(() => {
    const catalogue = loadedCatalogue(language);
    return catalogue ? { language, catalogue } : { language: DEFAULT_LANGUAGE, catalogue: englishCatalogue };
  });

  // The provider renders again only when the language changes, so the value needs no memo.
  const chooseLanguage = async (chosen: Language) => {
    const [catalogue, cookie] = await Promise.all([loadCatalogue(chosen), import('./language-cookie.ts')]);
    await cookie.rememberLanguage(chosen);
    // With the words, not a frame later: the page's lang picks the script's font (styles.css).
    document.documentElement.lang = chosen;
    setShown({ language: chosen, catalogue });
  };

  return <LanguageContext value={{ ...shown, chooseLanguage }}>{children}</LanguageContext>;
}

export const useLanguage = () => useContext(LanguageContext);

/**
 * The translating function of the language shown: `t('Book Now')`, `t('Call {phone}', { phone })`,
 * or a server's message by id, `t(errorMessage(error, fallback))`.
 */
export function useT() {
  const { catalogue } = useContext(LanguageContext);
  return useCallback(
    (text: string | MessageRef, values?: TextValues) => translate(catalogue, text, values),
    [catalogue],
  );
}
