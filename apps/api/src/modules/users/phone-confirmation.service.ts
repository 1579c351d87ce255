import { phoneConfirmationMessages as m } from '@salon/contracts';
import { VERIFICATION_CODE_LENGTH } from '@salon/domain';
import type { RunInTransaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, BadRequestError, ConflictError, errorCodes } from '../../lib/errors.ts';
import { generateNumericCode } from '../../lib/secrets.ts';
import { toSriLankaMobileE164 } from '../../phone/sri-lanka-phone.ts';
import { phoneCodeSms } from '../notifications/phone-code-sms.ts';
import type { SmsSender } from '../../sms/sms-sender.ts';
import { customerLanguage } from './customer-language.ts';
import type { ConfirmationCodesRepository } from './confirmation-codes.repository.ts';
import { checkTypedCode, recordCode } from './code-limits.ts';
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
        const id = await recordCode(codes, tx, {
          userId: account.id,
          target: account.phone,
          code,
          now,
          limits,
        });
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
      const { attempt, now } = await checkTypedCode(codes, clock, { userId: user.id, code, messages: m });
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
