import { profileMessages } from '@salon/contracts';
import { IMAGE_MAX_BYTES } from '@salon/domain';

/** docs/product.md#9: JPEG, PNG or GIF up to 5 MB. Some systems label JPEGs image/jpg. */
const ACCEPTED_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'];

export const IMAGE_ACCEPT = ACCEPTED_TYPES.join(',');

/**
 * The quick check before any bytes leave the browser; the server judges the content again
 * (docs/architecture.md#files). The product's message, or null when the file may be sent.
 */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ACCEPTED_TYPES.includes(file.type.toLowerCase())) return profileMessages.imageType;
  if (file.size > IMAGE_MAX_BYTES) return profileMessages.imageSize;
  return null;
}
