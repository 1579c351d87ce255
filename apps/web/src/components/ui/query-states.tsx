import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorDetail } from '../../lib/error-detail.ts';
import { ErrorState } from './error-state.tsx';
import { PageLoader } from './spinner.tsx';

interface QueryStatesProps<T> {
  query: UseQueryResult<T[]>;
  /** Shown while loading; already translated. */
  loadingLabel: string;
  /** The failure's title, a catalogue key (ErrorState translates it); also the detail's fallback. */
  failedTitle: string;
  /** Shown in place of an empty list. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/**
 * A list loaded by a query, in its three other states: loading, failed (with a retry) and
 * empty. One place for them, so every list waits, fails and retries alike.
 */
export function QueryStates<T>({ query, loadingLabel, failedTitle, empty, children }: QueryStatesProps<T>) {
  if (query.isPending) return <PageLoader label={loadingLabel} />;
  if (query.isError)
    return (
      <ErrorState
        title={failedTitle}
        message={errorDetail(query.error, failedTitle)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  if (query.data.length === 0) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
