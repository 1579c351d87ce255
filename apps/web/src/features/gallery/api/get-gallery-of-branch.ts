import type { GalleryGroup, GalleryResponse } from '@salon/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { envelopeWith } from '../../../lib/response-shape.ts';
import { getGallery } from './get-gallery.ts';

const galleryAnswerShape = envelopeWith<GalleryResponse>({ galleryImages: 'array' });

/**
 * A branch's photos and the salon-wide ones (docs/decisions/0048-reviews-and-gallery-per-branch.md).
 * Apart from get-gallery.ts, which the home page's teaser loads, so the home page carries none of it.
 */
export async function getGalleryOfBranch(branchId: string, signal?: AbortSignal): Promise<GalleryGroup[]> {
  const answer = await apiRequest(`/api/gallery?branchId=${encodeURIComponent(branchId)}`, {
    schema: galleryAnswerShape,
    signal,
  });
  return answer.data.galleryImages;
}

/** The gallery page's photos: every branch's (the home page's key, ['gallery']) or one branch's. */
export function useGalleryOf(branchId?: string) {
  return useQuery({
    // Under ['gallery'], so the back office's changes refresh every branch's gallery too.
    queryKey: branchId ? ['gallery', 'branch', branchId] : ['gallery'],
    queryFn: ({ signal }) => (branchId ? getGalleryOfBranch(branchId, signal) : getGallery(signal)),
    staleTime: 5 * 60_000,
  });
}
