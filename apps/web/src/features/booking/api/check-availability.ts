import { availabilityResponseSchema } from '@salon/contracts';
import type { CheckAvailabilityRequest } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export async function checkAvailability(
  body: CheckAvailabilityRequest,
  signal?: AbortSignal,
): Promise<string[]> {
  const answer = await apiRequest('/api/appointments/check-availability', {
    method: 'POST',
    body,
    schema: availabilityResponseSchema,
    signal,
  });
  return answer.data.availableSlots;
}

export const availabilityQueryKey = (date: string) => ['availability', date] as const;

export const availabilityQueryOptions = (body: CheckAvailabilityRequest) =>
  queryOptions({
    // The services and the stylist are part of the key too: each has its own free starts.
    // And the branch (docs/decisions/0045-branches.md).
    queryKey: [
      ...availabilityQueryKey(body.date),
      body.services,
      body.staffId ?? null,
      body.branchId ?? null,
    ] as const,
    queryFn: ({ signal }) => checkAvailability(body, signal),
    // Slots are taken by other customers all the time: never show an old answer as current.
    staleTime: 0,
  });

/** docs/product.md#4.5: availability is loaded once a date is chosen. */
export function useAvailability(body: CheckAvailabilityRequest | null) {
  return useQuery({
    ...availabilityQueryOptions(body ?? { date: '', services: [] }),
    enabled: body !== null,
  });
}
