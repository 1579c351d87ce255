import { describe, expect, it } from 'vitest';
import { groupThousands } from './format-money.ts';

// formatLkr in each language: intl-format.test.ts.
describe('groupThousands', () => {
  it('writes what en-US Intl writes for whole amounts, large and small', () => {
    const english = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const amount of [
      0, 7, 99, 999, 1000, 3500, 12_000, 999_999, 1_000_000, 1_234_567_890, 2.5, 1499.5, -3500,
    ])
      expect(groupThousands(amount), String(amount)).toBe(english.format(amount));
  });

  it('never writes a minus before a zero', () => {
    expect(groupThousands(-0.4)).toBe('0');
  });
});
