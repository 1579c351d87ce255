import { managerResponseSchema, managersResponseSchema, messageResponseSchema } from '@salon/contracts';
import type { AppointManagerRequest, Manager } from '@salon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The branch managers and their branch (docs/decisions/0049-branch-manager.md). */
export async function getManagers(signal?: AbortSignal): Promise<Manager[]> {
  const answer = await apiRequest('/api/admin/managers', { schema: managersResponseSchema, signal });
  return answer.data.managers;
}

const managersKey = ['admin', 'managers'] as const;

/** Asked only where managers can be (`enabled`: two or more branches). */
export function useManagers(enabled: boolean) {
  return useQuery({ queryKey: managersKey, queryFn: ({ signal }) => getManagers(signal), enabled });
}

/** Makes a customer's account the manager of a branch (or moves a manager to another). */
export const appointManager = (request: AppointManagerRequest) =>
  apiRequest('/api/admin/managers', { method: 'PUT', body: request, schema: managerResponseSchema });

/** Makes the manager a customer again; their sessions end. */
export const removeManager = ({ id }: { id: string }) =>
  apiRequest(`/api/admin/managers/${id}`, { method: 'DELETE', schema: messageResponseSchema });

export function useAppointManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: appointManager,
    onSettled: () => queryClient.invalidateQueries({ queryKey: managersKey }),
  });
}

export function useRemoveManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeManager,
    onSettled: () => queryClient.invalidateQueries({ queryKey: managersKey }),
  });
}
