import { describe, expect, it } from 'vitest';
import { splitPayment } from './payment-split.ts';

describe('splitPayment', () => {
  it.each([
    { servicesTotal: 16100, fee: 1000, deducted: false, payNow: 1000, payAtSalon: 16100 },
    { servicesTotal: 16100, fee: 1000, deducted: true, payNow: 1000, payAtSalon: 15100 },
    { servicesTotal: 1000, fee: 1000, deducted: true, payNow: 1000, payAtSalon: 0 },
    { servicesTotal: 600, fee: 1000, deducted: true, payNow: 1000, payAtSalon: 0 },
    { servicesTotal: 600, fee: 1000, deducted: false, payNow: 1000, payAtSalon: 600 },
    { servicesTotal: 0, fee: 0, deducted: true, payNow: 0, payAtSalon: 0 },
  ])(
    'services $servicesTotal, fee $fee, deducted $deducted: now $payNow, at the salon $payAtSalon',
    ({ servicesTotal, fee, deducted, payNow, payAtSalon }) => {
      expect(splitPayment(servicesTotal, fee, deducted)).toEqual({ payNow, payAtSalon });
    },
  );
});
