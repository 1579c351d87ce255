import { describe, expect, it } from 'vitest';
import { calculateOfferPrice, isOfferActive } from './offer-pricing.ts';
import { toSalonDate } from './salon-date.ts';

describe('calculateOfferPrice', () => {
  it.each([
    [10000, 20, 8000],
    [4500, 15, 3825],
    [3333, 10, 3000],
    [999, 33, 669],
    [5000, 0, 5000],
    [5000, 100, 0],
  ])('%i LKR less %i%% is %i LKR', (original, discount, price) => {
    expect(calculateOfferPrice(original, discount)).toBe(price);
  });
});

describe('isOfferActive', () => {
  const offer = { startDate: '2026-11-01', endDate: '2026-11-30' };
  it.each([
    ['2026-10-31', false],
    ['2026-11-01', true],
    ['2026-11-30', true],
    ['2026-12-01', false],
  ])('on %s: %s', (today, active) => {
    expect(isOfferActive(offer, today)).toBe(active);
  });
});

describe('toSalonDate', () => {
  it('is already tomorrow in Colombo at 20:00 UTC', () => {
    expect(toSalonDate(new Date('2026-11-30T20:00:00Z'), 'Asia/Colombo')).toBe('2026-12-01');
    expect(toSalonDate(new Date('2026-11-30T18:29:00Z'), 'Asia/Colombo')).toBe('2026-11-30');
  });
});
