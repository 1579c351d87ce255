import { waitlistSettingsResponseSchema } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** How long the next waitlist offers hold their time, 10 to 30 minutes (docs/decisions/0042-waitlist.md). */
export async function saveOfferMinutes(offerMinutes: number): Promise<number> {
  const answer = await apiRequest('/api/admin/waitlist/settings', {
    method: 'PUT',
    body: { offerMinutes },
    schema: waitlistSettingsResponseSchema,
  });
  return answer.data.offerMinutes;
}

export function useSaveOfferMinutes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOfferMinutes,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'waitlist'] }),
  });
}
