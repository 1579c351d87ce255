import { describe, expect, it } from 'vitest';
import { translatedTextsDefaults, translationsToSend } from './translated-texts.ts';

describe("the owner's Sinhala and Tamil texts in a form", () => {
  it('start from what was saved, empty where nothing was', () => {
    expect(translatedTextsDefaults({ si: { title: 'කොණ්ඩය' } })).toEqual({
      si: { title: 'කොණ්ඩය', description: '' },
      ta: { title: '', description: '' },
    });
  });

  it('send only the filled texts, trimmed', () => {
    expect(
      translationsToSend(
        { si: { title: ' කොණ්ඩය ', description: ' ' }, ta: { title: '', description: '' } },
        null,
      ),
    ).toEqual({ si: { title: 'කොණ්ඩය' } });
  });

  it('send nothing from a form that never had any, and an empty set to clear saved ones', () => {
    const empty = { si: { title: '', description: '' }, ta: { title: '', description: '' } };
    expect(translationsToSend(empty, undefined)).toBeUndefined();
    expect(translationsToSend(empty, { ta: { title: 'முடி' } })).toEqual({});
  });
});
