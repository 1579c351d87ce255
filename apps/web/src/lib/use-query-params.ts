import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The address's query as URLSearchParams, and a way to replace it (a new history entry, so
 * Back returns to the previous filters). react-router's own useSearchParams would do the same,
 * but its code would join the router chunk that every customer's first load downloads.
 */
export function useQueryParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams | Record<string, string>) => {
      const query = new URLSearchParams(next).toString();
      void navigate({ search: query ? `?${query}` : '' });
    },
    [navigate],
  );
  return [params, setParams];
}
