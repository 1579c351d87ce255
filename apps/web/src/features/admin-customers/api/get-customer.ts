import { customerResponseSchema } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { customersQueryKey } from './get-customers.ts';

/** GET /api/admin/customers/:id: the figures, every visit and the salon's notes. */
export async function getCustomer(id: string, signal?: AbortSignal) {
  const answer = await apiRequest(`/api/admin/customers/${id}`, { schema: customerResponseSchema, signal });
  return answer.data.customer;
}

export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...customersQueryKey, 'detail', id],
    queryFn: ({ signal }) => getCustomer(id, signal),
  });

export function useCustomer(id: string) {
  return useQuery(customerQueryOptions(id));
}

/** After a change of notes or a merge: the customer and the list's figures load again. */
export function refreshCustomers(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: customersQueryKey });
}
