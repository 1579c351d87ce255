import { LANGUAGES } from '@salon/contracts';
import type { Language } from '@salon/contracts';
import { clsx } from 'clsx';
import { LANGUAGE_NAMES } from '../../lib/language.ts';
import { useLanguage, useT } from '../../lib/use-language.tsx';

/**
 * docs/architecture.md#languages: a native select, so keyboard and screen reader users get
 * the control they know; each language is named in its own script and marked with its lang.
 * Its font stack leaves out the other scripts' faces (styles.css), so naming them fetches no font.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { language, chooseLanguage } = useLanguage();
  const t = useT();
  return (
    <label className={clsx('flex items-center', className)}>
      <select
        name="language"
        aria-label={t('Language')}
        value={language}
        // The options are the languages themselves.
        onChange={(event) => void chooseLanguage(event.target.value as Language)}
        className="h-9 cursor-pointer appearance-none rounded-full border border-plum-900/15 bg-white/80 px-3 font-(family-name:--font-language-switch) text-sm text-plum-900 hover:border-plum-900/35 pointer-coarse:h-11"
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
