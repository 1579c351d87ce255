import { and, eq, lt, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { emailVerifications } from '../../db/schema/index.ts';

export type EmailVerificationsRepository = ReturnType<typeof createEmailVerificationsRepository>;

export function createEmailVerificationsRepository(db: Database) {
  return {
    /**
     * Stores a new code unless the last one was sent after `resendAllowedBefore`; one
     * statement, so two quick clicks cannot both send. Returns whether it was stored.
     */
    async replaceCode(
      code: { userId: string; codeHash: string; sentAt: Date; expiresAt: Date },
      resendAllowedBefore: Date,
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .insert(emailVerifications)
        .values({ ...code, attempts: 0 })
        .onConflictDoUpdate({
          target: [emailVerifications.businessId, emailVerifications.userId],
          set: { codeHash: code.codeHash, sentAt: code.sentAt, expiresAt: code.expiresAt, attempts: 0 },
          setWhere: lte(emailVerifications.sentAt, resendAllowedBefore),
        })
        .returning({ userId: emailVerifications.userId });
      return rows.length > 0;
    },

    async findByUser(userId: string) {
      return db.query.emailVerifications.findFirst({ where: eq(emailVerifications.userId, userId) });
    },

    /**
     * Spends one attempt before the code is compared, so parallel guesses cannot get
     * past the limit. Returns the code to compare, or nothing once the attempts are used.
     */
    async claimAttempt(userId: string, maxAttempts: number) {
      const [row] = await db
        .update(emailVerifications)
        .set({ attempts: sql`${emailVerifications.attempts} + 1` })
        .where(and(eq(emailVerifications.userId, userId), lt(emailVerifications.attempts, maxAttempts)))
        .returning();
      return row;
    },

    async delete(userId: string, tx: Executor = db) {
      await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
    },
  };
}
