import { offersResponseSchema } from '@salon/contracts';
import type { Offer } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/special-offers: every offer, past and future ones too (admin). */
export async function getAllOffers(signal?: AbortSignal): Promise<Offer[]> {
  const answer = await apiRequest('/api/special-offers', { schema: offersResponseSchema, signal });
  return answer.data.offers;
}

export const allOffersQueryOptions = queryOptions({
  queryKey: ['special-offers', 'all'] as const,
  queryFn: ({ signal }) => getAllOffers(signal),
});

export function useAllOffers() {
  return useQuery(allOffersQueryOptions);
}
