import { describe, expect, it } from 'vitest';
import { amountToTakeAtDesk } from './desk-amount.ts';

describe('amountToTakeAtDesk', () => {
  it.each([
    {
      status: 'confirmed',
      servicesTotalLkr: 4500,
      feeKeptOnlineLkr: 1000,
      feeDeductedAtSalon: true,
      expected: 3500,
    },
    {
      status: 'completed',
      servicesTotalLkr: 4500,
      feeKeptOnlineLkr: 1000,
      feeDeductedAtSalon: false,
      expected: 4500,
    },
    // The fee was more than the services: nothing to take, never a negative amount.
    {
      status: 'pending',
      servicesTotalLkr: 800,
      feeKeptOnlineLkr: 1000,
      feeDeductedAtSalon: true,
      expected: 0,
    },
    // The fee went back: the whole price is taken at the desk.
    {
      status: 'confirmed',
      servicesTotalLkr: 4500,
      feeKeptOnlineLkr: 0,
      feeDeductedAtSalon: true,
      expected: 4500,
    },
    {
      status: 'no-show',
      servicesTotalLkr: 4500,
      feeKeptOnlineLkr: 1000,
      feeDeductedAtSalon: true,
      expected: 0,
    },
    {
      status: 'cancelled',
      servicesTotalLkr: 4500,
      feeKeptOnlineLkr: 1000,
      feeDeductedAtSalon: false,
      expected: 0,
    },
  ])(
    '$status, services $servicesTotalLkr, fee kept $feeKeptOnlineLkr, deducted $feeDeductedAtSalon: $expected',
    ({ expected, ...visit }) => {
      expect(amountToTakeAtDesk(visit)).toBe(expected);
    },
  );

  // docs/decisions/0040-front-desk.md: a booking made at the desk paid nothing online.
  it.each([
    // The fee was taken at the desk when booking: the services less it, as an online fee.
    { settlement: 'paid-at-desk', deducted: true, expected: 3500 },
    { settlement: 'paid-at-desk', deducted: false, expected: 4500 },
    // The fee is owed now: on top of what the services leave.
    { settlement: 'due-at-desk', deducted: true, expected: 4500 },
    { settlement: 'due-at-desk', deducted: false, expected: 5500 },
    // Waived: the services alone.
    { settlement: 'waived', deducted: true, expected: 4500 },
  ] as const)('a front-desk booking, fee $settlement, deducted $deducted: $expected', (row) => {
    const visit = {
      status: 'confirmed',
      servicesTotalLkr: 4500,
      feeKeptOnlineLkr: 0,
      feeDeductedAtSalon: row.deducted,
      desk: { settlement: row.settlement, feeLkr: row.settlement === 'waived' ? 0 : 1000 },
    };
    expect(amountToTakeAtDesk(visit)).toBe(row.expected);
    expect(amountToTakeAtDesk({ ...visit, status: 'no-show' })).toBe(0);
  });
});
