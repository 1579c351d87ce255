/**
 * docs/product.md#2.9: what a booking costs now and what is left for the salon. Only the
 * booking fee is charged online; the services are paid at the salon, less the fee when the
 * salon deducts it from the bill.
 */
export interface PaymentSplit {
  payNow: number;
  payAtSalon: number;
}

export function splitPayment(
  servicesTotal: number,
  bookingFee: number,
  feeDeductedAtSalon: boolean,
): PaymentSplit {
  return {
    payNow: bookingFee,
    payAtSalon: feeDeductedAtSalon ? Math.max(0, servicesTotal - bookingFee) : servicesTotal,
  };
}
