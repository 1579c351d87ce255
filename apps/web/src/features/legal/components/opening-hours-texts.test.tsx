import { LANGUAGE_COOKIE } from '@salon/contracts';
import type { Language, PublicConfig } from '@salon/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { jsonResponse, stubApi } from '../../../test/fake-api.ts';
import { publicConfig } from '../../../test/public-config.ts';
import { renderApp } from '../../../test/render-app.tsx';

const weekday = { open: '09:00', close: '19:00' };
/** The owner opened Sundays (10:00-16:00) and closes Saturdays at 5 pm. */
const sundayOpen: PublicConfig['openingHours'] = [
  { open: '10:00', close: '16:00' },
  weekday,
  weekday,
  weekday,
  weekday,
  weekday,
  { open: '09:00', close: '17:00' },
];

const salonOpen = (openingHours: PublicConfig['openingHours']) =>
  stubApi({
    'GET /api/config': () => jsonResponse(200, { status: 'success', data: publicConfig({ openingHours }) }),
  });

async function inLanguage(language: Language) {
  if (language === 'en') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/`;
  await loadCatalogue(language);
}

const textOf = (id: string) => document.getElementById(id)?.textContent ?? '';
const mainText = () => screen.getByRole('main').textContent ?? '';

/** The changed hours and the default's closed-day words, as each language writes them. */
const expected: Record<Language, { changed: string; closedSundays: string }> = {
  en: {
    changed:
      'Monday to Friday, 9:00 am to 7:00 pm; Saturday, 9:00 am to 5:00 pm; Sunday, 10:00 am to 4:00 pm',
    closedSundays: 'Monday to Saturday, 9:00 am to 7:00 pm (closed on Sundays)',
  },
  si: {
    changed:
      'සඳුදා සිට සිකුරාදා දක්වා, පෙ.ව. 9:00 සිට ප.ව. 7:00 දක්වා; සෙනසුරාදා, පෙ.ව. 9:00 සිට ප.ව. 5:00 දක්වා; ඉරිදා, පෙ.ව. 10:00 සිට ප.ව. 4:00 දක්වා',
    closedSundays: 'සඳුදා සිට සෙනසුරාදා දක්වා, පෙ.ව. 9:00 සිට ප.ව. 7:00 දක්වා (ඉරිදා දිනවල වසා ඇත)',
  },
  // Tamil reads the 12-hour clock like the others (locale-format.ts's CLOCK_TIME, docs/product.md#2.2).
  ta: {
    changed:
      'திங்கள் முதல் வெள்ளி வரை, 9:00 AM முதல் 7:00 PM வரை; சனி, 9:00 AM முதல் 5:00 PM வரை; ஞாயிறு, 10:00 AM முதல் 4:00 PM வரை',
    closedSundays: 'திங்கள் முதல் சனி வரை, 9:00 AM முதல் 7:00 PM வரை (ஞாயிறு அன்று மூடப்பட்டிருக்கும்)',
  },
};

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('About, Contact and the FAQ quote the owner’s opening hours (docs/architecture.md#availability)', () => {
  it('keeps the English wording at the default hours', async () => {
    salonOpen(publicConfig().openingHours);
    renderApp('/');
    await waitFor(() => expect(textOf('about')).toContain(expected.en.closedSundays));
    expect(textOf('contact')).toContain(`Opening hours: ${expected.en.closedSundays}.`);
  });

  it.each(['en', 'si', 'ta'] as const)(
    'shows Sunday open and Saturday to 5 pm on the home page in %s',
    async (language) => {
      salonOpen(sundayOpen);
      await inLanguage(language);
      renderApp('/');
      await waitFor(() => expect(textOf('about')).toContain(expected[language].changed));
      expect(textOf('contact')).toContain(expected[language].changed);
      expect(textOf('about') + textOf('contact')).not.toContain(expected[language].closedSundays);
    },
  );

  it.each(['en', 'si', 'ta'] as const)(
    'shows Sunday open and Saturday to 5 pm in the FAQ in %s',
    async (language) => {
      salonOpen(sundayOpen);
      await inLanguage(language);
      renderApp('/faq');
      // Once in the walk-ins answer and once in the aside under the questions.
      await waitFor(() => expect(mainText().split(expected[language].changed)).toHaveLength(3));
      expect(mainText()).not.toContain(expected[language].closedSundays);
    },
  );
});
