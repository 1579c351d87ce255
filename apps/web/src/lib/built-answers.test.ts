import { cartMessages } from '@salon/contracts';
import { describe, expect, it } from 'vitest';
import { answerText } from './built-answers.ts';
import { loadCatalogue, translate } from './language.ts';

describe('a server answer built around a name (docs/architecture.md#languages)', () => {
  const refusal = cartMessages.bookableOnce('Hair Cut & Style (30 min)');

  it('is translated by its template, the name kept', async () => {
    const [sinhala, tamil] = await Promise.all([loadCatalogue('si'), loadCatalogue('ta')]);
    expect(translate(sinhala, ...answerText(refusal))).toBe(
      'Hair Cut & Style (30 min) එක් පැමිණීමකදී වෙන්කළ හැක්කේ එක් වරක් පමණි',
    );
    expect(translate(tamil, ...answerText(refusal))).toBe(
      'Hair Cut & Style (30 min) ஐ ஒரு வருகைக்கு ஒருமுறை மட்டுமே முன்பதிவு செய்ய முடியும்',
    );
  });

  it('reads in English exactly as the server wrote it, and any other text is its own key', () => {
    expect(translate({}, ...answerText(refusal))).toBe(refusal);
    expect(answerText(cartMessages.offerInCart)).toEqual([cartMessages.offerInCart]);
    expect(answerText('Nothing to see can be booked once per visit, twice')).toEqual([
      'Nothing to see can be booked once per visit, twice',
    ]);
  });
});
