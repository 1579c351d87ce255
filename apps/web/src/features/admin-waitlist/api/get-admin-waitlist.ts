import { adminWaitlistResponseSchema } from '@salon/contracts';
import type { AdminWaitlist } from '@salon/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminWaitlistQueryKey = (date: string) => ['admin', 'waitlist', date] as const;

/** The owner's waitlist of a day, its offers and the fill rate (docs/decisions/0042-waitlist.md). */
export async function getAdminWaitlist(date: string, signal?: AbortSignal): Promise<AdminWaitlist> {
  const answer = await apiRequest(`/api/admin/waitlist?date=${encodeURIComponent(date)}`, {
    schema: adminWaitlistResponseSchema,
    signal,
  });
  return answer.data;
}

export function useAdminWaitlist(date: string) {
  return useQuery({
    queryKey: adminWaitlistQueryKey(date),
    queryFn: ({ signal }) => getAdminWaitlist(date, signal),
  });
}
