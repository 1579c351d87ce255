import { describe, expect, it } from 'vitest';
import { formatLkr, formatOfferAmount } from './format-money.ts';
import { formatLongDate, formatTime12h, formatTimestampDate } from './format-time.ts';
import { formatSalonTimestamp, formatShortDate } from './salon-date.ts';

describe('money, dates and times in each language (docs/architecture.md#languages)', () => {
  it('keeps the English formats the spec fixes', () => {
    expect(formatLkr(3500)).toBe('LKR 3,500');
    expect(formatLkr(3500, 'en')).toBe('LKR 3,500');
    expect(formatOfferAmount(7200, 'en')).toBe('$7,200');
    expect(formatTime12h('09:00', 'en')).toBe('9:00 AM');
    expect(formatLongDate('2026-06-03', 'en')).toBe('June 3, 2026');
    expect(formatShortDate('2026-11-23', 'en')).toBe('Mon, Nov 23');
    expect(formatSalonTimestamp('2026-11-23T10:35:00Z', 'en')).toBe('Nov 23, 2026, 4:05 PM');
  });

  it('writes rupees, dates and times the Sinhala and Tamil way through Intl', () => {
    expect(formatLkr(3500, 'si')).toBe(
      new Intl.NumberFormat('si-LK', { style: 'currency', currency: 'LKR', maximumFractionDigits: 0 }).format(
        3500,
      ),
    );
    expect(formatLkr(3500, 'si')).toContain('රු');
    expect(formatLkr(3500, 'ta')).toContain('3,500');
    expect(formatLkr(3500, 'ta')).not.toContain('LKR');
    // The offers page's $ is an English quirk; the other languages say rupees.
    expect(formatOfferAmount(7200, 'ta')).toBe(formatLkr(7200, 'ta'));
    expect(formatLongDate('2026-06-03', 'ta')).toContain('ஜூன்');
    expect(formatLongDate('2026-06-03', 'si')).toContain('2026');
    expect(formatLongDate('2026-06-03', 'si')).not.toContain('June');
    expect(formatTime12h('14:30', 'ta')).toBe(
      new Intl.DateTimeFormat('ta-LK', { hour: 'numeric', minute: '2-digit' }).format(
        new Date(2000, 0, 1, 14, 30),
      ),
    );
    expect(formatTimestampDate('not a date', 'si')).toBe('not a date');
  });
});
