import { describe, expect, it } from 'vitest';
import { bookedServiceTitle, serviceTexts } from './service-texts.ts';

const service = {
  title: 'Hair Spa',
  description: 'A deep conditioning treatment.',
  translations: {
    ta: { title: 'ஹேர் ஸ்பா', description: 'ஆழமான கண்டிஷனிங் சிகிச்சை.' },
    si: { title: 'හෙයාර් ස්පා' },
  },
};

describe('serviceTexts', () => {
  it('gives English visitors the English texts, even when translations exist', () => {
    expect(serviceTexts(service, 'en')).toEqual({
      title: 'Hair Spa',
      description: 'A deep conditioning treatment.',
    });
  });

  it('gives a language its own title and description', () => {
    expect(serviceTexts(service, 'ta')).toEqual({ title: 'ஹேர் ஸ்பா', description: 'ஆழமான கண்டிஷனிங் சிகிச்சை.' });
  });

  it('falls back to English text by text when a translation is missing or blank', () => {
    expect(serviceTexts(service, 'si')).toEqual({
      title: 'හෙයාර් ස්පා',
      description: 'A deep conditioning treatment.',
    });
    expect(serviceTexts({ ...service, translations: { si: { title: '  ' } } }, 'si').title).toBe('Hair Spa');
    expect(serviceTexts({ title: 'Hair Spa', description: 'x' }, 'ta')).toEqual({
      title: 'Hair Spa',
      description: 'x',
    });
  });
});

describe('bookedServiceTitle', () => {
  const booked = { title: 'Hair Spa', translations: { si: { title: ' හෙයාර් ස්පා ' }, ta: { title: ' ' } } };

  it('gives the language its booked title, trimmed, and the English otherwise', () => {
    expect(bookedServiceTitle(booked, 'si')).toBe('හෙයාර් ස්පා');
    expect(bookedServiceTitle(booked, 'ta')).toBe('Hair Spa');
    expect(bookedServiceTitle(booked, 'en')).toBe('Hair Spa');
    expect(bookedServiceTitle({ title: 'Hair Spa' }, 'si')).toBe('Hair Spa');
  });
});
