import { joinWaitlistResponseSchema } from '@salon/contracts';
import type { JoinWaitlistRequest, WaitlistEntry } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { myWaitlistQueryKey } from './get-my-waitlist.ts';

/** docs/decisions/0042-waitlist.md: up to five windows, the cart's services, a stylist or anyone. */
export async function joinWaitlist(body: JoinWaitlistRequest): Promise<WaitlistEntry> {
  const answer = await apiRequest('/api/waitlist', {
    method: 'POST',
    body,
    schema: joinWaitlistResponseSchema,
  });
  return answer.data.entry;
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myWaitlistQueryKey }),
  });
}
