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
import type { ConfirmationCodesRepository } from './confirmation-codes.repository.ts';
import {
  CODE_COOLDOWN_SECONDS,
  CODE_LIFETIME_SECONDS,
  CODE_MAX_ATTEMPTS,
  DAY_SECONDS,
  limitBroken,
  secondsUntil,
} from './code-limits.ts';
import type { UsersRepository } from './users.repository.ts';

export interface PhoneConfirmationDeps {
  /** Makes several repository calls commit or vanish together. */
  transaction: RunInTransaction;
  users: UsersRepository;
  codes: ConfirmationCodesRepository;
  sms: SmsSender;
  clock: Clock;
  logError: (error: unknown, message: string) => void;
}

export type PhoneConfirmationService = ReturnType<typeof createPhoneConfirmationService>;

// The row's id salts the hash, so equal codes of two sends never share a hash.
const hashCode = (codeId: string, code: string) => sha256(`${codeId}:${code}`);

const limits = {
  tooSoon: m.tooSoon,
  accountDailyLimit: m.accountDailyLimit,
  targetDailyLimit: m.phoneDailyLimit,
};

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
        const account = await codes.lockAccount(user.id, tx);
        if (!account?.phone) throw new BadRequestError(m.noPhone);
        await codes.lockTarget(account.phone, tx);
        if (account.phoneConfirmedAt) throw new ConflictError(m.alreadyConfirmed);
        const to = toSriLankaMobileE164(account.phone);
        if (!to) throw new BadRequestError(m.noMobile);
        const dayAgo = addSeconds(now, -DAY_SECONDS);
        const refusal = limitBroken(
          await codes.recentSends(account.id, account.phone, dayAgo, tx),
          now,
          limits,
        );
        if (refusal) throw refusal;
        await codes.removeSentBefore(dayAgo, tx);
        const id = randomUUID();
        await codes.insert(
          {
            id,
            userId: account.id,
            target: account.phone,
            codeHash: hashCode(id, code),
            sentAt: now,
            expiresAt: addSeconds(now, CODE_LIFETIME_SECONDS),
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
      const attempt = await codes.claimAttempt(sent.id, CODE_MAX_ATTEMPTS);
      const now = clock.now();
      if (!attempt)
        throw new TooManyRequestsError(
          m.attemptsExhausted,
          secondsUntil(addSeconds(sent.sentAt, CODE_COOLDOWN_SECONDS), now),
        );
      if (attempt.expiresAt <= now) throw new BadRequestError(m.codeExpired);
      if (!safeEqual(attempt.codeHash, hashCode(attempt.id, code))) throw new BadRequestError(m.codeInvalid);
      return transaction(async (tx) => {
        const account = await codes.lockAccount(user.id, tx);
        if (account?.phoneConfirmedAt) throw new ConflictError(m.alreadyConfirmed);
        // The phone changed since the code went out: that code proves nothing about the new number.
        if (!account || account.phone !== attempt.target) throw new BadRequestError(m.noCode);
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
