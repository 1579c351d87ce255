import { describe, expect, it } from 'vitest';
import { formatOfferDate, formatValidity } from './format-validity.ts';

describe('offer validity', () => {
  it('prints calendar days without shifting them by time zone', () => {
    expect(formatValidity('2026-11-12', '2026-12-31')).toBe('Nov 12, 2026 – Dec 31, 2026');
    expect(formatOfferDate('2027-01-01')).toBe('Jan 1, 2027');
  });

  it('shows an unexpected value as it came', () => {
    expect(formatOfferDate('soon')).toBe('soon');
  });
});
