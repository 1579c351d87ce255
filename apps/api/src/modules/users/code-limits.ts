import { addSeconds } from '../../lib/clock.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';
import type { RecentSends } from './confirmation-codes.repository.ts';

/**
 * The life of a code that proves a phone or a mailbox, and the limits on sending one
 * (docs/architecture.md#phone-confirmation): the same for a texted and a mailed code.
 */
export const CODE_LIFETIME_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_COOLDOWN_SECONDS = 60;
export const CODES_PER_DAY = 5;
export const DAY_SECONDS = 24 * 60 * 60;

export const secondsUntil = (moment: Date, now: Date) =>
  Math.max(1, Math.ceil((moment.getTime() - now.getTime()) / 1000));

interface LimitMessages {
  tooSoon: string;
  accountDailyLimit: string;
  /** Many accounts naming one number or address cannot have it sent more than this (a stranger's). */
  targetDailyLimit: string;
}

/** The limit a new code would break, as the 429 to answer; undefined when one may be sent. */
export function limitBroken(
  sends: RecentSends,
  now: Date,
  messages: LimitMessages,
): TooManyRequestsError | undefined {
  if (sends.lastByAccount && now.getTime() - sends.lastByAccount.getTime() < CODE_COOLDOWN_SECONDS * 1000)
    return new TooManyRequestsError(
      messages.tooSoon,
      secondsUntil(addSeconds(sends.lastByAccount, CODE_COOLDOWN_SECONDS), now),
    );
  if (sends.byAccount >= CODES_PER_DAY && sends.firstByAccount)
    return new TooManyRequestsError(
      messages.accountDailyLimit,
      secondsUntil(addSeconds(sends.firstByAccount, DAY_SECONDS), now),
    );
  if (sends.toTarget >= CODES_PER_DAY && sends.firstToTarget)
    return new TooManyRequestsError(
      messages.targetDailyLimit,
      secondsUntil(addSeconds(sends.firstToTarget, DAY_SECONDS), now),
    );
  return undefined;
}
