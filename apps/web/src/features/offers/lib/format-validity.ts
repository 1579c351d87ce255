import type { Language } from '@salon/contracts';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  // The dates are calendar days (yyyy-MM-dd); read and printed in UTC they never shift a day.
  timeZone: 'UTC',
});

/** 'Nov 12, 2026' (Intl's medium date in Sinhala or Tamil); a value that is not a yyyy-MM-dd date is shown as it came. */
export function formatOfferDate(date: string, language: Language = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  const format =
    language === 'en' ? dayFormat : dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return format.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
}

/** docs/product.md#2.6: the validity range, 'Nov 12, 2026 – Dec 31, 2026'. */
export function formatValidity(startDate: string, endDate: string, language: Language = 'en'): string {
  return `${formatOfferDate(startDate, language)} – ${formatOfferDate(endDate, language)}`;
}
