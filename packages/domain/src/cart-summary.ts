import { DEFAULT_SERVICE_MINUTES } from './constants.ts';

export interface CartLine {
  priceLkr: number;
  quantity: number;
  /** Minutes; a missing duration counts as the default 30 (docs/product.md#5). */
  durationMinutes?: number | null;
}

export interface CartOfferPrice {
  priceLkr: number;
  originalPriceLkr: number;
}

export interface CartSummary {
  servicesTotal: number;
  bookingFee: number;
  totalAmount: number;
  totalDuration: number;
  /** Only with a special offer: what its services cost without it, and the difference. */
  originalPrice?: number;
  savings?: number;
}

export const lineDurationMinutes = (line: CartLine) =>
  (line.durationMinutes || DEFAULT_SERVICE_MINUTES) * line.quantity;

export const totalDurationMinutes = (lines: CartLine[]) =>
  lines.reduce((sum, line) => sum + lineDurationMinutes(line), 0);

/**
 * docs/product.md#9: the services total is the offer's price when an offer is in the cart, else the sum
 * of price x quantity; the booking fee (the owner's setting, passed in) applies only to a cart
 * with items.
 */
export function calculateCartSummary(
  lines: CartLine[],
  offer: CartOfferPrice | null | undefined,
  bookingFeeLkr: number,
): CartSummary {
  const servicesTotal = offer
    ? offer.priceLkr
    : lines.reduce((sum, line) => sum + line.priceLkr * line.quantity, 0);
  const bookingFee = lines.length > 0 ? bookingFeeLkr : 0;
  const summary: CartSummary = {
    servicesTotal,
    bookingFee,
    totalAmount: servicesTotal + bookingFee,
    totalDuration: totalDurationMinutes(lines),
  };
  if (offer) {
    summary.originalPrice = offer.originalPriceLkr;
    summary.savings = offer.originalPriceLkr - offer.priceLkr;
  }
  return summary;
}
