import { languageFromCookies } from '@salon/contracts';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, translate } from './language.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('catalogues (docs/architecture.md#languages)', () => {
  it('give Sinhala and Tamil the same texts, each keeping the placeholders of its English', async () => {
    const sinhala = await loadCatalogue('si');
    const tamil = await loadCatalogue('ta');
    expect(Object.keys(tamil).sort()).toEqual(Object.keys(sinhala).sort());
    for (const catalogue of [sinhala, tamil]) {
      for (const [english, translated] of Object.entries(catalogue)) {
        expect(placeholders(translated), english).toEqual(placeholders(english));
        expect(translated, english).not.toBe('');
      }
    }
  });

  it('fills placeholders and falls back to English for a text without a translation', async () => {
    const sinhala = await loadCatalogue('si');
    expect(translate(sinhala, 'Call {phone}', { phone: '+94 11 234 5678' })).toBe('+94 11 234 5678 අමතන්න');
    expect(translate(sinhala, 'Not translated yet, {name}', { name: 'Nimali' })).toBe(
      'Not translated yet, Nimali',
    );
    expect(translate({}, 'Book Now')).toBe('Book Now');
  });

  it('reads the remembered language from the cookies, English when absent or unknown', () => {
    expect(languageFromCookies('salon_signed_in=1; salon_lang=ta')).toBe('ta');
    expect(languageFromCookies('salon_lang=fr')).toBe('en');
    expect(languageFromCookies(undefined)).toBe('en');
  });
});
