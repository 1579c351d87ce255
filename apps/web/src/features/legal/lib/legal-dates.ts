import { salonInfo } from '../../../lib/salon-info.ts';

/** '2026-11-01' as '1 November 2026': the way a Sri Lankan reader writes a date. */
export function formatLegalDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

export const effectiveDate = formatLegalDate(salonInfo.legal.effectiveDate);
