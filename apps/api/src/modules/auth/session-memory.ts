import type { ReadCache } from '../../lib/read-cache/read-cache.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { LiveSession, SessionsRepository } from './sessions.repository.ts';

/** Plenty for the salon's signed-in customers; past it, everything is forgotten and read again. */
const MAX_REMEMBERED_SESSIONS = 10_000;

/**
 * Every signed-in request looks its session up; the answers are remembered per token hash
 * while the read cache is kept (docs/architecture.md#read-cache), so a busy customer costs no
 * database round trip per request. Only found sessions are remembered (a made-up token costs a
 * lookup each time and no memory). The database announces every revocation and every change
 * of a user (topic `sessions`, the migration 0009_session_change_notices.sql) to all processes;
 * in this process a revocation or a user change through these repositories forgets at once.
 */
export function createSessionMemory(cache: ReadCache) {
  const remembered = new Map<string, Promise<LiveSession | undefined>>();
  const forgetAll = () => remembered.clear();
  cache.onDrop((topic) => topic === 'sessions' && forgetAll());

  return {
    sessions(repository: SessionsRepository): SessionsRepository {
      return {
        ...repository,
        async findLive(tokenHash, now, idleSince) {
          if (!cache.isEnabled()) return repository.findLive(tokenHash, now, idleSince);
          const kept = await remembered.get(tokenHash);
          // Past its limits here, it may still have been used through another process: ask.
          if (kept && kept.expiresAt > now && kept.lastUsedAt > idleSince) return kept;
          if (remembered.size >= MAX_REMEMBERED_SESSIONS) forgetAll();
          // Kept before it settles, so a revocation meanwhile removes it (see ReadCache.get).
          const lookup = repository
            .findLive(tokenHash, now, idleSince)
            .then((found) => found && freeze(found));
          remembered.set(tokenHash, lookup);
          const found = await lookup.catch((error: unknown) => {
            remembered.delete(tokenHash);
            throw error;
          });
          if (!found && remembered.get(tokenHash) === lookup) remembered.delete(tokenHash);
          return found;
        },
        async touch(tokenHash, now) {
          await repository.touch(tokenHash, now);
          const kept = await remembered.get(tokenHash);
          if (kept) remembered.set(tokenHash, Promise.resolve({ ...kept, lastUsedAt: now }));
        },
        async delete(tokenHash) {
          await repository.delete(tokenHash);
          remembered.delete(tokenHash);
        },
        async deleteAllOfUser(userId, tx) {
          await repository.deleteAllOfUser(userId, tx);
          forgetAll();
        },
        async deleteOthersOfUser(userId, keepTokenHash, tx) {
          await repository.deleteOthersOfUser(userId, keepTokenHash, tx);
          forgetAll();
        },
      };
    },

    /** A changed user (name, role, verification, password) is read afresh with its sessions. */
    users(repository: UsersRepository): UsersRepository {
      return {
        ...repository,
        async update(id, changes, tx) {
          const updated = await repository.update(id, changes, tx);
          forgetAll();
          return updated;
        },
      };
    },
  };
}

// Shared by every request of the session: nothing may change it in place.
function freeze(session: LiveSession): LiveSession {
  return Object.freeze({ ...session, user: Object.freeze({ ...session.user }) });
}
