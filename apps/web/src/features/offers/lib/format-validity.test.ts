import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { formatOfferDate, formatValidity } from './format-validity.ts';

beforeAll(async () => {
  await loadCatalogue('si');
});

describe('offer validity', () => {
  it('prints calendar days without shifting them by time zone', () => {
    expect(formatValidity('2026-11-12', '2026-12-31')).toBe('Nov 12, 2026 – Dec 31, 2026');
    expect(formatOfferDate('2027-01-01')).toBe('Jan 1, 2027');
  });

  it('writes every month as en-US Intl does', () => {
    const english = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      const date = `2027-${String(month).padStart(2, '0')}-0${(month % 9) + 1}`;
      expect(formatOfferDate(date), date).toBe(english.format(new Date(`${date}T00:00:00Z`)));
    }
  });

  it('prints Sinhala and Tamil days as Intl does, on the same day', () => {
    expect(formatOfferDate('2026-11-12', 'si')).toContain('නොවැම්බර්');
    expect(formatOfferDate('2026-11-12', 'si')).toContain('12');
    expect(formatOfferDate('2026-11-12', 'ta')).toContain('12');
    expect(formatOfferDate('2026-11-12', 'ta')).not.toContain('Nov');
  });

  it('shows an unexpected value as it came', () => {
    expect(formatOfferDate('soon')).toBe('soon');
    expect(formatOfferDate('2026-02-30')).toBe('2026-02-30');
    expect(formatOfferDate('2026-11-12T10:00')).toBe('2026-11-12T10:00');
  });
});
