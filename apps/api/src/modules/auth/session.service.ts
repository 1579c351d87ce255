import type { UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { addSeconds } from '../../lib/clock.ts';
import { generateToken, sha256 } from '../../lib/secrets.ts';
import type { SessionsRepository } from './sessions.repository.ts';

const DAY_SECONDS = 24 * 60 * 60;
export const SESSION_LIFETIME_SECONDS = 30 * DAY_SECONDS;
export const SESSION_IDLE_SECONDS = 7 * DAY_SECONDS;
// Writing last-used on every request would turn each read into a write; an hour is plenty
// of precision for a 7-day idle limit.
const TOUCH_INTERVAL_SECONDS = 60 * 60;

export type SessionService = ReturnType<typeof createSessionService>;

export function createSessionService({ sessions, clock }: { sessions: SessionsRepository; clock: Clock }) {
  return {
    async issue(userId: string): Promise<string> {
      const token = generateToken();
      const now = clock.now();
      await sessions.create({
        tokenHash: sha256(token),
        userId,
        now,
        expiresAt: addSeconds(now, SESSION_LIFETIME_SECONDS),
      });
      return token;
    },

    async authenticate(token: string): Promise<UserRow | undefined> {
      const now = clock.now();
      const tokenHash = sha256(token);
      const found = await sessions.findLive(tokenHash, now, addSeconds(now, -SESSION_IDLE_SECONDS));
      if (!found) return undefined;
      if (now.getTime() - found.lastUsedAt.getTime() > TOUCH_INTERVAL_SECONDS * 1000)
        await sessions.touch(tokenHash, now);
      return found.user;
    },

    revoke: (token: string) => sessions.delete(sha256(token)),
    revokeAllOfUser: (userId: string) => sessions.deleteAllOfUser(userId),
    revokeOthers: (userId: string, keepToken: string) =>
      sessions.deleteOthersOfUser(userId, sha256(keepToken)),
  };
}
