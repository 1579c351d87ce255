import type { BookedServiceLine } from '@salon/contracts';
import type { BookedService } from '../db/schema/index.ts';

/**
 * A booked service as a list shows it (day view, daily close, customer visits, waitlist): the
 * English title, how many, and the Sinhala and Tamil titles as booked, so the screen names it in
 * the viewer's language (docs/architecture.md#languages). No translations key when none was kept.
 */
export function bookedServiceLine({ title, quantity, translations }: BookedService): BookedServiceLine {
  return {
    title,
    quantity,
    ...(translations && Object.keys(translations).length > 0 ? { translations } : {}),
  };
}
