import { splitPayment } from '@salon/domain';
import type { PaymentSplit } from '@salon/domain';
import { usePublicConfig } from './public-config.ts';

export interface ShownPaymentSplit extends PaymentSplit {
  /** The salon's rule (GET /api/config): the booking fee comes off the bill at the salon. */
  feeDeducted: boolean;
}

/**
 * docs/product.md#2.9: what is paid now and what is left for the salon. Until the salon's
 * rule has loaded the fee counts as not deducted, the larger amount to bring.
 */
export function usePaymentSplit(servicesTotal: number, bookingFee: number): ShownPaymentSplit {
  const feeDeducted = usePublicConfig().data?.feeDeductedAtSalon ?? false;
  return { ...splitPayment(servicesTotal, bookingFee, feeDeducted), feeDeducted };
}
