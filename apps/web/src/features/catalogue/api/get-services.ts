import type { Service, ServicesResponse } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { envelopeWith } from '../../../lib/response-shape.ts';

const servicesAnswerShape = envelopeWith<ServicesResponse>({ services: 'array' });

export async function getServices(signal?: AbortSignal): Promise<Service[]> {
  const answer = await apiRequest('/api/services/get-services', { schema: servicesAnswerShape, signal });
  return answer.data.services;
}

export const servicesQueryOptions = queryOptions({
  queryKey: ['services'] as const,
  queryFn: ({ signal }) => getServices(signal),
  // The catalogue changes rarely; revisiting the page within a few minutes reuses it.
  staleTime: 5 * 60_000,
});

export function useServices() {
  return useQuery(servicesQueryOptions);
}
