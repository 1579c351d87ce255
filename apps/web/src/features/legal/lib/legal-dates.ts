import type { Language } from '@salon/contracts';
import { formatLongDate } from '../../../lib/format-time.ts';
import { salonInfo } from '../../../lib/salon-info.ts';

/**
 * '2026-11-01' as 'November 1, 2026': a calendar day, written as every other page writes one
 * (`formatLongDate`, docs/product.md#2.2); Sinhala and Tamil through the same rule.
 */
export const formatLegalDate = (isoDate: string, language: Language = 'en'): string =>
  formatLongDate(isoDate, language);

export const effectiveDate = formatLegalDate(salonInfo.legal.effectiveDate);
