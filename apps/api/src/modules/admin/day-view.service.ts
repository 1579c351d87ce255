import type { AdminDay } from '@salon/contracts';
import { weekdayOf } from '@salon/domain';
import type { DayViewRepository } from './day-view.repository.ts';

export type DayViewService = ReturnType<typeof createDayViewService>;

/** One salon day for the owner (docs/architecture.md#admin): hours, chairs and who sits where. */
export function createDayViewService({ repository }: { repository: DayViewRepository }) {
  return {
    async day(date: string): Promise<AdminDay> {
      const [settings, closure, scheduled] = await Promise.all([
        repository.loadHoursAndChairs(),
        repository.closureOn(date),
        // Cancelled ones freed their chair; everything else happened or still holds one.
        repository.scheduledOn(date, ['pending', 'confirmed', 'completed', 'no-show']),
      ]);
      return {
        date,
        openingHours: closure ? null : (settings.openingHours[weekdayOf(date)] ?? null),
        closedReason: closure ? (closure.reason ?? '') : null,
        chairs: settings.capacity,
        appointments: scheduled,
      };
    },
  };
}
