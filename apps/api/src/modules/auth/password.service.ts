import { authMessages, successMessages } from '@salon/contracts';
import type { Role } from '@salon/contracts';
import type { RunInTransaction } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { addSeconds } from '../../lib/clock.ts';
import { BadRequestError, ForbiddenError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { generateToken, sha256 } from '../../lib/secrets.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { customerLanguage } from '../users/customer-language.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { passwordResetMail } from '../notifications/account-mails.ts';
import type { EmailVerificationsRepository } from './email-verifications.repository.ts';
import type { PasswordResetsRepository } from './password-resets.repository.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import { signsInAs } from './sign-in-roles.ts';

export const RESET_TOKEN_LIFETIME_SECONDS = 30 * 60;

export interface PasswordServiceDeps {
  /** Makes several repository calls commit or vanish together. */
  transaction: RunInTransaction;
  users: UsersRepository;
  resets: PasswordResetsRepository;
  sessions: SessionsRepository;
  verifications: EmailVerificationsRepository;
  mailer: Mailer;
  clock: Clock;
  appUrl: string;
  logError: (error: unknown, message: string) => void;
}

export type PasswordService = ReturnType<typeof createPasswordService>;

/**
 * A never-verified account was never proven to be the mailbox owner's: anyone can register
 * any address. When the owner takes it over through a reset link, what its registrant typed
 * goes, as on a Google sign-in (docs/decisions/0007-google-linking-unverified-accounts.md),
 * so the owner's booking texts and mails cannot reach a squatter's phone or name.
 */
const droppedRegistrantDetails = (user: UserRow) => ({
  name: user.email?.split('@')[0] ?? user.name,
  phone: null,
  address: null,
  city: null,
  profileImage: null,
});

/** Forgotten passwords, reset links and password changes. */
export function createPasswordService(deps: PasswordServiceDeps) {
  const { transaction, users, resets, sessions, verifications, mailer, clock } = deps;

  async function mailResetLink(email: string, role: Role) {
    const user = await users.findByEmail(email);
    if (!user || !signsInAs(user.role, role)) return;
    const token = generateToken();
    const now = clock.now();
    await resets.create({
      tokenHash: sha256(token),
      userId: user.id,
      createdAt: now,
      expiresAt: addSeconds(now, RESET_TOKEN_LIFETIME_SECONDS),
    });
    // A staff account's link opens the reset page with Admin Account already ticked.
    const link = `${deps.appUrl}/reset-password/${token}${role === 'admin' ? '?account=admin' : ''}`;
    await mailer.send(passwordResetMail(email, user.name, link, customerLanguage(user)));
  }

  return {
    /**
     * Answers at once, before any work that depends on the account: the lookup, the link and
     * the mail all happen after the answer has gone (docs/decisions/0008-account-enumeration.md).
     */
    async requestReset(email: string, role: Role) {
      void mailResetLink(email, role).catch((error) => deps.logError(error, 'reset mail failed'));
      return { message: authMessages.resetLinkSent };
    },

    async reset(token: string, password: string, role: Role, client?: string) {
      const tokenHash = sha256(token);
      const now = clock.now();
      const live = await resets.findLive(tokenHash, now);
      if (!live) throw new BadRequestError(authMessages.resetTokenInvalid);
      const user = await users.findById(live.userId);
      if (!user) throw new BadRequestError(authMessages.resetTokenInvalid);
      if (!signsInAs(user.role, role)) throw new ForbiddenError(authMessages.roleNotAuthorized);
      const passwordHash = await hashPassword(password, client);
      await transaction(async (tx) => {
        if (!(await resets.consume(tokenHash, now, tx)))
          throw new BadRequestError(authMessages.resetTokenInvalid);
        // Locked, so a verification racing in cannot slip between the read and the update.
        // A reset link only ever went to an e-mail address, so the account has one.
        const current = user.email ? await users.findByEmailForUpdate(user.email, tx) : undefined;
        // The link proves the mailbox is theirs, so the address counts as verified too.
        await users.update(
          user.id,
          {
            passwordHash,
            isVerified: true,
            // A stylist's account was made by the owner, who named it: nobody else registered it.
            ...(current?.isVerified || user.role === 'staff' ? {} : droppedRegistrantDetails(user)),
          },
          tx,
        );
        if (!current?.isVerified) await verifications.delete(user.id, tx);
        await resets.endAllOfUser(user.id, now, tx);
        await sessions.deleteAllOfUser(user.id, tx);
      });
      return { message: successMessages.passwordReset };
    },

    /** `client`: the caller's address, whose share of the argon2 work the checks use. */
    async change(
      user: UserRow,
      sessionToken: string,
      currentPassword: string,
      newPassword: string,
      client?: string,
    ) {
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword, client))) {
        throw new BadRequestError(authMessages.currentPasswordWrong);
      }
      const passwordHash = await hashPassword(newPassword, client);
      // A reset link mailed before the change must not undo it.
      await transaction(async (tx) => {
        await users.update(user.id, { passwordHash }, tx);
        await resets.endAllOfUser(user.id, clock.now(), tx);
        await sessions.deleteOthersOfUser(user.id, sha256(sessionToken), tx);
      });
      return { message: successMessages.passwordUpdated };
    },
  };
}
