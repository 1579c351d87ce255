/**
 * The smaller copies the server writes beside every stored image (docs/architecture.md#files),
 * and how their URLs are made: both the server (which writes and removes them) and the web app
 * (which lists them in `srcset`) use these, so the convention lives only here.
 */

export type ImageKind = 'avatars' | 'offers' | 'gallery' | 'services';

export const IMAGE_KINDS: readonly ImageKind[] = ['avatars', 'offers', 'gallery', 'services'];

/**
 * Widths written for each kind, chosen from how the web app shows them: a card about 340 px
 * wide on a 375 px phone or in a three-column row at 1280 px (1x and 2x), a gallery tile of
 * 165-265 px and the full-screen lightbox, avatars of 36-96 px. None is ever wider than the
 * original: a width the original does not reach is written at the original's own size.
 */
export const IMAGE_VARIANT_WIDTHS: Readonly<Record<ImageKind, readonly number[]>> = {
  avatars: [64, 128, 256],
  services: [400, 800],
  offers: [400, 800],
  gallery: [480, 960, 1600],
};

export const UPLOADS_URL_PREFIX = '/uploads/';

export interface StoredImage {
  kind: ImageKind;
  /** The server-chosen UUID the original and every copy are named by. */
  id: string;
}

export interface ImageVariant {
  url: string;
  width: number;
}

const STORED_IMAGE_URL = /^\/uploads\/(avatars|offers|gallery|services)\/([0-9a-f-]{36})\.webp$/;

/** The kind and id of an original in our own store; undefined for any other URL (variants included). */
export function parseStoredImageUrl(url: string): StoredImage | undefined {
  const match = STORED_IMAGE_URL.exec(url);
  if (!match) return undefined;
  return { kind: match[1] as ImageKind, id: match[2]! };
}

/** The file name of one copy of an original, e.g. `<uuid>-w400.webp`. */
export function imageVariantFileName(id: string, width: number): string {
  return `${id}-w${width}.webp`;
}

/** Every smaller copy of one of our stored images, narrowest first; none for anything else. */
export function imageVariants(url: string | null | undefined): ImageVariant[] {
  const stored = url ? parseStoredImageUrl(url) : undefined;
  if (!stored) return [];
  return IMAGE_VARIANT_WIDTHS[stored.kind].map((width) => ({
    url: `${UPLOADS_URL_PREFIX}${stored.kind}/${imageVariantFileName(stored.id, width)}`,
    width,
  }));
}

/** The `srcset` value for one of our stored images, or undefined when it has no copies. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  const variants = imageVariants(url);
  if (variants.length === 0) return undefined;
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}
