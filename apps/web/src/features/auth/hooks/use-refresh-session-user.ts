import type { User } from '@salon/contracts';
import { useCallback } from 'react';
import { readToken } from '../../../lib/token-storage.ts';
import { useSession } from './use-session.ts';

/**
 * The session holds the user the nav bar shows (name, picture); a profile change must
 * reach it at once rather than on the next start-up.
 */
export function useRefreshSessionUser(): (user: User) => void {
  const { setSession } = useSession();
  return useCallback(
    (user: User) => {
      const token = readToken();
      if (token) setSession(token, user);
    },
    [setSession],
  );
}
