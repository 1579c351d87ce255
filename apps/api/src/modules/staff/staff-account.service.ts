import { staffAccountMessages as m, teamAdminMessages } from '@salon/contracts';
import type { StaffAccount } from '@salon/contracts';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { addSeconds } from '../../lib/clock.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { generateToken, sha256 } from '../../lib/secrets.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { stylistSignInMail } from '../notifications/account-mails.ts';
import type { StaffAccountRepository } from './staff-account.repository.ts';

/** A set-password link waits longer than a reset link: the stylist may read it on their next shift. */
export const SET_PASSWORD_LINK_DAYS = 7;

export type StaffAccountService = ReturnType<typeof createStaffAccountService>;

/**
 * The owner gives a stylist their own sign-in, or takes it away (docs/decisions/0039-staff-accounts.md).
 * The account is made by the owner, so the address is never one a customer or the owner uses.
 */
export function createStaffAccountService({
  repository,
  endSessions,
  mailer,
  clock,
  appUrl,
  logError,
}: {
  repository: StaffAccountRepository;
  /** Ends every session of the user inside the transaction, and this process forgets them at once. */
  endSessions: (userId: string, tx: Executor) => Promise<void>;
  mailer: Mailer;
  clock: Clock;
  appUrl: string;
  logError: (error: unknown, message: string) => void;
}) {
  async function accountOf(userId: string | null): Promise<StaffAccount> {
    const user = userId ? await repository.findUser(userId) : undefined;
    return user?.email ? { email: user.email, passwordSet: user.passwordHash !== null } : null;
  }

  return {
    async get(staffId: string) {
      const row = await repository.findStaff(staffId);
      if (!row) throw new NotFoundError(teamAdminMessages.staffNotFound);
      return accountOf(row.userId);
    },

    /** Makes the stylist's account and mails them a link to choose a password. */
    async create(staffId: string, email: string) {
      const token = generateToken();
      const now = clock.now();
      const created = await repository
        .transaction(async (tx) => {
          const row = await repository.lockStaff(tx, staffId);
          if (!row) throw new NotFoundError(teamAdminMessages.staffNotFound);
          if (row.userId) throw new ConflictError(m.accountExists);
          if (await repository.emailTaken(email, tx)) throw new ConflictError(m.emailTaken);
          const user = await repository.createStaffUser(tx, { name: row.name, email });
          await repository.linkUser(tx, staffId, user.id);
          await repository.addSetPasswordToken(tx, {
            tokenHash: sha256(token),
            userId: user.id,
            createdAt: now,
            expiresAt: addSeconds(now, SET_PASSWORD_LINK_DAYS * 24 * 60 * 60),
          });
          return user;
        })
        .catch((error: unknown) => {
          // Someone registered the address between the look and the insert.
          if (isUniqueViolation(error)) throw new ConflictError(m.emailTaken);
          throw error;
        });
      // After the commit: a mail about an account that was rolled back would lead nowhere.
      // A failed send is logged; the owner removes the sign-in and gives it again.
      const link = `${appUrl}/reset-password/${token}?account=stylist`;
      await mailer
        .send(stylistSignInMail(email, created.name, link, SET_PASSWORD_LINK_DAYS))
        .catch((error: unknown) => logError(error, 'stylist sign-in mail failed'));
      return { email, passwordSet: false };
    },

    /** Takes the sign-in away: the account, its sessions and its links end; the stylist stays on the team. */
    async remove(staffId: string) {
      await repository.transaction(async (tx) => {
        const row = await repository.lockStaff(tx, staffId);
        if (!row) throw new NotFoundError(teamAdminMessages.staffNotFound);
        if (!row.userId) throw new NotFoundError(m.noAccount);
        await repository.linkUser(tx, staffId, null);
        await endSessions(row.userId, tx);
        await repository.deleteStaffUser(tx, row.userId);
      });
    },
  };
}
