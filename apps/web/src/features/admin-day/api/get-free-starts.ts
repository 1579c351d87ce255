import { availabilityResponseSchema, servicesResponseSchema } from '@salon/contracts';
import type { Service } from '@salon/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The starts free for these services with this stylist (or anyone) on a date: check-availability
 * asked as the front desk (no lead time: a walk-in may start now), the same judgement a desk
 * booking then passes (docs/decisions/0040-front-desk.md).
 */
export async function getFreeStarts(
  {
    date,
    serviceIds,
    staffId,
    branchId,
  }: { date: string; serviceIds: string[]; staffId?: string | undefined; branchId?: string | undefined },
  signal?: AbortSignal,
): Promise<string[]> {
  const answer = await apiRequest('/api/appointments/check-availability', {
    method: 'POST',
    body: {
      date,
      services: serviceIds.map((_id) => ({ _id, quantity: 1 })),
      ...(staffId && { staffId }),
      // docs/decisions/0045-branches.md: judged at the branch the desk books at.
      ...(branchId && { branchId }),
      atDesk: true,
    },
    schema: availabilityResponseSchema,
    signal,
  });
  return answer.data.availableSlots;
}

export function useFreeStarts(
  date: string,
  serviceIds: string[],
  staffId: string | undefined,
  branchId?: string | undefined,
) {
  return useQuery({
    queryKey: ['admin', 'free-starts', date, serviceIds, staffId ?? 'anyone', branchId ?? 'main'],
    queryFn: ({ signal }) => getFreeStarts({ date, serviceIds, staffId, branchId }, signal),
    enabled: serviceIds.length > 0 && date !== '',
  });
}

/**
 * The services the desk can book at the branch (absent: the main one), each at the branch's price
 * (docs/decisions/0046-branch-prices-messages-shifts.md): the list the server then accepts.
 */
export async function getDeskServices(
  branchId: string | undefined,
  signal?: AbortSignal,
): Promise<Service[]> {
  const query = branchId ? `?branchId=${encodeURIComponent(branchId)}` : '';
  const answer = await apiRequest(`/api/admin/desk-services${query}`, {
    schema: servicesResponseSchema,
    signal,
  });
  return answer.data.services;
}

export function useDeskServices(branchId: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'desk-services', branchId ?? 'main'],
    queryFn: ({ signal }) => getDeskServices(branchId, signal),
  });
}
