import { errorCodes, phoneSignInMessages as m, successMessages } from '@salon/contracts';
import type { Language } from '@salon/contracts';
import { VERIFICATION_CODE_LENGTH } from '@salon/domain';
import { randomUUID } from 'node:crypto';
import type { RunInTransaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { addSeconds } from '../../lib/clock.ts';
import { AppError, BadRequestError, ConflictError, TooManyRequestsError } from '../../lib/errors.ts';
import { generateNumericCode, safeEqual, sha256 } from '../../lib/secrets.ts';
import { toSriLankaMobileE164 } from '../../phone/sri-lanka-phone.ts';
import { signInCodeSms } from '../notifications/phone-code-sms.ts';
import type { SmsSender } from '../../sms/sms-sender.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { PhoneSignInCodesRepository } from './phone-sign-in-codes.repository.ts';
import type { SessionService } from './session.service.ts';

/** docs/decisions/0029-sign-in-by-mobile.md: the code's life and the limits on sending one. */
export const SIGN_IN_CODE_LIFETIME_SECONDS = 10 * 60;
export const SIGN_IN_CODE_MAX_ATTEMPTS = 5;
export const SIGN_IN_CODE_COOLDOWN_SECONDS = 60;
export const SIGN_IN_CODES_PER_DAY = 5;
const DAY_SECONDS = 24 * 60 * 60;

export interface PhoneSignInDeps {
  /** Makes several repository calls commit or vanish together. */
  transaction: RunInTransaction;
  users: UsersRepository;
  codes: PhoneSignInCodesRepository;
  sessionService: SessionService;
  sms: SmsSender;
  clock: Clock;
  logError: (error: unknown, message: string) => void;
}

export type PhoneSignInService = ReturnType<typeof createPhoneSignInService>;

// The row's id salts the hash, so equal codes of two sends never share a hash.
const hashCode = (codeId: string, code: string) => sha256(`${codeId}:${code}`);

const secondsUntil = (moment: Date, now: Date) =>
  Math.max(1, Math.ceil((moment.getTime() - now.getTime()) / 1000));

/**
 * Signing up and in with a mobile number and a texted code (docs/decisions/0029-sign-in-by-mobile.md).
 * Sending a code never looks at the accounts, so its answer, its limits and its time are the same
 * for a number with an account and one without. Only a CONFIRMED phone signs in to an existing
 * account: a number merely typed into a profile proves nothing about who holds it.
 */
export function createPhoneSignInService(deps: PhoneSignInDeps) {
  const { transaction, users, codes, sessionService, sms, clock } = deps;

  async function signedIn(user: UserRow, message: string) {
    return { token: await sessionService.issue(user.id), user, message };
  }

  return {
    /** `phone`: the local form the contract made of what was typed. */
    async start(phone: string, language: Language): Promise<void> {
      const to = toSriLankaMobileE164(phone);
      if (!to) throw new BadRequestError(m.notMobile, { issues: [{ path: '/phone', message: m.notMobile }] });
      const now = clock.now();
      const code = generateNumericCode(VERIFICATION_CODE_LENGTH);
      const id = randomUUID();
      await transaction(async (tx) => {
        await codes.lockNumber(phone, tx);
        const dayAgo = addSeconds(now, -DAY_SECONDS);
        const sends = await codes.recentSends(phone, dayAgo, tx);
        if (sends.last && now.getTime() - sends.last.getTime() < SIGN_IN_CODE_COOLDOWN_SECONDS * 1000)
          throw new TooManyRequestsError(
            m.tooSoon,
            secondsUntil(addSeconds(sends.last, SIGN_IN_CODE_COOLDOWN_SECONDS), now),
          );
        if (sends.count >= SIGN_IN_CODES_PER_DAY && sends.first)
          throw new TooManyRequestsError(
            m.numberDailyLimit,
            secondsUntil(addSeconds(sends.first, DAY_SECONDS), now),
          );
        await codes.removeSentBefore(dayAgo, tx);
        await codes.insert(
          {
            id,
            phone,
            codeHash: hashCode(id, code),
            sentAt: now,
            expiresAt: addSeconds(now, SIGN_IN_CODE_LIFETIME_SECONDS),
          },
          tx,
        );
      });
      try {
        await sms.send(signInCodeSms(to, code, language));
      } catch (error) {
        deps.logError(error, 'sign-in code sms failed');
        await codes.remove(id);
        throw new AppError(503, m.sendFailed, undefined, errorCodes.smsNotSent);
      }
    },

    /**
     * The right code signs in to the account whose confirmed phone is the number, or makes one
     * (with `name`, no e-mail, the phone confirmed). A number only typed into an e-mail
     * account's profile does not reach that account: a new one is made instead.
     */
    async verify(phone: string, code: string, name: string | undefined, language: Language) {
      const sent = await codes.newestOf(phone);
      if (!sent) throw new BadRequestError(m.noCode);
      const attempt = await codes.claimAttempt(sent.id, SIGN_IN_CODE_MAX_ATTEMPTS);
      const now = clock.now();
      if (!attempt)
        throw new TooManyRequestsError(
          m.attemptsExhausted,
          secondsUntil(addSeconds(sent.sentAt, SIGN_IN_CODE_COOLDOWN_SECONDS), now),
        );
      if (attempt.expiresAt <= now) throw new BadRequestError(m.codeExpired);
      if (!safeEqual(attempt.codeHash, hashCode(attempt.id, code))) throw new BadRequestError(m.codeInvalid);
      try {
        const outcome = await transaction(async (tx) => {
          await codes.lockNumber(phone, tx);
          // Another request spent this code meanwhile (it ends the code's life as it signs in).
          const current = await codes.newestOf(phone);
          if (current?.id !== attempt.id || current.expiresAt <= now)
            throw new BadRequestError(m.codeExpired);
          const owner = await codes.findConfirmedOwner(phone, tx);
          if (owner) {
            await codes.spend(attempt.id, now, tx);
            return { user: owner, created: false };
          }
          if (!name) return undefined;
          const created = await users.create(
            { name, email: null, phone, phoneConfirmedAt: now, language, isVerified: true },
            tx,
          );
          await codes.spend(attempt.id, now, tx);
          return { user: created, created: true };
        });
        if (!outcome) {
          await codes.returnAttempt(attempt.id);
          throw new BadRequestError(
            m.nameRequired,
            { issues: [{ path: '/name', message: m.nameRequired }] },
            errorCodes.nameRequired,
          );
        }
        return signedIn(outcome.user, outcome.created ? m.accountCreated : successMessages.login);
      } catch (error) {
        // users.create turns the unique index's refusal into a conflict; with the number locked
        // only a confirmation from a profile at this very moment can cause it.
        if (error instanceof ConflictError || isUniqueViolation(error))
          throw new BadRequestError(m.codeExpired);
        throw error;
      }
    },
  };
}
