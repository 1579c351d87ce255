import type { Language } from '@salon/contracts';
import { dateTimeFormat } from '../../../lib/intl-format.ts';
import { salonInfo } from '../../../lib/salon-info.ts';

const options: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

/**
 * '2026-11-01' as '1 November 2026': the way a Sri Lankan reader writes a date; Sinhala and
 * Tamil through Intl (docs/architecture.md#languages).
 */
export function formatLegalDate(isoDate: string, language: Language = 'en'): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return language === 'en'
    ? new Intl.DateTimeFormat('en-GB', options).format(date)
    : dateTimeFormat(language, options).format(date);
}

export const effectiveDate = formatLegalDate(salonInfo.legal.effectiveDate);
