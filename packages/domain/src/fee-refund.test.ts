import { describe, expect, it } from 'vitest';
import { isFeeRefundableOnCancel } from './fee-refund.ts';

describe('isFeeRefundableOnCancel', () => {
  const startsAt = new Date('2026-12-04T04:30:00Z'); // 10:00 in Colombo
  it.each([
    ['two days ahead', '2026-12-02T04:30:00Z', true],
    ['exactly 24 hours ahead', '2026-12-03T04:30:00Z', true],
    ['a minute inside 24 hours', '2026-12-03T04:31:00Z', false],
    ['after it started', '2026-12-04T05:00:00Z', false],
  ])('%s: %s', (_label, now, refundable) => {
    expect(isFeeRefundableOnCancel(startsAt, new Date(now))).toBe(refundable);
  });
});
