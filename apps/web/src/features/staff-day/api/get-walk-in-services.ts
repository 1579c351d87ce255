import { servicesResponseSchema } from '@salon/contracts';
import type { Service } from '@salon/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getWalkInServices(
  date: string,
  branchId: string | undefined,
  signal?: AbortSignal,
): Promise<Service[]> {
  const query = new URLSearchParams({ date, ...(branchId && { branchId }) });
  const answer = await apiRequest(`/api/staff/me/desk-services?${query.toString()}`, {
    schema: servicesResponseSchema,
    signal,
  });
  return answer.data.services;
}

/**
 * GET /api/staff/me/desk-services: the services a walk-in of the stylist's can have at the branch
 * (absent: where they work that day), each at its price there
 * (docs/decisions/0047-back-office-per-branch.md). Empty for a stylist not bookable online, whom
 * the desk does not book either (docs/decisions/0040-front-desk.md).
 */
export function useWalkInServices(date: string, branchId: string | undefined) {
  return useQuery({
    queryKey: ['staff', 'me', 'desk-services', date, branchId ?? 'their shift'],
    queryFn: ({ signal }) => getWalkInServices(date, branchId, signal),
    // Another day or branch keeps the list on screen until its own answers.
    placeholderData: keepPreviousData,
    enabled: date !== '',
  });
}
