import { compileMessage } from '@lingui/message-utils/compileMessage';
import { languageFromCookies, sinhalaCalendarWords } from '@salon/contracts';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishCatalogue, loadCatalogue, translate } from './language.ts';

// The files as written (an import would bring them compiled, vite-compiled-catalogues.ts).
const source = (language: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `catalogues/${language}.json`), 'utf8'));
const sinhalaSource = source('si');
const tamilSource = source('ta');

type Compiled = ReturnType<typeof compileMessage>;

/** The argument names of a compiled ICU message, plural and select cases included. */
function argumentsOf(message: Compiled): string[] {
  if (typeof message === 'string') return [];
  return message.flatMap((token) => {
    if (typeof token === 'string') return [];
    const [name, , cases] = token;
    const inner =
      cases && typeof cases === 'object'
        ? Object.values(cases).flatMap((value) =>
            Array.isArray(value) ? argumentsOf(value as Compiled) : [],
          )
        : [];
    return [name, ...inner];
  });
}
const names = (message: string) => [...new Set(argumentsOf(compileMessage(message)))].sort();

describe('catalogues (docs/architecture.md#languages)', () => {
  it('give Sinhala and Tamil the same ids, each message valid ICU keeping the arguments of its English', () => {
    // Sinhala's dates' words come from the contracts (catalogues/si.ts), Tamil's from its file.
    expect(Object.keys(tamilSource).sort()).toEqual(
      [...new Set([...Object.keys(sinhalaSource), ...Object.keys(sinhalaCalendarWords)])].sort(),
    );
    for (const catalogue of [sinhalaSource, tamilSource]) {
      for (const [english, translated] of Object.entries(catalogue)) {
        expect(names(translated), english).toEqual(names(english));
        expect(translated, english).not.toBe('');
      }
    }
  });

  it('format each message with its values as the text with the values in place', async () => {
    const sinhala = await loadCatalogue('si');
    for (const [english, translated] of Object.entries(sinhalaSource)) {
      const values = Object.fromEntries(names(english).map((name) => [name, `<${name}>`]));
      if (/,\s*(plural|select)/.test(translated)) continue;
      expect(translate(sinhala, english, values), english).toBe(
        translated.replace(/\{(\w+)\}/g, (_whole, name: string) => `<${name}>`),
      );
    }
  });

  it('fills placeholders and falls back to English for a text without a translation', async () => {
    const sinhala = await loadCatalogue('si');
    expect(translate(sinhala, 'Call {phone}', { phone: '+94 11 234 5678' })).toBe('+94 11 234 5678 අමතන්න');
    expect(translate(sinhala, 'Not translated yet, {name}', { name: 'Nimali' })).toBe(
      'Not translated yet, Nimali',
    );
    expect(translate(englishCatalogue, 'Book Now')).toBe('Book Now');
  });

  it('reads the remembered language from the cookies, English when absent or unknown', () => {
    expect(languageFromCookies('salon_signed_in=1; salon_lang=ta')).toBe('ta');
    expect(languageFromCookies('salon_lang=fr')).toBe('en');
    expect(languageFromCookies(undefined)).toBe('en');
  });
});
