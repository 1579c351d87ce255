import { publicConfigSchema } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client.ts';

/**
 * The salon's details as GET /api/config carries them. Read leniently: a detail the site cannot
 * use must not take the rest of the config (Google sign-in, payments) down with it.
 */
const publicSalonSchema = z
  .object({
    name: z.string(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    whatsapp: z.string().nullable(),
    email: z.string().nullable(),
    mapUrl: z.string().nullable(),
  })
  .nullish()
  .catch(null);

const configAnswerSchema = z.object({
  status: z.literal('success'),
  data: publicConfigSchema.extend({ salon: publicSalonSchema }),
});

export type PublicConfigWithSalon = z.infer<typeof configAnswerSchema>['data'];
export type PublicSalon = NonNullable<PublicConfigWithSalon['salon']>;

export async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfigWithSalon> {
  const response = await apiRequest('/api/config', { schema: configAnswerSchema, signal });
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
