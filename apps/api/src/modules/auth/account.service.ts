import { authMessages, successMessages, validationMessages } from '@salon/contracts';
import type { Language, Role } from '@salon/contracts';
import { RESEND_COOLDOWN_SECONDS, VERIFICATION_CODE_LENGTH } from '@salon/domain';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { addSeconds } from '../../lib/clock.ts';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../lib/errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { generateNumericCode, safeEqual, sha256 } from '../../lib/secrets.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { assertSriLankaPhone } from '../../phone/sri-lanka-phone.ts';
import { customerLanguage } from '../users/customer-language.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { registrationAttemptMail, verificationCodeMail } from './auth.mails.ts';
import type { EmailVerificationsRepository } from './email-verifications.repository.ts';
import type { RegistrationDecoysRepository } from './registration-decoys.repository.ts';
import type { SessionService } from './session.service.ts';

export const CODE_LIFETIME_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;

export interface AccountServiceDeps {
  db: Database;
  users: UsersRepository;
  verifications: EmailVerificationsRepository;
  decoys: RegistrationDecoysRepository;
  sessionService: SessionService;
  mailer: Mailer;
  clock: Clock;
  adminRegistrationKey: string | undefined;
  /** For links in mails. */
  appUrl: string;
  logError: (error: unknown, message: string) => void;
}

interface NewAccount {
  name: string;
  email: string;
  password: string;
  address?: string | undefined;
  phone?: string | undefined;
  /** The language of the account's mails and SMS: the one the visitor registers in. */
  language?: Language | undefined;
}

const hashCode = (userId: string, code: string) => sha256(`${userId}:${code}`);

export type AccountService = ReturnType<typeof createAccountService>;

