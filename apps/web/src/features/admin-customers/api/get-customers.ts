import { customersResponseSchema } from '@salon/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const customersQueryKey = ['admin', 'customers'] as const;

/** GET /api/admin/customers: a page of customers matching a name, an e-mail or a phone typed any way. */
export async function getCustomers({ q, page }: { q: string; page: number }, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  const answer = await apiRequest(`/api/admin/customers${query ? `?${query}` : ''}`, {
    schema: customersResponseSchema,
    signal,
  });
  return answer.data;
}

export const customersQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: [...customersQueryKey, 'list', { q, page }],
    queryFn: ({ signal }) => getCustomers({ q, page }, signal),
    // The rows stay while the next search loads, so the list does not flash empty on each key.
    placeholderData: keepPreviousData,
  });

export function useCustomers(q: string, page: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...customersQueryOptions(q, page), enabled });
}
