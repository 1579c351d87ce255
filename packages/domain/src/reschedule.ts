import { MAX_RESCHEDULES, RESCHEDULE_MIN_NOTICE_HOURS } from './constants.ts';

/** Why an appointment can no longer be moved online; none when it still can. */
export type RescheduleRefusal = 'not-live' | 'too-late' | 'moved-twice';

/**
 * docs/product.md#2.11: a pending or confirmed appointment moves while it starts more than
 * 24 hours after `now` and the customer has moved it fewer than twice (the salon's own moves
 * do not count).
 */
export function rescheduleRefusal(
  appointment: { status: string; startsAt: Date; customerMoveCount: number },
  now: Date,
): RescheduleRefusal | undefined {
  if (appointment.status !== 'pending' && appointment.status !== 'confirmed') return 'not-live';
  if (appointment.customerMoveCount >= MAX_RESCHEDULES) return 'moved-twice';
  if (appointment.startsAt.getTime() - now.getTime() <= RESCHEDULE_MIN_NOTICE_HOURS * 60 * 60_000)
    return 'too-late';
  return undefined;
}
