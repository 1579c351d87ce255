import { QueryClient } from '@tanstack/react-query';
import { hasErrorCode, isApiError } from './api-error.ts';

/**
 * A refusal (bad input, no session, not found...) will not change on a retry; only flaky
 * transport or a server fault is worth one more try.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && !hasErrorCode(error, 'NETWORK_ERROR', 'TIMEOUT', 'INTERNAL')) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
