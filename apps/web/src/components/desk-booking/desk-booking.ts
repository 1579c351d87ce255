import type { FeeSettlement, Language } from '@salon/contracts';
import { z } from 'zod';
import { isApiError } from '../../lib/api-error.ts';

/**
 * What the owner's desk dialog and a stylist's walk-in dialog share
 * (docs/decisions/0040-front-desk.md, docs/decisions/0039-staff-accounts.md).
 */

/** How a desk booking's fee was settled, as the dialogs offer it. */
export const feeSettlementLabels: Record<FeeSettlement, string> = {
  'paid-at-desk': 'Paid at the desk',
  'due-at-desk': 'To pay at the visit',
  waived: 'Waived',
};

/** Each language in its own script, as the language switch writes it. */
export const languageNames: Record<Language, string> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };

export const BOOKING_FAILED = 'The booking could not be made';

const nearestSchema = z.object({ nearestSlots: z.array(z.string()) });

/** The nearest free starts a 409 SLOT_TAKEN carries (docs/decisions/0036-stylists.md), else none. */
export function nearestSlotsOf(error: unknown): string[] {
  if (!isApiError(error)) return [];
  const parsed = nearestSchema.safeParse(error.details);
  return parsed.success ? parsed.data.nearestSlots : [];
}
