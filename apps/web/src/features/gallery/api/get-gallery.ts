import type { GalleryGroup, GalleryResponse } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { envelopeWith } from '../../../lib/response-shape.ts';

const galleryAnswerShape = envelopeWith<GalleryResponse>({ galleryImages: 'array' });

/** Every photo, or a branch's and the salon-wide ones (docs/decisions/0048-reviews-and-gallery-per-branch.md). */
export async function getGallery(signal?: AbortSignal, branchId?: string): Promise<GalleryGroup[]> {
  const query = branchId ? `?branchId=${encodeURIComponent(branchId)}` : '';
  const answer = await apiRequest(`/api/gallery${query}`, { schema: galleryAnswerShape, signal });
  return answer.data.galleryImages;
}

/** Keys under ['gallery'], so the back office's changes refresh every branch's gallery too. */
export const galleryQueryOptions = (branchId?: string) =>
  queryOptions({
    queryKey: branchId ? ['gallery', 'branch', branchId] : ['gallery'],
    queryFn: ({ signal }) => getGallery(signal, branchId),
    staleTime: 5 * 60_000,
  });

export function useGallery(branchId?: string) {
  return useQuery(galleryQueryOptions(branchId));
}
