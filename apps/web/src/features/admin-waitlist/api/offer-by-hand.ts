import { adminOfferResponseSchema } from '@salon/contracts';
import type { AdminOfferRequest, WaitlistOffer } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminWaitlistQueryKey } from './get-admin-waitlist.ts';

/** The owner offers a start to one waiting entry, under the booking rules. */
export async function offerByHand(entryId: string, body: AdminOfferRequest): Promise<WaitlistOffer> {
  const answer = await apiRequest(`/api/admin/waitlist/${encodeURIComponent(entryId)}/offer`, {
    method: 'POST',
    body,
    schema: adminOfferResponseSchema,
  });
  return answer.data.offer;
}

export function useOfferByHand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, ...body }: AdminOfferRequest & { entryId: string }) => offerByHand(entryId, body),
    onSettled: (_offer, _error, { date }) =>
      queryClient.invalidateQueries({ queryKey: adminWaitlistQueryKey(date) }),
  });
}
