import type { Language } from '@salon/contracts';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

// English's short month names, as en-US Intl writes them (format-validity.test.ts holds them to it).
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'Nov 12, 2026' (Intl's medium date in Sinhala or Tamil); a value that is not a real
 * yyyy-MM-dd day is shown as it came. English is written here, not by Intl: the first Intl
 * formatter a page builds loads the browser's locale data, a 25-35 ms task on a phone's CPU in
 * the middle of hydration (docs/architecture.md#page-rendering), and date-fns' format would
 * bring 9 KB of script for three tokens.
 */
export function formatOfferDate(date: string, language: Language = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // Read and printed in UTC, a calendar day never shifts by the viewer's time zone.
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return date;
  if (language !== 'en')
    return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(utc);
  return `${SHORT_MONTHS[month - 1]} ${day}, ${year}`;
}

/** docs/product.md#2.6: the validity range, 'Nov 12, 2026 – Dec 31, 2026'. */
export function formatValidity(startDate: string, endDate: string, language: Language = 'en'): string {
  return `${formatOfferDate(startDate, language)} – ${formatOfferDate(endDate, language)}`;
}
