import { messageResponseSchema } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshServices } from './refresh-services.ts';

export async function deleteService(id: string): Promise<string> {
  const answer = await apiRequest(`/api/services/${id}`, { method: 'DELETE', schema: messageResponseSchema });
  return answer.message;
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteService, onSettled: () => refreshServices(queryClient) });
}
