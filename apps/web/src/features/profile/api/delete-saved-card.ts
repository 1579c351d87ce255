import { messageResponseSchema } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { savedCardsQueryKey } from '../../../lib/saved-cards.ts';

/** docs/decisions/0033-saved-cards.md: forgets one of the customer's saved cards. */
export async function deleteSavedCard(id: string): Promise<string> {
  const answer = await apiRequest(`/api/payments/saved-cards/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: messageResponseSchema,
  });
  return answer.message;
}

export function useDeleteSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedCardsQueryKey }),
  });
}
