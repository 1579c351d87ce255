import type { Language } from '@salon/contracts';
import { numberFormat } from './intl-format.ts';

const groupedWholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const wholeRupees = { style: 'currency', currency: 'LKR', maximumFractionDigits: 0 } as const;

/**
 * Whole rupees as the site writes them everywhere in English: 'LKR 3,500'. Sinhala and Tamil
 * write them the way Intl does for si-LK and ta-LK ('රු. 3,500', 'Rs. 3,500').
 */
export function formatLkr(amountLkr: number, language: Language = 'en'): string {
  if (language !== 'en') return numberFormat(language, wholeRupees).format(amountLkr);
  return `LKR ${groupedWholeNumber.format(amountLkr)}`;
}

/**
 * docs/product.md#2.6 and docs/product.md#9: the special offers page alone shows its amounts with a $ prefix
 * ('$7,200'), a quirk of the original site kept on purpose in English. The amounts are LKR, and
 * the Sinhala and Tamil pages, which the original never had, say so.
 */
export function formatOfferAmount(amountLkr: number, language: Language = 'en'): string {
  if (language !== 'en') return formatLkr(amountLkr, language);
  return `$${groupedWholeNumber.format(amountLkr)}`;
}
