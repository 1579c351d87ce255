import { myWaitlistResponseSchema } from '@salon/contracts';
import type { MyWaitlist } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const myWaitlistQueryKey = ['waitlist', 'mine'] as const;

/** docs/decisions/0042-waitlist.md: the customer's waiting entries and the offers held for them. */
export async function getMyWaitlist(signal?: AbortSignal): Promise<MyWaitlist> {
  const answer = await apiRequest('/api/waitlist/mine', { schema: myWaitlistResponseSchema, signal });
  return answer.data;
}

export const myWaitlistQueryOptions = queryOptions({
  queryKey: myWaitlistQueryKey,
  queryFn: ({ signal }) => getMyWaitlist(signal),
});

export function useMyWaitlist() {
  return useQuery(myWaitlistQueryOptions);
}
