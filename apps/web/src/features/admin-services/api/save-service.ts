import { adminServiceResponseSchema, serviceResponseSchema } from '@salon/contracts';
import type { CreateServiceRequest, Service, UpdateServiceRequest } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshServices } from './refresh-services.ts';

export interface SaveServiceInput {
  /** Absent for a new service. */
  id?: string;
  values: CreateServiceRequest | UpdateServiceRequest;
}

/** A new service answers as the catalogue shows it; an edit as the back office does (with `hidden`). */
export async function saveService({
  id,
  values,
}: SaveServiceInput): Promise<{ service: Service; message?: string }> {
  const answer = id
    ? await apiRequest(`/api/services/${id}`, {
        method: 'PATCH',
        body: values,
        schema: adminServiceResponseSchema,
      })
    : await apiRequest('/api/services', { method: 'POST', body: values, schema: serviceResponseSchema });
  return { service: answer.data.service, message: answer.message };
}

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveService, onSettled: () => refreshServices(queryClient) });
}
