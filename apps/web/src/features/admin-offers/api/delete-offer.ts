import { messageResponseSchema } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export async function deleteOffer(id: string): Promise<string> {
  const answer = await apiRequest(`/api/special-offers/${id}`, {
    method: 'DELETE',
    schema: messageResponseSchema,
  });
  return answer.message;
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['special-offers'] }),
  });
}
