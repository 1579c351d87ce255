import { authMessages, successMessages, validationMessages } from '@salon/contracts';
import { DEFAULT_LANGUAGE } from '@salon/contracts';
import type { Language, Role } from '@salon/contracts';
import { RESEND_COOLDOWN_SECONDS, VERIFICATION_CODE_LENGTH } from '@salon/domain';
import { randomUUID } from 'node:crypto';
import type { RunInTransaction } from '../../db/client.ts';
import type { PendingRegistrationRow, UserRow } from '../../db/schema/index.ts';
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
import { registrationAttemptMail, verificationCodeMail } from '../notifications/account-mails.ts';
import type { EmailVerificationsRepository } from './email-verifications.repository.ts';
import type { PendingRegistrationsRepository } from './pending-registrations.repository.ts';
import type { RegistrationDecoysRepository } from './registration-decoys.repository.ts';

type DecoyAttempt = Awaited<ReturnType<RegistrationDecoysRepository['claimAttempt']>>;
import type { SessionService } from './session.service.ts';
import { signsInAs } from './sign-in-roles.ts';

export const CODE_LIFETIME_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
/** A pending registration (or decoy) ends this long after its last code (docs/decisions/0022-pending-registrations.md). */
export const PENDING_REGISTRATION_SECONDS = 24 * 60 * 60;

