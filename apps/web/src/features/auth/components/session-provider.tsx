import type { User } from '@salon/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { removeToken, storeToken } from '../../../lib/token-storage.ts';
import { useT } from '../../../lib/use-language.tsx';
import { sessionQueryKey, useSessionQuery } from '../api/get-me.ts';
import { SessionContext } from '../hooks/use-session.ts';
import type { Session } from '../hooks/use-session.ts';

/** docs/product.md#4.1: nothing but a small loader shows until the stored token has been checked. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: user = null, isPending } = useSessionQuery();
  const t = useT();

  const setSession = useCallback(
    (token: string, nextUser: User) => {
      storeToken(token);
      queryClient.setQueryData(sessionQueryKey, nextUser);
    },
    [queryClient],
  );

  const clearSession = useCallback(() => {
    removeToken();
    // Whatever was cached belonged to the previous user (cart, appointments, profile).
    queryClient.removeQueries({ predicate: (query) => query.queryHash !== JSON.stringify(sessionQueryKey) });
    queryClient.setQueryData(sessionQueryKey, null);
  }, [queryClient]);

  const session = useMemo<Session>(
    () => ({ user, isLoading: isPending, setSession, clearSession }),
    [user, isPending, setSession, clearSession],
  );

  if (isPending) return <PageLoader label={t('Loading...')} fullScreen />;
  return <SessionContext value={session}>{children}</SessionContext>;
}
