import { adminWaitlistResponseSchema } from '@salon/contracts';
import type { AdminWaitlist } from '@salon/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminWaitlistQueryKey = (date: string) => ['admin', 'waitlist', date] as const;

/**
 * The owner's waitlist of a day, its offers and the fill rate (docs/decisions/0042-waitlist.md);
 * with a branch, the entries waiting there or at any branch and the offers made there.
 */
export async function getAdminWaitlist(
  date: string,
  branchId: string | undefined,
  signal?: AbortSignal,
): Promise<AdminWaitlist> {
  const query = new URLSearchParams({ date, ...(branchId && { branchId }) });
  const answer = await apiRequest(`/api/admin/waitlist?${query.toString()}`, {
    schema: adminWaitlistResponseSchema,
    signal,
  });
  return answer.data;
}

/** `enabled` false until the back office knows its branch, so the main branch is not asked first. */
export function useAdminWaitlist(date: string, branchId?: string, enabled = true) {
  return useQuery({
    queryKey: [...adminWaitlistQueryKey(date), branchId ?? 'all'],
    queryFn: ({ signal }) => getAdminWaitlist(date, branchId, signal),
    enabled,
  });
}
