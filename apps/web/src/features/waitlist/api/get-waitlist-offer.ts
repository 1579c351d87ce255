import { waitlistOfferResponseSchema } from '@salon/contracts';
import type { WaitlistOffer } from '@salon/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The offer behind a link: the customer's own, while its hold lives (docs/decisions/0042-waitlist.md). */
export async function getWaitlistOffer(token: string, signal?: AbortSignal): Promise<WaitlistOffer> {
  const answer = await apiRequest(`/api/waitlist/offers/${encodeURIComponent(token)}`, {
    schema: waitlistOfferResponseSchema,
    signal,
  });
  return answer.data.offer;
}

export function useWaitlistOffer(token: string) {
  return useQuery({
    queryKey: ['waitlist', 'offer', token],
    queryFn: ({ signal }) => getWaitlistOffer(token, signal),
    retry: false,
  });
}
