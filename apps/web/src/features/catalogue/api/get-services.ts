import type { Service, ServicesResponse } from '@salon/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { envelopeWith } from '../../../lib/response-shape.ts';

const servicesAnswerShape = envelopeWith<ServicesResponse>({ services: 'array' });

/** `branchId`: only the services that branch offers, at its prices (docs/decisions/0045-branches.md). */
export async function getServices(signal?: AbortSignal, branchId?: string): Promise<Service[]> {
  const query = branchId ? `?branchId=${encodeURIComponent(branchId)}` : '';
  const answer = await apiRequest(`/api/services/get-services${query}`, {
    schema: servicesAnswerShape,
    signal,
  });
  return answer.data.services;
}

export const servicesQueryOptions = queryOptions({
  queryKey: ['services'] as const,
  queryFn: ({ signal }) => getServices(signal),
  // The catalogue changes rarely; revisiting the page within a few minutes reuses it.
  staleTime: 5 * 60_000,
});

/**
 * The salon's services, or a branch's (under the services' key, so whatever drops the list drops
 * this too); the salon's list stays shown while the branch's loads.
 */
export function useServices(branchId?: string) {
  return useQuery<Service[], Error, Service[], readonly string[]>({
    queryKey: branchId ? ['services', 'at', branchId] : servicesQueryOptions.queryKey,
    queryFn: ({ signal }) => getServices(signal, branchId),
    // The catalogue changes rarely; revisiting the page within a few minutes reuses it.
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
