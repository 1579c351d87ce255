import { splitPayment } from './payment-split.ts';

/**
 * The daily close's "to take at the desk" (docs/decisions/0041-customers-and-merge.md): the
 * services' price, less the fee the salon kept when it takes the fee off the bill
 * (docs/product.md#2.9), never below 0. A front-desk booking (docs/decisions/0040-front-desk.md)
 * kept its fee at the desk when it was made (`paid-at-desk`), owes it now on top (`due-at-desk`)
 * or had it waived. A no-show or a cancelled visit pays nothing at the desk.
 */
export function amountToTakeAtDesk(visit: {
  status: string;
  servicesTotalLkr: number;
  feeKeptOnlineLkr: number;
  feeDeductedAtSalon: boolean;
  desk?: { settlement: 'paid-at-desk' | 'waived' | 'due-at-desk'; feeLkr: number } | null;
}): number {
  if (visit.status === 'no-show' || visit.status === 'cancelled') return 0;
  const { desk } = visit;
  if (!desk)
    return splitPayment(visit.servicesTotalLkr, visit.feeKeptOnlineLkr, visit.feeDeductedAtSalon).payAtSalon;
  const fee = desk.settlement === 'waived' ? 0 : desk.feeLkr;
  const forServices = splitPayment(visit.servicesTotalLkr, fee, visit.feeDeductedAtSalon).payAtSalon;
  return forServices + (desk.settlement === 'due-at-desk' ? fee : 0);
}
