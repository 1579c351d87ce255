import { emailAdditionMessages as m } from '@salon/contracts';
import { VERIFICATION_CODE_LENGTH } from '@salon/domain';
import type { RunInTransaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, BadRequestError, ConflictError, errorCodes } from '../../lib/errors.ts';
import { generateNumericCode } from '../../lib/secrets.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { verificationCodeMail } from '../notifications/account-mails.ts';
import { checkTypedCode, recordCode } from './code-limits.ts';
import type { ConfirmationCodesRepository } from './confirmation-codes.repository.ts';
import { customerLanguage } from './customer-language.ts';
import type { UsersRepository } from './users.repository.ts';

export interface EmailAdditionDeps {
  /** Makes several repository calls commit or vanish together. */
  transaction: RunInTransaction;
  users: UsersRepository;
  codes: ConfirmationCodesRepository;
  mailer: Mailer;
  clock: Clock;
  logError: (error: unknown, message: string) => void;
}

export type EmailAdditionService = ReturnType<typeof createEmailAdditionService>;

const limits = {
  tooSoon: m.tooSoon,
  accountDailyLimit: m.accountDailyLimit,
  targetDailyLimit: m.addressDailyLimit,
};

/**
 * An account made by mobile number adds an e-mail address (docs/decisions/0029-sign-in-by-mobile.md):
 * a code mailed to the address, typed back in the profile, proves the customer reads that mailbox.
 * Whether the address already has an account is told only to whoever types its code back, so
 * the answer to sending tells nobody which addresses are registered.
 */
export function createEmailAdditionService(deps: EmailAdditionDeps) {
  const { transaction, users, codes, mailer, clock } = deps;

  return {
    async sendCode(user: UserRow, email: string): Promise<void> {
      const now = clock.now();
      const code = generateNumericCode(VERIFICATION_CODE_LENGTH);
      const sent = await transaction(async (tx) => {
        const account = await codes.lockAccount(user.id, tx);
        if (!account) throw new BadRequestError(m.noCode);
        if (account.email) throw new ConflictError(m.alreadyHasEmail);
        await codes.lockTarget(email, tx);
        const id = await recordCode(codes, tx, { userId: account.id, target: email, code, now, limits });
        return { id, message: verificationCodeMail(email, account.name, code, customerLanguage(account)) };
      });
      // Straight to the mail server while the customer waits, as other codes go
      // (docs/decisions/0021-durable-messages.md); a code that never left neither counts nor works.
      try {
        await mailer.send(sent.message);
      } catch (error) {
        deps.logError(error, 'e-mail addition code failed');
        await codes.remove(sent.id);
        throw new AppError(503, m.sendFailed, undefined, errorCodes.mailNotSent);
      }
    },

    /** Adds the address the newest code went to, once that code is typed back. */
    async confirm(user: UserRow, code: string): Promise<UserRow> {
      if (user.email) throw new ConflictError(m.alreadyHasEmail);
      const { attempt, now } = await checkTypedCode(codes, clock, { userId: user.id, code, messages: m });
      return transaction(async (tx) => {
        const account = await codes.lockAccount(user.id, tx);
        if (!account) throw new BadRequestError(m.noCode);
        if (account.email) throw new ConflictError(m.alreadyHasEmail);
        await codes.spend(attempt.id, now, tx);
        return users.update(account.id, { email: attempt.target, isVerified: true }, tx);
      }).catch((error: unknown) => {
        // One address is one account: users_email_unique decides, whatever raced.
        if (isUniqueViolation(error)) throw new ConflictError(m.addressTaken);
        throw error;
      });
    },
  };
}
