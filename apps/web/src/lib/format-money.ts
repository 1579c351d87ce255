const groupedWholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole rupees as the site writes them everywhere: 'LKR 3,500'. */
export function formatLkr(amountLkr: number): string {
  return `LKR ${groupedWholeNumber.format(amountLkr)}`;
}

/**
 * docs/product.md#2.6 and docs/product.md#9: the special offers page alone shows its amounts with a $ prefix
 * ('$7,200'), a quirk of the original site kept on purpose. The amounts are still LKR.
 */
export function formatOfferAmount(amountLkr: number): string {
  return `$${groupedWholeNumber.format(amountLkr)}`;
}
