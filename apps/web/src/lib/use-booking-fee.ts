import { DEFAULT_BOOKING_FEE_LKR } from '@salon/domain';
import { usePublicConfig } from './public-config.ts';

/**
 * docs/product.md#9: the booking fee the owner set, from GET /api/config. A rendered page has it
 * from the server; while the answer loads in the browser, or if it fails, the default stands in,
 * as the sample salon details do (use-salon-profile.ts). The server checks every payment against
 * the fee itself, so a stand-in shown for a moment can never be charged.
 */
export function useBookingFee(): number {
  return usePublicConfig().data?.bookingFeeLkr ?? DEFAULT_BOOKING_FEE_LKR;
}
