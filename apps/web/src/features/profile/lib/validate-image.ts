import { profileMessages } from '@salon/contracts';
import { IMAGE_MAX_BYTES } from '@salon/domain';

/** docs/product.md#5: JPEG, JPG, PNG or GIF. Some systems label JPEGs image/jpg. */
const ACCEPTED_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'];

export const IMAGE_ACCEPT = ACCEPTED_TYPES.join(',');

/**
 * The client's quick check before any bytes are sent; the server judges the real content
 * again (docs/architecture.md#files). Returns the product's message, or null when the file may be sent.
 */
export function validateImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ACCEPTED_TYPES.includes(file.type.toLowerCase())) return profileMessages.imageType;
  if (file.size > IMAGE_MAX_BYTES) return profileMessages.imageSize;
  return null;
}
