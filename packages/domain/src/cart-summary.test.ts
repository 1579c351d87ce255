import { describe, expect, it } from 'vitest';
import { calculateCartSummary } from './cart-summary.ts';

describe('calculateCartSummary', () => {
  it('is all zero for an empty cart: no booking fee', () => {
    expect(calculateCartSummary([], null, 1000)).toEqual({
      servicesTotal: 0,
      bookingFee: 0,
      totalAmount: 0,
      totalDuration: 0,
    });
  });

  it('sums price x quantity and duration x quantity, plus the fee', () => {
    const lines = [
      { priceLkr: 3500, quantity: 2, durationMinutes: 45 },
      { priceLkr: 4500, quantity: 1, durationMinutes: 60 },
    ];
    expect(calculateCartSummary(lines, null, 1000)).toEqual({
      servicesTotal: 11500,
      bookingFee: 1000,
      totalAmount: 12500,
      totalDuration: 150,
    });
  });

  it('adds the fee it is given: the owner sets it', () => {
    const summary = calculateCartSummary([{ priceLkr: 3500, quantity: 1, durationMinutes: 45 }], null, 1500);
    expect(summary).toMatchObject({ servicesTotal: 3500, bookingFee: 1500, totalAmount: 5000 });
  });

  it('counts 30 minutes for a service without a duration', () => {
    expect(
      calculateCartSummary([{ priceLkr: 1000, quantity: 3, durationMinutes: null }], null, 1000)
        .totalDuration,
    ).toBe(90);
  });

  it('charges the offer price, not the services, and shows the savings', () => {
    const lines = [
      { priceLkr: 6000, quantity: 1, durationMinutes: 60 },
      { priceLkr: 3000, quantity: 1, durationMinutes: 45 },
    ];
    expect(calculateCartSummary(lines, { priceLkr: 7200, originalPriceLkr: 9000 }, 1000)).toEqual({
      servicesTotal: 7200,
      bookingFee: 1000,
      totalAmount: 8200,
      totalDuration: 105,
      originalPrice: 9000,
      savings: 1800,
    });
  });
});
