import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;

export function createPasswordResetsRepository(db: Database) {
  const isLive = (tokenHash: string, now: Date) =>
    and(
      eq(passwordResetTokens.tokenHash, tokenHash),
      isNull(passwordResetTokens.usedAt),
      gt(passwordResetTokens.expiresAt, now),
    );

  return {
    /** Ends every reset link of the user still open: after a reset or a change none may work. */
    async endAllOfUser(userId: string, now: Date, tx: Executor = db) {
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },

    async create(token: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date }) {
      await db.insert(passwordResetTokens).values(token);
    },

    async findLive(tokenHash: string, now: Date) {
      return db.query.passwordResetTokens.findFirst({ where: isLive(tokenHash, now) });
    },

    /** Marks the token used; only one of two concurrent resets gets `true`. */
    async consume(tokenHash: string, now: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(isLive(tokenHash, now))
        .returning({ userId: passwordResetTokens.userId });
      return rows.length > 0;
    },
  };
}
