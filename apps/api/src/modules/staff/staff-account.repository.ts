import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { passwordResetTokens, staff, users } from '../../db/schema/index.ts';
import type { StaffRow, UserRow } from '../../db/schema/index.ts';

export type StaffAccountRepository = ReturnType<typeof createStaffAccountRepository>;

/** A stylist's own sign-in (docs/decisions/0039-staff-accounts.md): the staff row's `user_id` and its user. */
export function createStaffAccountRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction((tx) => work(tx)),

    /** The stylist, locked so two owners' changes of one sign-in wait on each other. */
    async lockStaff(executor: Executor, id: string): Promise<StaffRow | undefined> {
      const [row] = await executor.select().from(staff).where(eq(staff.id, id)).for('update');
      return row;
    },

    async findStaff(id: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.id, id));
      return row;
    },

    async findUser(id: string, executor: Executor = db): Promise<UserRow | undefined> {
      const [row] = await executor.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Whether any account has this address (the unique index is the authority under concurrency). */
    async emailTaken(email: string, executor: Executor): Promise<boolean> {
      const [row] = await executor.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row !== undefined;
    },

    /** The stylist's account: role staff, named as the stylist, unverified and without a password. */
    async createStaffUser(executor: Executor, account: { name: string; email: string }) {
      const [row] = await executor
        .insert(users)
        .values({ name: account.name, email: account.email, role: 'staff', isVerified: false })
        .returning();
      return row!;
    },

    linkUser: (executor: Executor, staffId: string, userId: string | null) =>
      executor.update(staff).set({ userId }).where(eq(staff.id, staffId)),

    /** The set-password link: a password reset token that lasts until `expiresAt`. */
    addSetPasswordToken: (
      executor: Executor,
      token: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
    ) => executor.insert(passwordResetTokens).values(token),

    /**
     * Removes the stylist's account with its links (its sessions are ended first, by the
     * caller, so this process forgets them at once); their lines in appointment histories keep
     * the change, without the name.
     */
    async deleteStaffUser(executor: Executor, userId: string) {
      await executor.delete(users).where(and(eq(users.id, userId), eq(users.role, 'staff')));
    },
  };
}