export interface AccountServiceDeps {
  /** Makes several repository calls commit or vanish together. */
  transaction: RunInTransaction;
  users: UsersRepository;
  verifications: EmailVerificationsRepository;
  pending: PendingRegistrationsRepository;
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

/** `id`: the pending registration's (or, for an account made before them, the user's). */
const hashCode = (id: string, code: string) => sha256(`${id}:${code}`);

export type AccountService = ReturnType<typeof createAccountService>;

/** Registration, e-mail verification and sign-in by password. */
export function createAccountService(deps: AccountServiceDeps) {
  const { transaction, users, verifications, pending, decoys, sessionService, mailer, clock } = deps;

  function newCode(id: string) {
    const code = generateNumericCode(VERIFICATION_CODE_LENGTH);
    const sentAt = clock.now();
    return {
      code,
      sentAt,
      codeHash: hashCode(id, code),
      expiresAt: addSeconds(sentAt, CODE_LIFETIME_SECONDS),
    };
  }

  // A mail that fails after the registration is stored must not undo it: the customer can resend.
  async function sendCode(to: { email: string; name: string; language: Language }, code: string) {
    await mailer
      .send(verificationCodeMail(to.email, to.name, code, to.language))
      .catch((error) => deps.logError(error, 'verification mail failed'));
  }

  async function warnOwner(owner: UserRow, email: string) {
    try {
      await mailer.send(registrationAttemptMail(email, owner.name, deps.appUrl, customerLanguage(owner)));
    } catch (error) {
      deps.logError(error, 'registration attempt mail failed');
    }
  }

  /**
   * A registration of a taken address, or an id nobody was given: every answer is the one a
   * pending registration's wrong code gets at the same attempt and age, so the attempt counter
   * tells a taken address from a free one no more than the registration did.
   */
  async function refuseDecoy(id: string, attempt: DecoyAttempt | undefined, now: Date): Promise<never> {
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

  /**
   * The right code of a pending registration: the account is made from it (with its id) and
   * every registration of the address ends, in one transaction. If the address became an
   * account meanwhile (a Google sign-in, another registration), the answer is a taken
   * address's wrong code, and this registration lives on as that address's decoy.
   */
  async function createVerifiedAccount(registration: PendingRegistrationRow) {
    try {
      const user = await transaction(async (tx) => {
        const created = await users.create(
          {
            id: registration.id,
            name: registration.name,
            email: registration.email,
            passwordHash: registration.passwordHash,
            phone: registration.phone,
            address: registration.address,
            language: registration.language,
            isVerified: true,
          },
          tx,
        );
        await pending.endAllOf(registration.email, registration.id, tx);
        return created;
      });
      return signedIn(user, successMessages.emailVerified);
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      await pending.endAllOf(registration.email, undefined);
      throw new BadRequestError(authMessages.codeInvalid);
    }
  }

  /** An unverified account made before pending registrations: its code still verifies it. */
  async function verifyOldAccount(user: UserRow, otp: string, now: Date) {
    if (user.isVerified) throw new ConflictError(authMessages.alreadyVerified);
    const attempt = await verifications.claimAttempt(user.id, CODE_MAX_ATTEMPTS);
    if (!attempt) {
      const existing = await verifications.findByUser(user.id);
      if (!existing) throw new BadRequestError(authMessages.codeExpired);
      throw new TooManyRequestsError(
        authMessages.codeAttemptsExhausted,
        secondsUntilResend(existing.sentAt, now),
      );
    }
    if (attempt.expiresAt <= now) throw new BadRequestError(authMessages.codeExpired);
    if (!safeEqual(attempt.codeHash, hashCode(user.id, otp)))
      throw new BadRequestError(authMessages.codeInvalid);
    const verified = await transaction(async (tx) => {
      await verifications.delete(user.id, tx);
      return users.update(user.id, { isVerified: true }, tx);
    });
    return signedIn(verified, successMessages.emailVerified);
  }

  async function signedIn(user: UserRow, message: string) {
    return { token: await sessionService.issue(user.id), user, message };
  }

  return {
    /**
     * The same 201 answer whether the address is free, pending or taken, so registration reveals
     * no account; the owner of a taken address gets a mail instead
     * (docs/decisions/0008-account-enumeration.md). No account is made before the code comes
     * back (docs/decisions/0022-pending-registrations.md). Every path hashes, looks the address
     * up, stores one row and sends one mail before answering, so they take about as long.
     */
    async register(account: NewAccount, client?: string) {
      if (account.phone !== undefined)
        assertSriLankaPhone(account.phone, validationMessages.registrationPhone);
      const passwordHash = await hashPassword(account.password, client);
      const now = clock.now();
      const endedBefore = addSeconds(now, -PENDING_REGISTRATION_SECONDS);
      await pending.deleteEnded(endedBefore);
      await decoys.deleteEnded(endedBefore);
      // Looks like any other registration's id; verifying it answers as a wrong code would.
      const id = randomUUID();
      const owner = await users.findByEmail(account.email);
      if (owner) {
        await decoys.create({
          id,
          email: account.email,
          sentAt: now,
          expiresAt: addSeconds(now, CODE_LIFETIME_SECONDS),
        });
        await warnOwner(owner, account.email);
        return { userId: id, message: authMessages.verificationRequired };
      }
      const fresh = newCode(id);
      const language = account.language ?? DEFAULT_LANGUAGE;
      await pending.create({
        id,
        email: account.email,
        name: account.name,
        passwordHash,
        phone: account.phone ?? null,
        address: account.address ?? null,
        language,
        codeHash: fresh.codeHash,
        sentAt: fresh.sentAt,
        expiresAt: fresh.expiresAt,
      });
      await sendCode({ email: account.email, name: account.name, language }, fresh.code);
      return { userId: id, message: authMessages.verificationRequired };
    },

    /**
     * `userId`: the id registration answered. The same three lookups for every id, so the
     * time taken tells a pending registration from a decoy no more than the answer does.
     */
    async verifyEmail(userId: string, otp: string) {
      const now = clock.now();
      const [registration, decoyAttempt, oldAccount] = await Promise.all([
        pending.claimAttempt(userId, CODE_MAX_ATTEMPTS),
        decoys.claimAttempt(userId, CODE_MAX_ATTEMPTS),
        users.findById(userId),
      ]);
      if (oldAccount) return verifyOldAccount(oldAccount, otp, now);
      if (!registration) {
        const exhausted = await pending.find(userId);
        if (!exhausted) return refuseDecoy(userId, decoyAttempt, now);
        throw new TooManyRequestsError(
          authMessages.codeAttemptsExhausted,
          secondsUntilResend(exhausted.sentAt, now),
        );
      }
      if (registration.expiresAt <= now) throw new BadRequestError(authMessages.codeExpired);
      if (!safeEqual(registration.codeHash, hashCode(registration.id, otp)))
        throw new BadRequestError(authMessages.codeInvalid);
      return createVerifiedAccount(registration);
    },

    /**
     * The same answer for unknown, pending, verified and unverified addresses, even within the
     * resend cooldown (which then silently sends nothing), so it reveals no account. The mail
     * goes out in the background.
     */
    async resendCode(email: string) {
      const now = clock.now();
      const resendAllowedBefore = addSeconds(now, -RESEND_COOLDOWN_SECONDS);
      const [user, newest] = await Promise.all([users.findByEmail(email), pending.newestOf(email)]);
      // Registrations of an address that became an account meanwhile go on as its decoys.
      if (user && newest) await pending.endAllOf(email, undefined);
      await decoys.renew(email, now, addSeconds(now, CODE_LIFETIME_SECONDS), resendAllowedBefore);
      if (user && !user.isVerified) {
        const fresh = newCode(user.id);
        const row = {
          userId: user.id,
          codeHash: fresh.codeHash,
          sentAt: fresh.sentAt,
          expiresAt: fresh.expiresAt,
        };
        if (await verifications.replaceCode(row, resendAllowedBefore))
          void sendCode({ ...user, email, language: customerLanguage(user) }, fresh.code);
      } else if (!user && newest) {
        const fresh = newCode(newest.id);
        const row = {
          id: newest.id,
          codeHash: fresh.codeHash,
          sentAt: fresh.sentAt,
          expiresAt: fresh.expiresAt,
        };
        if (await pending.replaceCode(row, resendAllowedBefore)) void sendCode(newest, fresh.code);
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
      if (!signsInAs(user.role, role)) throw new ForbiddenError(authMessages.roleNotAuthorized);
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
