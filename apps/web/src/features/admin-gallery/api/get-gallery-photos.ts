import { galleryResponseSchema } from '@salon/contracts';
import type { GalleryImage } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const galleryQueryKey = ['gallery'] as const;

/** Every photo in the order the site shows them: groups by caption, in their order. */
export async function getGalleryPhotos(signal?: AbortSignal): Promise<GalleryImage[]> {
  const answer = await apiRequest('/api/gallery', { schema: galleryResponseSchema, signal });
  return answer.data.galleryImages.flatMap((group) => group.images);
}

export const galleryPhotosQueryOptions = queryOptions({
  queryKey: [...galleryQueryKey, 'admin'] as const,
  queryFn: ({ signal }) => getGalleryPhotos(signal),
});

export function useGalleryPhotos() {
  return useQuery(galleryPhotosQueryOptions);
}
