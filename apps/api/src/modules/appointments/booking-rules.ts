import type { Executor } from '../../db/client.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import type { StartJudgement, WantedStart } from '../availability/judge-start.ts';

export type { BrokenBookingRule, WantedStart } from '../availability/judge-start.ts';

/**
 * docs/architecture.md#availability: every rule a booked time must meet, in one place for both
 * starting a hold and turning any hold into an appointment (docs/decisions/0006-booking-fee-lifecycle.md),
 * so a day closed or hours changed while a customer paid are seen either way. Returns the
 * chair and, with a team, the stylist (docs/decisions/0036-stylists.md). Inside a transaction
 * that holds the day's lock, the answer stays true until it commits.
 */
export function checkBookingRules(
  availability: AvailabilityService,
  executor: Executor,
  wanted: WantedStart,
): Promise<StartJudgement> {
  return availability.judgeStart(executor, wanted);
}
