import type { Offer, OffersResponse } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { envelopeWith } from '../../../lib/response-shape.ts';

const offersAnswerShape = envelopeWith<OffersResponse>({ offers: 'array' });

export async function getActiveOffers(signal?: AbortSignal): Promise<Offer[]> {
  const answer = await apiRequest('/api/special-offers/active', { schema: offersAnswerShape, signal });
  return answer.data.offers;
}

export const activeOffersQueryOptions = queryOptions({
  queryKey: ['special-offers', 'active'] as const,
  queryFn: ({ signal }) => getActiveOffers(signal),
});

export function useActiveOffers() {
  return useQuery(activeOffersQueryOptions);
}
