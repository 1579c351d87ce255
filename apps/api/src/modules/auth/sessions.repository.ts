import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import type { UserRow } from '../../db/schema/index.ts';

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

/** A session that may be used, with its user. */
export interface LiveSession {
  user: UserRow;
  lastUsedAt: Date;
  expiresAt: Date;
}

export function createSessionsRepository(db: Database) {
  // Every signed-in request runs this lookup: prepared once, it is neither rebuilt by drizzle
  // nor parsed again by PostgreSQL on each call.
  const findLiveQuery = db
    .select({ user: users, lastUsedAt: sessions.lastUsedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastUsedAt, sql.placeholder('idleSince')),
      ),
    )
    .prepare('sessions_find_live');
  return {
    async create(session: { tokenHash: string; userId: string; now: Date; expiresAt: Date }) {
      await db.insert(sessions).values({
        tokenHash: session.tokenHash,
        userId: session.userId,
        createdAt: session.now,
        lastUsedAt: session.now,
        expiresAt: session.expiresAt,
      });
    },

    /** The session with its user, if it has neither expired nor gone unused too long. */
    async findLive(tokenHash: string, now: Date, idleSince: Date): Promise<LiveSession | undefined> {
      const [row] = await findLiveQuery.execute({ tokenHash, now, idleSince });
      return row;
    },

    async touch(tokenHash: string, now: Date) {
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.tokenHash, tokenHash));
    },

    async delete(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteAllOfUser(userId: string, tx: Executor = db) {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    },

    async deleteOthersOfUser(userId: string, keepTokenHash: string, tx: Executor = db) {
      await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
    },
  };
}
