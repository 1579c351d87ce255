import { describe, expect, it } from 'vitest';
import { amountToTakeAtDesk } from './desk-amount.ts';

describe('amountToTakeAtDesk', () => {
  it.each([
    {
      status: 'confirmed',
      servicesTotalLkr: 4500,
      feeKeptOnlineLkr: 1000,
      feeDeductedAtSalon: true,
      desk: 3500,
    },
    {
      status: 'completed',
      servicesTotalLkr: 4500,
      feeKeptOnlineLkr: 1000,
      feeDeductedAtSalon: false,
      desk: 4500,
    },
    // The fee was more than the services: nothing to take, never a negative amount.
    { status: 'pending', servicesTotalLkr: 800, feeKeptOnlineLkr: 1000, feeDeductedAtSalon: true, desk: 0 },
    // The fee went back: the whole price is taken at the desk.
    {
      status: 'confirmed',
      servicesTotalLkr: 4500,
      feeKeptOnlineLkr: 0,
      feeDeductedAtSalon: true,
      desk: 4500,
    },
    { status: 'no-show', servicesTotalLkr: 4500, feeKeptOnlineLkr: 1000, feeDeductedAtSalon: true, desk: 0 },
    {
      status: 'cancelled',
      servicesTotalLkr: 4500,
      feeKeptOnlineLkr: 1000,
      feeDeductedAtSalon: false,
      desk: 0,
    },
  ])(
    '$status, services $servicesTotalLkr, fee kept $feeKeptOnlineLkr, deducted $feeDeductedAtSalon: $desk',
    (row) => {
      expect(amountToTakeAtDesk(row)).toBe(row.desk);
    },
  );
});
