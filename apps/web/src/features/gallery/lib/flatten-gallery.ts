import type { GalleryGroup, GalleryImage } from '@salon/contracts';

/**
 * docs/product.md#2.8: previous and next walk across all images, not just one group, so the lightbox
 * works on one flat list in page order. Empty groups are dropped.
 */
export function flattenGallery(groups: readonly GalleryGroup[]): GalleryImage[] {
  return groups.flatMap((group) => group.images);
}

/** Wraps past either end: after the last image comes the first, before the first the last. */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}
