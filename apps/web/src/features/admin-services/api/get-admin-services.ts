import { adminServicesResponseSchema } from '@salon/contracts';
import type { AdminService } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getAdminServices(signal?: AbortSignal): Promise<AdminService[]> {
  const answer = await apiRequest('/api/admin/services', { schema: adminServicesResponseSchema, signal });
  return answer.data.services;
}

export const adminServicesQueryKey = ['admin', 'services'] as const;

export const adminServicesQueryOptions = queryOptions({
  queryKey: adminServicesQueryKey,
  queryFn: ({ signal }) => getAdminServices(signal),
});

export function useAdminServices() {
  return useQuery(adminServicesQueryOptions);
}
