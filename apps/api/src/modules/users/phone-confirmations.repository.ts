import { and, count, desc, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { phoneConfirmationCodes, users } from '../../db/schema/index.ts';
import type { UserRow } from '../../db/schema/index.ts';

export type PhoneConfirmationsRepository = ReturnType<typeof createPhoneConfirmationsRepository>;

/** What the limits of a new code count: the sends of the last day, by account and by number. */
export interface RecentSends {
  lastByAccount: Date | null;
  byAccount: number;
  firstByAccount: Date | null;
  toNumber: number;
  firstToNumber: Date | null;
}

export function createPhoneConfirmationsRepository(db: Database) {
  return {
    /**
     * Locks the account's row and its number, so two requests at once (one account's, or many
     * accounts' for one number) cannot both pass the limits. Answers the account as it is now.
     */
    async lockAccountAndNumber(userId: string, tx: Executor): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (row?.phone)
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-code:${row.phone}`}))`);
      return row;
    },

    /** `phone` as the customer reads it (0771234567); the column stores it as E.164. */
    async recentSends(userId: string, phone: string, since: Date, tx: Executor): Promise<RecentSends> {
      const [byAccount] = await tx
        .select({
          count: count(),
          first: min(phoneConfirmationCodes.sentAt),
          last: sql<Date | null>`max(${phoneConfirmationCodes.sentAt})`.mapWith(
            phoneConfirmationCodes.sentAt,
          ),
        })
        .from(phoneConfirmationCodes)
        .where(and(eq(phoneConfirmationCodes.userId, userId), gt(phoneConfirmationCodes.sentAt, since)));
      const [toNumber] = await tx
        .select({ count: count(), first: min(phoneConfirmationCodes.sentAt) })
        .from(phoneConfirmationCodes)
        .where(and(eq(phoneConfirmationCodes.phone, phone), gt(phoneConfirmationCodes.sentAt, since)));
      return {
        lastByAccount: byAccount?.last ?? null,
        byAccount: byAccount?.count ?? 0,
        firstByAccount: byAccount?.first ?? null,
        toNumber: toNumber?.count ?? 0,
        firstToNumber: toNumber?.first ?? null,
      };
    },

    async insert(row: typeof phoneConfirmationCodes.$inferInsert, tx: Executor) {
      const [stored] = await tx.insert(phoneConfirmationCodes).values(row).returning();
      return stored!;
    },

    /** A code the gateway refused never reached the phone: it neither counts nor confirms. */
    async remove(id: string) {
      await db.delete(phoneConfirmationCodes).where(eq(phoneConfirmationCodes.id, id));
    },

    /** Sends older than the limits look back are of no more use. */
    async removeSentBefore(before: Date, tx: Executor) {
      await tx.delete(phoneConfirmationCodes).where(lt(phoneConfirmationCodes.sentAt, before));
    },

    /** The account's live code: the newest sent. */
    async newestOf(userId: string) {
      const [row] = await db
        .select()
        .from(phoneConfirmationCodes)
        .where(eq(phoneConfirmationCodes.userId, userId))
        .orderBy(desc(phoneConfirmationCodes.sentAt))
        .limit(1);
      return row;
    },

    /**
     * Spends one attempt before the code is compared, so parallel guesses cannot get past the
     * limit. Answers the code to compare, or nothing once its attempts are used.
     */
    async claimAttempt(id: string, maxAttempts: number) {
      const [row] = await db
        .update(phoneConfirmationCodes)
        .set({ attempts: sql`${phoneConfirmationCodes.attempts} + 1` })
        .where(and(eq(phoneConfirmationCodes.id, id), lt(phoneConfirmationCodes.attempts, maxAttempts)))
        .returning();
      return row;
    },

    /** A code that confirmed the number cannot be used again; its row still counts as a send. */
    async spend(id: string, at: Date, tx: Executor) {
      await tx.update(phoneConfirmationCodes).set({ expiresAt: at }).where(eq(phoneConfirmationCodes.id, id));
    },

    /** The account's row, locked until the transaction ends. */
    async lockAccount(userId: string, tx: Executor): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      return row;
    },
  };
}
