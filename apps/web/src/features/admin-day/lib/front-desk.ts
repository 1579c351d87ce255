import type { FeeSettlement } from '@salon/contracts';
import { toTimeString } from '@salon/domain';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-error.ts';
import { minutesOf, PX_PER_MINUTE } from './day-layout.ts';

/** How a desk booking's fee was settled, as the dialog offers it (docs/decisions/0040-front-desk.md). */
export const feeSettlementLabels: Record<FeeSettlement, string> = {
  'paid-at-desk': 'Paid at the desk',
  'due-at-desk': 'To pay at the visit',
  waived: 'Waived',
};

const nearestSchema = z.object({ nearestSlots: z.array(z.string()) });

/** The nearest free starts a 409 SLOT_TAKEN carries (docs/decisions/0036-stylists.md), else none. */
export function nearestSlotsOf(error: unknown): string[] {
  if (!isApiError(error)) return [];
  const parsed = nearestSchema.safeParse(error.details);
  return parsed.success ? parsed.data.nearestSlots : [];
}

/** The start a point `offsetY` px down a day column stands for, on a 15-minute step, inside the hours. */
export function timeAtOffset(offsetY: number, hours: { open: string; close: string }): string {
  const open = minutesOf(hours.open);
  const close = minutesOf(hours.close);
  const minute = Math.min(Math.max(open + Math.round(offsetY / PX_PER_MINUTE / 15) * 15, open), close - 15);
  return toTimeString(minute);
}
