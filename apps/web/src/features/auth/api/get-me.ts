import type { MeResponse, User } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { readToken, removeToken } from '../../../lib/token-storage.ts';
import { envelopeWith } from '../../../lib/response-shape.ts';

const meAnswerShape = envelopeWith<MeResponse>({ user: 'object' });

export const sessionQueryKey = ['auth', 'session'] as const;

export async function getMe(signal?: AbortSignal): Promise<User> {
  // A stale token at start-up is not an expired session to announce: it is simply dropped.
  const answer = await apiRequest('/api/auth/me', {
    schema: meAnswerShape,
    signal,
    notifyUnauthorized: false,
  });
  return answer.data.user;
}

/** docs/product.md#4.1: with a stored token, load the user; any failure removes the token. */
export async function loadSessionUser(): Promise<User | null> {
  if (!readToken()) return null;
  try {
    return await getMe();
  } catch {
    removeToken();
    return null;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: loadSessionUser,
  // The session changes only through setSession / clearSession, never by refetching.
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
});

export function useSessionQuery() {
  return useQuery(sessionQueryOptions);
}
