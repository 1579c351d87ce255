import { chooseFreeChair, closedReason } from '@salon/domain';
import type { Executor } from '../../db/client.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';

/** Which rule a start breaks: the day (past, beyond the horizon, closed), its hours and lead time, or every chair taken. */
export type BrokenBookingRule = 'dayClosed' | 'startNotOffered' | 'noChairFree';

export interface WantedStart {
  date: string;
  /** The salon-local start ("10:00"). */
  startTime: string;
  startsAt: Date;
  durationMinutes: number;
  /** The start plus the duration and the cleaning buffer: what a chair is taken for. */
  blockedUntil: Date;
  /** A reservation of this booking already on the day (a hold being turned into an appointment): it does not count. */
  ownReservationId?: string;
}

/**
 * docs/architecture.md#availability: every rule a booked time must meet, in one place for both
 * starting a hold and turning any hold into an appointment (docs/decisions/0006-booking-fee-lifecycle.md),
 * so a day closed or hours changed while a customer paid are seen either way. Inside a
 * transaction that holds the day's lock, the answer stays true until it commits.
 */
export async function checkBookingRules(
  availability: AvailabilityService,
  executor: Executor | undefined,
  wanted: WantedStart,
): Promise<
  | { broken: BrokenBookingRule }
  | { broken: undefined; chair: number; settings: Awaited<ReturnType<AvailabilityService['loadSettings']>> }
> {
  const { settings, reservations, slots } = await availability.findSlots(
    wanted.date,
    wanted.durationMinutes,
    executor,
    wanted.ownReservationId,
  );
  if (closedReason(wanted.date, settings, availability.now())) return { broken: 'dayClosed' };
  const chair = chooseFreeChair(reservations, settings.capacity, wanted.startsAt, wanted.blockedUntil);
  if (chair === undefined) return { broken: 'noChairFree' };
  // The offered starts also hold opening hours, the lead time and whether the time has passed.
  if (!slots.includes(wanted.startTime)) return { broken: 'startNotOffered' };
  return { broken: undefined, chair, settings };
}
