import { splitPayment } from './payment-split.ts';

/**
 * The daily close's "to take at the desk" (docs/decisions/0041-customers-and-merge.md): the
 * services' price, less the fee the salon kept online when it takes the fee off the bill
 * (docs/product.md#2.9), never below 0. A no-show or a cancelled visit pays nothing at the desk.
 */
export function amountToTakeAtDesk(visit: {
  status: string;
  servicesTotalLkr: number;
  feeKeptOnlineLkr: number;
  feeDeductedAtSalon: boolean;
}): number {
  if (visit.status === 'no-show' || visit.status === 'cancelled') return 0;
  return splitPayment(visit.servicesTotalLkr, visit.feeKeptOnlineLkr, visit.feeDeductedAtSalon).payAtSalon;
}
