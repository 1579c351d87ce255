import { messageResponseSchema } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { myWaitlistQueryKey } from './get-my-waitlist.ts';

/** Ends one of the customer's entries; an offer held for it goes to the next person waiting. */
export async function leaveWaitlist(entryId: string): Promise<void> {
  await apiRequest(`/api/waitlist/${encodeURIComponent(entryId)}`, {
    method: 'DELETE',
    schema: messageResponseSchema,
  });
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myWaitlistQueryKey }),
  });
}
