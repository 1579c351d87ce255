import { adminServicesResponseSchema } from '@salon/contracts';
import type { AdminService } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The services an offer may include: the whole catalogue, hidden ones too. */
export async function getCatalogue(signal?: AbortSignal): Promise<AdminService[]> {
  const answer = await apiRequest('/api/admin/services', { schema: adminServicesResponseSchema, signal });
  return answer.data.services;
}

export const catalogueQueryOptions = queryOptions({
  queryKey: ['admin', 'services'] as const,
  queryFn: ({ signal }) => getCatalogue(signal),
});

export function useCatalogue() {
  return useQuery(catalogueQueryOptions);
}
