import { and, count, desc, eq, gt, isNotNull, lt, min, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { phoneSignInCodes, users } from '../../db/schema/index.ts';
import type { UserRow } from '../../db/schema/index.ts';

export type PhoneSignInCodesRepository = ReturnType<typeof createPhoneSignInCodesRepository>;

/** What the limits of a new code count: the number's sends of the last day. */
export interface NumberSends {
  last: Date | null;
  count: number;
  first: Date | null;
}

/**
 * Sign-in codes texted to mobile numbers (docs/decisions/0029-sign-in-by-mobile.md). `phone` is
 * always the local form (0771234567); the column stores E.164.
 */
export function createPhoneSignInCodesRepository(db: Database) {
  return {
    /** Serialises everything done for one number (sends, sign-ins) until the transaction ends. */
    async lockNumber(phone: string, tx: Executor) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-sign-in:${phone}`}))`);
    },

    async recentSends(phone: string, since: Date, tx: Executor): Promise<NumberSends> {
      const [row] = await tx
        .select({
          count: count(),
          first: min(phoneSignInCodes.sentAt),
          last: sql<Date | null>`max(${phoneSignInCodes.sentAt})`.mapWith(phoneSignInCodes.sentAt),
        })
        .from(phoneSignInCodes)
        .where(and(eq(phoneSignInCodes.phone, phone), gt(phoneSignInCodes.sentAt, since)));
      return { count: row?.count ?? 0, first: row?.first ?? null, last: row?.last ?? null };
    },

    async insert(row: typeof phoneSignInCodes.$inferInsert, tx: Executor) {
      await tx.insert(phoneSignInCodes).values(row);
    },

    /** A code the gateway refused never reached the phone: it neither counts nor signs in. */
    async remove(id: string) {
      await db.delete(phoneSignInCodes).where(eq(phoneSignInCodes.id, id));
    },

    /** Sends older than the limits look back are of no more use. */
    async removeSentBefore(before: Date, tx: Executor) {
      await tx.delete(phoneSignInCodes).where(lt(phoneSignInCodes.sentAt, before));
    },

    /** The number's live code: the newest sent. */
    async newestOf(phone: string) {
      const [row] = await db
        .select()
        .from(phoneSignInCodes)
        .where(eq(phoneSignInCodes.phone, phone))
        .orderBy(desc(phoneSignInCodes.sentAt))
        .limit(1);
      return row;
    },

    /**
     * Spends one attempt before the code is compared, so parallel guesses cannot get past the
     * limit. Answers the code to compare, or nothing once its attempts are used.
     */
    async claimAttempt(id: string, maxAttempts: number) {
      const [row] = await db
        .update(phoneSignInCodes)
        .set({ attempts: sql`${phoneSignInCodes.attempts} + 1` })
        .where(and(eq(phoneSignInCodes.id, id), lt(phoneSignInCodes.attempts, maxAttempts)))
        .returning();
      return row;
    },

    /** The right code sent without the name a new account needs: that try is not held against it. */
    async returnAttempt(id: string) {
      await db
        .update(phoneSignInCodes)
        .set({ attempts: sql`greatest(${phoneSignInCodes.attempts} - 1, 0)` })
        .where(eq(phoneSignInCodes.id, id));
    },

    /** A code that signed in cannot be used again; its row still counts as a send. */
    async spend(id: string, at: Date, tx: Executor) {
      await tx.update(phoneSignInCodes).set({ expiresAt: at }).where(eq(phoneSignInCodes.id, id));
    },

    /** The account whose CONFIRMED phone is this number (at most one: a unique index), locked. */
    async findConfirmedOwner(phone: string, tx: Executor): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.phone, phone), isNotNull(users.phoneConfirmedAt)))
        .for('update');
      return row;
    },
  };
}
