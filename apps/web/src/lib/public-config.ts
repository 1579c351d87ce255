import type { PublicConfig } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { envelopeWith } from './response-shape.ts';

const configAnswerShape = envelopeWith<{ status: 'success'; data: PublicConfig }>({ salon: 'object' });

export async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const response = await apiRequest('/api/config', { schema: configAnswerShape, signal });
  return response.data;
}

/** Key `config`: the back office reloads it after changing the salon's details. */
export const publicConfigQueryOptions = queryOptions({
  queryKey: ['config'] as const,
  queryFn: ({ signal }) => getPublicConfig(signal),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
