/** docs/product.md#9 and docs/architecture.md#catalogue: the original price reduced by the discount percent, in whole LKR. */
export function calculateOfferPrice(originalPriceLkr: number, discountPercent: number): number {
  return Math.round((originalPriceLkr * (100 - discountPercent)) / 100);
}

/** An offer runs from its start date to its end date inclusive, both salon-local. */
export function isOfferActive(offer: { startDate: string; endDate: string }, salonToday: string): boolean {
  return offer.startDate <= salonToday && salonToday <= offer.endDate;
}
