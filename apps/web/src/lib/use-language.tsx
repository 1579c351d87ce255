import { DEFAULT_LANGUAGE } from '@salon/contracts';
import type { Language } from '@salon/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Catalogue, TextValues } from './language.ts';
import {
  loadCatalogue,
  loadedCatalogue,
  loadLanguageFont,
  translate,
  writeLanguageCookie,
} from './language.ts';

interface LanguageState {
  language: Language;
  catalogue: Catalogue;
  /** Loads the language's catalogue and font, remembers the choice, then shows it. */
  chooseLanguage: (language: Language) => Promise<void>;
}

const LanguageContext = createContext<LanguageState>({
  language: DEFAULT_LANGUAGE,
  catalogue: {},
  chooseLanguage: async () => undefined,
});

/**
 * `language`: the one the page was rendered in (the cookie's). The browser's entry and the
 * server renderer load its catalogue first, so the first render is already in that language
 * and hydrates without a flash; if it is not loaded yet (tests), English shows until it is.
 */
export function LanguageProvider({
  language: initial,
  children,
}: {
  language: Language;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(() => ({
    language: loadedCatalogue(initial) ? initial : DEFAULT_LANGUAGE,
    catalogue: loadedCatalogue(initial) ?? {},
  }));

  const [waitingFor] = useState(() => (loadedCatalogue(initial) ? null : initial));
  useEffect(() => {
    if (!waitingFor) return;
    let isCurrent = true;
    void loadCatalogue(waitingFor).then((catalogue) => {
      // A choice made meanwhile wins over the language the page started in.
      if (isCurrent)
        setShown((now) => (now.language === DEFAULT_LANGUAGE ? { language: waitingFor, catalogue } : now));
    });
    return () => {
      isCurrent = false;
    };
  }, [waitingFor]);

  useEffect(() => {
    document.documentElement.lang = shown.language;
    void loadLanguageFont(shown.language);
  }, [shown.language]);

  const chooseLanguage = useCallback(async (language: Language) => {
    const catalogue = await loadCatalogue(language);
    writeLanguageCookie(language);
    void loadLanguageFont(language);
    // With the words, not a frame later: the page's lang picks the script's font (styles.css).
    document.documentElement.lang = language;
    setShown({ language, catalogue });
  }, []);

  const state = useMemo(
    () => ({ language: shown.language, catalogue: shown.catalogue, chooseLanguage }),
    [shown, chooseLanguage],
  );
  return <LanguageContext value={state}>{children}</LanguageContext>;
}

export const useLanguage = () => useContext(LanguageContext);

/** The translating function of the language shown: `t('Book Now')`, `t('Call {phone}', { phone })`. */
export function useT() {
  const { catalogue } = useContext(LanguageContext);
  return useCallback((text: string, values?: TextValues) => translate(catalogue, text, values), [catalogue]);
}
