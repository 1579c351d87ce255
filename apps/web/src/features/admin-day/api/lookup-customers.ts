import { customerLookupResponseSchema } from '@salon/contracts';
import type { LookedUpCustomer } from '@salon/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/customer-lookup?q=: up to 10 customers by name, e-mail or phone. */
export async function lookUpCustomers(search: string, signal?: AbortSignal): Promise<LookedUpCustomer[]> {
  const answer = await apiRequest(`/api/admin/customer-lookup?q=${encodeURIComponent(search)}`, {
    schema: customerLookupResponseSchema,
    signal,
  });
  return answer.data.customers;
}

/** Asks once the search has 2 characters or more. */
export function useCustomerLookup(search: string) {
  const trimmed = search.trim();
  return useQuery({
    queryKey: ['admin', 'customer-lookup', trimmed],
    queryFn: ({ signal }) => lookUpCustomers(trimmed, signal),
    enabled: trimmed.length >= 2,
    placeholderData: keepPreviousData,
  });
}
