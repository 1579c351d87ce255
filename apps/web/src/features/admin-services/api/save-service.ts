import { adminServiceResponseSchema } from '@salon/contracts';
import type { AdminService, CreateServiceRequest, UpdateServiceRequest } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshServices } from './refresh-services.ts';

export interface SaveServiceInput {
  /** Absent for a new service. */
  id?: string;
  values: CreateServiceRequest | UpdateServiceRequest;
}

export async function saveService({
  id,
  values,
}: SaveServiceInput): Promise<{ service: AdminService; message?: string }> {
  const answer = await apiRequest(id ? `/api/services/${id}` : '/api/services', {
    method: id ? 'PATCH' : 'POST',
    body: values,
    schema: adminServiceResponseSchema,
  });
  return { service: answer.data.service, message: answer.message };
}

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveService, onSettled: () => refreshServices(queryClient) });
}
