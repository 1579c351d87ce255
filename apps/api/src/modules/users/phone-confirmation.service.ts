import { phoneConfirmationMessages as m } from '@salon/contracts';
import { VERIFICATION_CODE_LENGTH } from '@salon/domain';
import { randomUUID } from 'node:crypto';
import type { RunInTransaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { addSeconds } from '../../lib/clock.ts';
import {
  AppError,
  BadRequestError,
  ConflictError,
  errorCodes,
  TooManyRequestsError,
} from '../../lib/errors.ts';
import { generateNumericCode, safeEqual, sha256 } from '../../lib/secrets.ts';
import { toSriLankaMobileE164 } from '../../phone/sri-lanka-phone.ts';
import { phoneCodeSms } from '../notifications/phone-code-sms.ts';
import type { SmsSender } from '../../sms/sms-sender.ts';
import { customerLanguage } from './customer-language.ts';
import type { PhoneConfirmationsRepository, RecentSends } from './phone-confirmations.repository.ts';
import type { UsersRepository } from './users.repository.ts';

/** docs/architecture.md#phone-confirmation: the code's life and the limits on sending one. */
export const PHONE_CODE_LIFETIME_SECONDS = 10 * 60;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const PHONE_CODE_COOLDOWN_SECONDS = 60;
export const PHONE_CODES_PER_DAY = 5;
const DAY_SECONDS = 24 * 60 * 60;

export interface PhoneConfirmationDeps {
  /** Makes several repository calls commit or vanish together. */
  transaction: RunInTransaction;
  users: UsersRepository;
  codes: PhoneConfirmationsRepository;
  sms: SmsSender;
  clock: Clock;
  logError: (error: unknown, message: string) => void;
}

export type PhoneConfirmationService = ReturnType<typeof createPhoneConfirmationService>;

// The row's id salts the hash, so equal codes of two sends never share a hash.
const hashCode = (codeId: string, code: string) => sha256(`${codeId}:${code}`);

const secondsUntil = (moment: Date, now: Date) =>
  Math.max(1, Math.ceil((moment.getTime() - now.getTime()) / 1000));

/** The limit a new code would break, as the 429 to answer; undefined when one may be sent. */
function limitBroken(sends: RecentSends, now: Date): TooManyRequestsError | undefined {
  if (
    sends.lastByAccount &&
    now.getTime() - sends.lastByAccount.getTime() < PHONE_CODE_COOLDOWN_SECONDS * 1000
  )
    return new TooManyRequestsError(
      m.tooSoon,
      secondsUntil(addSeconds(sends.lastByAccount, PHONE_CODE_COOLDOWN_SECONDS), now),
    );
  if (sends.byAccount >= PHONE_CODES_PER_DAY && sends.firstByAccount)
    return new TooManyRequestsError(
      m.accountDailyLimit,
      secondsUntil(addSeconds(sends.firstByAccount, DAY_SECONDS), now),
    );
  // Many accounts naming one number cannot have it texted more than this (a stranger's phone).
  if (sends.toNumber >= PHONE_CODES_PER_DAY && sends.firstToNumber)
    return new TooManyRequestsError(
      m.phoneDailyLimit,
      secondsUntil(addSeconds(sends.firstToNumber, DAY_SECONDS), now),
    );
  return undefined;
}

/**
 * Confirming the profile's phone with a texted code (docs/architecture.md#phone-confirmation).
 * The code goes straight to the gateway while the customer waits, as e-mail codes do
 * (docs/decisions/0021-durable-messages.md), and is never logged.
 */
export function createPhoneConfirmationService(deps: PhoneConfirmationDeps) {
  const { transaction, users, codes, sms, clock } = deps;

  return {
    async sendCode(user: UserRow): Promise<void> {
      const now = clock.now();
      const code = generateNumericCode(VERIFICATION_CODE_LENGTH);
      const sent = await transaction(async (tx) => {
        const account = await codes.lockAccountAndNumber(user.id, tx);
        if (!account?.phone) throw new BadRequestError(m.noPhone);
        if (account.phoneConfirmedAt) throw new ConflictError(m.alreadyConfirmed);
        const to = toSriLankaMobileE164(account.phone);
        if (!to) throw new BadRequestError(m.noMobile);
        const dayAgo = addSeconds(now, -DAY_SECONDS);
        const refusal = limitBroken(await codes.recentSends(account.id, account.phone, dayAgo, tx), now);
        if (refusal) throw refusal;
        await codes.removeSentBefore(dayAgo, tx);
        const id = randomUUID();
        await codes.insert(
          {
            id,
            userId: account.id,
            phone: account.phone,
            codeHash: hashCode(id, code),
            sentAt: now,
            expiresAt: addSeconds(now, PHONE_CODE_LIFETIME_SECONDS),
          },
          tx,
        );
        return { id, message: phoneCodeSms(to, code, customerLanguage(account)) };
      });
      try {
        await sms.send(sent.message);
      } catch (error) {
        deps.logError(error, 'phone confirmation sms failed');
        await codes.remove(sent.id);
        throw new AppError(503, m.sendFailed, undefined, errorCodes.smsNotSent);
      }
    },

    /** Confirms the number the newest code went to, if it is still the profile's phone. */
    async confirm(user: UserRow, code: string): Promise<UserRow> {
      if (user.phoneConfirmedAt) throw new ConflictError(m.alreadyConfirmed);
      const sent = await codes.newestOf(user.id);
      if (!sent) throw new BadRequestError(m.noCode);
      const attempt = await codes.claimAttempt(sent.id, PHONE_CODE_MAX_ATTEMPTS);
      const now = clock.now();
      if (!attempt)
        throw new TooManyRequestsError(
          m.attemptsExhausted,
          secondsUntil(addSeconds(sent.sentAt, PHONE_CODE_COOLDOWN_SECONDS), now),
        );
      if (attempt.expiresAt <= now) throw new BadRequestError(m.codeExpired);
      if (!safeEqual(attempt.codeHash, hashCode(attempt.id, code))) throw new BadRequestError(m.codeInvalid);
      return transaction(async (tx) => {
        const account = await codes.lockAccount(user.id, tx);
        if (account?.phoneConfirmedAt) throw new ConflictError(m.alreadyConfirmed);
        // The phone changed since the code went out: that code proves nothing about the new number.
        if (!account || account.phone !== attempt.phone) throw new BadRequestError(m.noCode);
        await codes.spend(attempt.id, now, tx);
        return users.update(account.id, { phoneConfirmedAt: now }, tx);
      }).catch((error: unknown) => {
        // One confirmed number is one account (docs/decisions/0029-sign-in-by-mobile.md).
        if (isUniqueViolation(error)) throw new ConflictError(m.numberTaken);
        throw error;
      });
    },
  };
}
