import { and, count, desc, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { emailAdditionCodes, phoneConfirmationCodes, users } from '../../db/schema/index.ts';
import type { UserRow } from '../../db/schema/index.ts';

/**
 * The codes that prove a customer holds a phone number or a mailbox
 * (docs/architecture.md#phone-confirmation, docs/decisions/0029-sign-in-by-mobile.md): one row per
 * code sent, kept with the number or address it went to (its target).
 */
const kinds = {
  phone: { table: phoneConfirmationCodes, target: phoneConfirmationCodes.phone },
  email: { table: emailAdditionCodes, target: emailAdditionCodes.email },
} as const;
export type CodeKind = keyof typeof kinds;

/** What the limits of a new code count: the sends of the last day, by account and by target. */
export interface RecentSends {
  lastByAccount: Date | null;
  byAccount: number;
  firstByAccount: Date | null;
  toTarget: number;
  firstToTarget: Date | null;
}

export interface ConfirmationCode {
  id: string;
  userId: string;
  /** The number or address the code went to. */
  target: string;
  codeHash: string;
  sentAt: Date;
  expiresAt: Date;
  attempts: number;
}

export type ConfirmationCodesRepository = ReturnType<typeof createConfirmationCodesRepository>;

export function createConfirmationCodesRepository(db: Database, kind: CodeKind) {
  // Both tables share every column but the target's; the queries name only those.
  const table = kinds[kind].table as typeof phoneConfirmationCodes;
  const target = kinds[kind].target;
  const columns = {
    id: table.id,
    userId: table.userId,
    target,
    codeHash: table.codeHash,
    sentAt: table.sentAt,
    expiresAt: table.expiresAt,
    attempts: table.attempts,
  };

  return {
    /**
     * Locks a number or address until the transaction ends, so many accounts naming one target
     * cannot all pass its limit at once (with `lockAccount`, one account's requests neither).
     */
    async lockTarget(to: string, tx: Executor) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}-code:${to}`}))`);
    },

    async recentSends(userId: string, to: string, since: Date, tx: Executor): Promise<RecentSends> {
      const [byAccount] = await tx
        .select({
          count: count(),
          first: min(table.sentAt),
          last: sql<Date | null>`max(${table.sentAt})`.mapWith(table.sentAt),
        })
        .from(table)
        .where(and(eq(table.userId, userId), gt(table.sentAt, since)));
      const [toTarget] = await tx
        .select({ count: count(), first: min(table.sentAt) })
        .from(table)
        .where(and(eq(target, to), gt(table.sentAt, since)));
      return {
        lastByAccount: byAccount?.last ?? null,
        byAccount: byAccount?.count ?? 0,
        firstByAccount: byAccount?.first ?? null,
        toTarget: toTarget?.count ?? 0,
        firstToTarget: toTarget?.first ?? null,
      };
    },

    async insert(
      row: { id: string; userId: string; target: string; codeHash: string; sentAt: Date; expiresAt: Date },
      tx: Executor,
    ) {
      const { target: to, ...rest } = row;
      await tx.insert(kinds[kind].table).values({ ...rest, [kind]: to } as typeof table.$inferInsert);
    },

    /** A code the gateway refused never reached its target: it neither counts nor confirms. */
    async remove(id: string) {
      await db.delete(table).where(eq(table.id, id));
    },

    /** Sends older than the limits look back are of no more use. */
    async removeSentBefore(before: Date, tx: Executor) {
      await tx.delete(table).where(lt(table.sentAt, before));
    },

    /** The account's live code: the newest sent. */
    async newestOf(userId: string): Promise<ConfirmationCode | undefined> {
      const [row] = await db
        .select(columns)
        .from(table)
        .where(eq(table.userId, userId))
        .orderBy(desc(table.sentAt))
        .limit(1);
      return row;
    },

    /**
     * Spends one attempt before the code is compared, so parallel guesses cannot get past the
     * limit. Answers the code to compare, or nothing once its attempts are used.
     */
    async claimAttempt(id: string, maxAttempts: number): Promise<ConfirmationCode | undefined> {
      const [row] = await db
        .update(table)
        .set({ attempts: sql`${table.attempts} + 1` })
        .where(and(eq(table.id, id), lt(table.attempts, maxAttempts)))
        .returning(columns);
      return row;
    },

    /** A code that did its work cannot be used again; its row still counts as a send. */
    async spend(id: string, at: Date, tx: Executor) {
      await tx.update(table).set({ expiresAt: at }).where(eq(table.id, id));
    },

    /** The account's row, locked until the transaction ends. */
    async lockAccount(userId: string, tx: Executor): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      return row;
    },
  };
}
