import type { GalleryGroup, GalleryResponse } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { envelopeWith } from '../../../lib/response-shape.ts';

const galleryAnswerShape = envelopeWith<GalleryResponse>({ galleryImages: 'array' });

export async function getGallery(signal?: AbortSignal): Promise<GalleryGroup[]> {
  const answer = await apiRequest('/api/gallery', { schema: galleryAnswerShape, signal });
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
