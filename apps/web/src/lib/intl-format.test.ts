import { beforeAll, describe, expect, it } from 'vitest';
import { formatLkr } from './format-money.ts';
import { formatLongDate, formatTime12h, formatTimestampDate } from './format-time.ts';
import { loadCatalogue } from './language.ts';
import { formatSalonTimestamp, formatShortDate } from './salon-date.ts';

beforeAll(async () => {
  await loadCatalogue('si');
});

describe('money, dates and times in each language (docs/architecture.md#languages)', () => {
  it('keeps the English formats the spec fixes', () => {
    expect(formatLkr(3500)).toBe('LKR 3,500');
    expect(formatLkr(3500, 'en')).toBe('LKR 3,500');
    expect(formatTime12h('09:00', 'en')).toBe('9:00 AM');
    expect(formatLongDate('2026-06-03', 'en')).toBe('June 3, 2026');
    expect(formatShortDate('2026-11-23', 'en')).toBe('Mon, Nov 23');
    expect(formatSalonTimestamp('2026-11-23T10:35:00Z', 'en')).toBe('Nov 23, 2026, 4:05 PM');
  });

  it('writes rupees, dates and times the Sinhala and Tamil way', () => {
    expect(formatLkr(3500, 'si')).toBe('රු. 3,500');
    expect(formatLkr(3500, 'ta')).toContain('3,500');
    expect(formatLkr(3500, 'ta')).not.toContain('LKR');
    expect(formatLongDate('2026-06-03', 'ta')).toContain('ஜூன்');
    expect(formatLongDate('2026-06-03', 'si')).toBe('2026 ජූනි 3');
    expect(formatShortDate('2026-11-23', 'si')).toBe('නොවැම්බර් 23, සඳු');
    expect(formatTime12h('14:30', 'si')).toBe('ප.ව. 2:30');
    expect(formatSalonTimestamp('2026-11-23T10:35:00Z', 'si')).toBe('2026 නොවැම්බර් 23 ප.ව. 4:05');
    expect(formatTimestampDate('not a date', 'si')).toBe('not a date');
  });

  it('reads the 12-hour clock in every language, Tamil included (docs/product.md#2.2)', () => {
    expect(formatTime12h('14:30', 'en')).toBe('2:30 PM');
    expect(formatTime12h('09:00', 'si')).toBe('පෙ.ව. 9:00');
    expect(formatTime12h('14:30', 'si')).toBe('ප.ව. 2:30');
    // Intl's ta-LK alone writes '14:30'; the salon's clock writes the afternoon as 2:30.
    for (const language of ['en', 'si', 'ta'] as const) {
      const afternoon = formatTime12h('14:30', language);
      expect(afternoon).toContain('2:30');
      expect(afternoon).not.toContain('14');
      expect(afternoon).not.toBe(formatTime12h('02:30', language));
      expect(formatSalonTimestamp('2026-11-23T10:35:00Z', language)).toMatch(/\b0?4[:.]05\b/);
      expect(formatSalonTimestamp('2026-11-23T10:35:00Z', language)).not.toContain('16');
    }
    expect(formatTime12h('14:30', 'ta')).toBe(
      new Intl.DateTimeFormat('ta-LK', { hour: 'numeric', minute: '2-digit', hour12: true }).format(
        new Date(2000, 0, 1, 14, 30),
      ),
    );
  });

  it('writes the hour after noon and after midnight as 12, never 0, in every language (issue 29)', () => {
    // `hour12: true` alone gives ta-LK, a 24-hour locale, the 0-11 cycle: '0:15 PM' for a noon slot.
    for (const language of ['en', 'si', 'ta'] as const) {
      expect(formatTime12h('12:15', language)).toContain('12:15');
      expect(formatTime12h('00:45', language)).toContain('12:45');
      expect(formatTime12h('12:15', language)).not.toMatch(/\b0:15/);
      expect(formatSalonTimestamp('2026-11-23T06:45:00Z', language)).toMatch(/\b12[:.]15\b/);
    }
  });

  it('writes Sinhala the same in every runtime, whatever Sinhala data its Intl has', () => {
    // Chromium has none and formats 'si-LK' as American English; Node has it. Neither leaks.
    const english = /LKR|Mon|Nov|PM/;
    expect(formatLkr(3500, 'si')).not.toMatch(english);
    expect(formatShortDate('2026-11-23', 'si')).not.toMatch(english);
    expect(formatSalonTimestamp('2026-11-23T10:35:00Z', 'si')).not.toMatch(english);
    // Nor do Node's traditional month names ("ඉල්" for November), which few write today.
    expect(formatShortDate('2026-11-23', 'si')).not.toContain('ඉල්');
  });
});
