import type { Language } from './languages.ts';
import { localeFormats } from './locale-format.ts';

/*
 * The one way rupees are written, on the screens and in the mails and texts (issue 24: "LKR 1000"
 * stood beside "LKR 1,000"). Rupee amounts need none of Sinhala's calendar words.
 */
const { numberFormat } = localeFormats((english) => english);
const wholeRupees = { style: 'currency', currency: 'LKR', maximumFractionDigits: 0 } as const;

/**
 * '1234567' -> '1,234,567', rounded to whole rupees: English's grouping, which never varies.
 * Not Intl.NumberFormat: the first one a page builds loads the browser's number data, a single
 * 25-60 ms task on a phone's CPU right in hydration, and English pages (the default) need no
 * locale data for a comma every three digits (docs/architecture.md#page-rendering).
 */
export function groupThousands(amount: number): string {
  const whole = Math.round(Math.abs(amount)).toString();
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return amount < 0 && whole !== '0' ? `-${grouped}` : grouped;
}

/**
 * Whole rupees as the site writes them everywhere in English: 'LKR 3,500'. Sinhala and Tamil
 * write them the way Intl does for si-LK and ta-LK ('රු. 3,500', 'Rs. 3,500').
 */
export function formatLkr(amountLkr: number, language: Language = 'en'): string {
  if (language !== 'en') return numberFormat(language, wholeRupees).format(amountLkr);
  return `LKR ${groupThousands(amountLkr)}`;
}
