import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { addSeconds } from '../../lib/clock.ts';
import { BadRequestError, TooManyRequestsError } from '../../lib/errors.ts';
import { safeEqual, sha256 } from '../../lib/secrets.ts';
import type { ConfirmationCodesRepository, RecentSends } from './confirmation-codes.repository.ts';

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

export interface LimitMessages {
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

// The row's id salts the hash, so equal codes of two sends never share a hash.
const hashCode = (codeId: string, code: string) => sha256(`${codeId}:${code}`);

/**
 * Records a new code for `target` in the caller's transaction, unless sending one would break a
 * limit (its 429 is thrown). Answers the row's id, to remove a code that never left.
 */
export async function recordCode(
  codes: ConfirmationCodesRepository,
  tx: Executor,
  {
    userId,
    target,
    code,
    now,
    limits,
  }: { userId: string; target: string; code: string; now: Date; limits: LimitMessages },
): Promise<string> {
  const dayAgo = addSeconds(now, -DAY_SECONDS);
  const refusal = limitBroken(await codes.recentSends(userId, target, dayAgo, tx), now, limits);
  if (refusal) throw refusal;
  await codes.removeSentBefore(dayAgo, tx);
  const id = randomUUID();
  await codes.insert(
    {
      id,
      userId,
      target,
      codeHash: hashCode(id, code),
      sentAt: now,
      expiresAt: addSeconds(now, CODE_LIFETIME_SECONDS),
    },
    tx,
  );
  return id;
}

interface TypedCodeMessages {
  noCode: string;
  attemptsExhausted: string;
  codeExpired: string;
  codeInvalid: string;
}

/**
 * The account's newest code, if `code` typed back is it: one attempt is spent on it first, so
 * parallel guesses cannot pass the limit. Otherwise the refusal is thrown.
 */
export async function checkTypedCode(
  codes: ConfirmationCodesRepository,
  clock: Clock,
  { userId, code, messages }: { userId: string; code: string; messages: TypedCodeMessages },
) {
  const sent = await codes.newestOf(userId);
  if (!sent) throw new BadRequestError(messages.noCode);
  const attempt = await codes.claimAttempt(sent.id, CODE_MAX_ATTEMPTS);
  const now = clock.now();
  if (!attempt)
    throw new TooManyRequestsError(
      messages.attemptsExhausted,
      secondsUntil(addSeconds(sent.sentAt, CODE_COOLDOWN_SECONDS), now),
    );
  if (attempt.expiresAt <= now) throw new BadRequestError(messages.codeExpired);
  if (!safeEqual(attempt.codeHash, hashCode(attempt.id, code)))
    throw new BadRequestError(messages.codeInvalid);
  return { attempt, now };
}