/** Registration, e-mail verification and sign-in by password. */
export function createAccountService(deps: AccountServiceDeps) {
  const { db, users, verifications, decoys, sessionService, mailer, clock } = deps;

  function newCode(userId: string) {
    const code = generateNumericCode(VERIFICATION_CODE_LENGTH);
    const sentAt = clock.now();
    return {
      code,
      row: {
        userId,
        codeHash: hashCode(userId, code),
        sentAt,
        expiresAt: addSeconds(sentAt, CODE_LIFETIME_SECONDS),
      },
    };
  }

  // A mail that fails after the account exists must not undo it: the customer can resend.
  async function sendCode(user: UserRow, code: string) {
    await mailer
      .send(verificationCodeMail(user.email, user.name, code, customerLanguage(user)))
      .catch((error) => deps.logError(error, 'verification mail failed'));
  }

  async function warnOwner(email: string) {
    try {
      const owner = await users.findByEmail(email);
      if (owner)
        await mailer.send(
          registrationAttemptMail(owner.email, owner.name, deps.appUrl, customerLanguage(owner)),
        );
    } catch (error) {
      deps.logError(error, 'registration attempt mail failed');
    }
  }

  /**
   * A registration of a taken address, or an id nobody was given: every answer is the one a
   * new account's wrong code gets at the same attempt and age, so the attempt counter tells
   * a taken address from a free one no more than the registration did.
   */
  async function refuseDecoy(id: string, now: Date): Promise<never> {
    const attempt = await decoys.claimAttempt(id, CODE_MAX_ATTEMPTS);
    if (!attempt) {
      const existing = await decoys.find(id);
      if (!existing) throw new BadRequestError(authMessages.codeInvalid);
      throw new TooManyRequestsError(
        authMessages.codeAttemptsExhausted,
        secondsUntilResend(existing.sentAt, now),
      );
    }
    if (attempt.expiresAt <= now) throw new BadRequestError(authMessages.codeExpired);
    throw new BadRequestError(authMessages.codeInvalid);
  }

  async function signedIn(user: UserRow, message: string) {
    return { token: await sessionService.issue(user.id), user, message };
  }

  return {
    /**
     * The same 201 answer whether or not the address is taken, so registration reveals no
     * account; the owner of a taken address gets a mail instead
     * (docs/decisions/0008-account-enumeration.md). Both paths hash, try the insert and
     * send one mail before answering, so they take about as long.
     */
    async register(account: NewAccount, client?: string) {
      if (account.phone !== undefined)
        assertSriLankaPhone(account.phone, validationMessages.registrationPhone);
      const passwordHash = await hashPassword(account.password, client);
      try {
        const { user, code } = await db.transaction(async (tx) => {
          const created = await users.create(
            {
              name: account.name,
              email: account.email,
              passwordHash,
              address: account.address,
              phone: account.phone,
              language: account.language,
            },
            tx,
          );
          const fresh = newCode(created.id);
          await verifications.replaceCode(fresh.row, clock.now(), tx);
          return { user: created, code: fresh.code };
        });
        await sendCode(user, code);
        return { userId: user.id, message: authMessages.verificationRequired };
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        // Looks like a new account's id; verifying it answers as a new account's wrong code would.
        const userId = randomUUID();
        const sentAt = clock.now();
        await decoys.create({
          id: userId,
          email: account.email,
          sentAt,
          expiresAt: addSeconds(sentAt, CODE_LIFETIME_SECONDS),
        });
        await warnOwner(account.email);
        return { userId, message: authMessages.verificationRequired };
      }
    },

    async verifyEmail(userId: string, otp: string) {
      const user = await users.findById(userId);
      const now = clock.now();
      if (!user) return refuseDecoy(userId, now);
      if (user.isVerified) throw new ConflictError(authMessages.alreadyVerified);
      const attempt = await verifications.claimAttempt(userId, CODE_MAX_ATTEMPTS);
      if (!attempt) {
        const existing = await verifications.findByUser(userId);
        if (!existing) throw new BadRequestError(authMessages.codeExpired);
        throw new TooManyRequestsError(
          authMessages.codeAttemptsExhausted,
          secondsUntilResend(existing.sentAt, now),
        );
      }
      if (attempt.expiresAt <= now) throw new BadRequestError(authMessages.codeExpired);
      if (!safeEqual(attempt.codeHash, hashCode(userId, otp)))
        throw new BadRequestError(authMessages.codeInvalid);
      const verified = await db.transaction(async (tx) => {
        await verifications.delete(userId, tx);
        return users.update(userId, { isVerified: true }, tx);
      });
      return signedIn(verified, successMessages.emailVerified);
    },

    /**
     * The same answer for unknown, verified and unverified addresses, even within the resend
     * cooldown (which then silently sends nothing), so it reveals no account. The mail goes
     * out in the background.
     */
    async resendCode(email: string) {
      const user = await users.findByEmail(email);
      const now = clock.now();
      const resendAllowedBefore = addSeconds(now, -RESEND_COOLDOWN_SECONDS);
      await decoys.renew(email, now, addSeconds(now, CODE_LIFETIME_SECONDS), resendAllowedBefore);
      if (user && !user.isVerified) {
        const fresh = newCode(user.id);
        if (await verifications.replaceCode(fresh.row, resendAllowedBefore)) void sendCode(user, fresh.code);
      }
      return { message: authMessages.codeSent };
    },

    /** `client`: the caller's address, whose share of the argon2 work this check uses. */
    async login(email: string, password: string, role: Role, client?: string) {
      const user = await users.findByEmail(email);
      const matches = user?.passwordHash
        ? await verifyPassword(user.passwordHash, password, client)
        : await verifyAgainstDummy(password, client);
      if (!user || !matches) throw new UnauthorizedError(authMessages.invalidCredentials);
      if (user.role !== role) throw new ForbiddenError(authMessages.roleNotAuthorized);
      return signedIn(user, successMessages.login);
    },

    async registerAdmin(account: NewAccount, adminKey: string | undefined, client?: string) {
      if (!deps.adminRegistrationKey) throw new ForbiddenError(authMessages.adminRegistrationDisabled);
      if (!adminKey || !safeEqual(adminKey, deps.adminRegistrationKey))
        throw new ForbiddenError(authMessages.adminKeyInvalid);
      const user = await users.create({
        name: account.name,
        email: account.email,
        passwordHash: await hashPassword(account.password, client),
        address: account.address,
        phone: account.phone,
        role: 'admin',
        isVerified: true,
      });
      return signedIn(user, successMessages.adminRegistration);
    },
  };
}

function secondsUntilResend(sentAt: Date | undefined, now: Date): number {
  if (!sentAt) return 1;
  return Math.max(1, Math.ceil(RESEND_COOLDOWN_SECONDS - (now.getTime() - sentAt.getTime()) / 1000));
}
