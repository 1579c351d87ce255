import { mergeCustomersResponseSchema } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshCustomers } from './get-customer.ts';

/** POST /api/admin/customers/:id/merge: the duplicate's visits, notes, review and cart move into :id. */
export async function mergeCustomers({ keptId, fromId }: { keptId: string; fromId: string }) {
  return apiRequest(`/api/admin/customers/${keptId}/merge`, {
    method: 'POST',
    body: { fromId },
    schema: mergeCustomersResponseSchema,
  });
}

export function useMergeCustomers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: mergeCustomers, onSettled: () => refreshCustomers(queryClient) });
}
