import { customerResponseSchema } from '@salon/contracts';
import type { LookedUpCustomer } from '@salon/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The customer a "Book again" link names (`/admin/day?book=<id>&services=<ids>`,
 * docs/decisions/0041-customers-and-merge.md), as the booking dialog shows a found customer.
 */
export async function getBookAgainCustomer(id: string, signal?: AbortSignal): Promise<LookedUpCustomer> {
  const answer = await apiRequest(`/api/admin/customers/${encodeURIComponent(id)}`, {
    schema: customerResponseSchema,
    signal,
  });
  const { _id, name, email, phone } = answer.data.customer;
  return { _id, name, email, phone };
}

export function useBookAgainCustomer(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'book-again', id],
    queryFn: ({ signal }) => getBookAgainCustomer(id!, signal),
    enabled: id !== null,
  });
}
