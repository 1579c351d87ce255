import type { AdminDay } from '@salon/contracts';
import { toTimeString, weekdayOf } from '@salon/domain';
import type { Clock } from '../../lib/clock.ts';
import { salonClock } from '../../lib/salon-time.ts';
import { branchAmong } from '../availability/availability.service.ts';
import type { DayViewRepository } from './day-view.repository.ts';

export type DayViewService = ReturnType<typeof createDayViewService>;

/**
 * One salon day for the owner (docs/architecture.md#admin): hours, chairs, the team of the day
 * and who sits where with whom (docs/decisions/0036-stylists.md), at one branch
 * (docs/decisions/0045-branches.md; absent, the main one; a closed branch's past stays readable).
 */
export function createDayViewService({
  repository,
  clock,
  timeZone,
}: {
  repository: DayViewRepository;
  clock: Clock;
  timeZone: string;
}) {
  const salonTime = (instant: Date) => toTimeString(salonClock(instant, timeZone).minutes);
  return {
    async day(date: string, branchId?: string): Promise<AdminDay> {
      const branch = branchAmong(await repository.branches(), branchId, true);
      const [closure, scheduled, holds, team] = await Promise.all([
        repository.closureOn(date, branch.id),
        // Cancelled ones freed their chair; everything else happened or still holds one.
        repository.scheduledOn(date, ['pending', 'confirmed', 'completed', 'no-show'], branch.id),
        repository.liveHoldsOn(date, branch.id, clock.now()),
        repository.teamOn(date, branch.id, weekdayOf(date)),
      ]);
      return {
        date,
        openingHours: closure ? null : (branch.openingHours[weekdayOf(date)] ?? null),
        closedReason: closure ? (closure.reason ?? '') : null,
        chairs: branch.chairs,
        appointments: scheduled,
        staff: team,
        holds: holds.map((hold) => ({
          chair: hold.chair,
          staff: hold.staff,
          startTime: salonTime(hold.startsAt),
          endTime: salonTime(hold.endsAt),
          // A hold being paid for has no end of its own; it ends with the payment's answer.
          expiresAt: (hold.holdExpiresAt ?? hold.endsAt).toISOString(),
        })),
      };
    },
  };
}
