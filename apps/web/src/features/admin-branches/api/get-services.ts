import { adminServicesResponseSchema } from '@salon/contracts';
import type { AdminService } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The services a branch may offer: the whole catalogue, hidden ones too. */
export async function getServices(signal?: AbortSignal): Promise<AdminService[]> {
  const answer = await apiRequest('/api/admin/services', { schema: adminServicesResponseSchema, signal });
  return answer.data.services;
}

export const servicesQueryOptions = queryOptions({
  queryKey: ['admin', 'services'] as const,
  queryFn: ({ signal }) => getServices(signal),
});

export function useServices() {
  return useQuery(servicesQueryOptions);
}
