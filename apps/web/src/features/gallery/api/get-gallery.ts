import { galleryResponseSchema } from '@salon/contracts';
import type { GalleryGroup } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getGallery(signal?: AbortSignal): Promise<GalleryGroup[]> {
  const answer = await apiRequest('/api/gallery', { schema: galleryResponseSchema, signal });
  return answer.data.galleryImages;
}

export const galleryQueryOptions = queryOptions({
  queryKey: ['gallery'] as const,
  queryFn: ({ signal }) => getGallery(signal),
  staleTime: 5 * 60_000,
});

export function useGallery() {
  return useQuery(galleryQueryOptions);
}
