import { profileMessages } from '@salon/contracts';
import { IMAGE_MAX_BYTES } from '@salon/domain';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError, BadRequestError } from '../../lib/errors.ts';

export const UPLOADS_URL_PREFIX = '/uploads/';
export const MAX_IMAGE_SIDE = 6000;

export type ImageKind = 'avatars' | 'offers' | 'gallery' | 'services';

/** Each kind's stored shape: avatars are small squares; the rest fit a large box. */
const shapes: Record<ImageKind, { width: number; height: number; fit: 'cover' | 'inside' }> = {
  avatars: { width: 256, height: 256, fit: 'cover' },
  offers: { width: 1200, height: 900, fit: 'inside' },
  gallery: { width: 1600, height: 1600, fit: 'inside' },
  services: { width: 800, height: 600, fit: 'inside' },
};

type SniffedType = 'jpeg' | 'png' | 'gif';

/** The type by the file's own first bytes, never by its name or the browser's word. */
export function sniffImageType(bytes: Buffer): SniffedType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1')))
    return 'gif';
  return undefined;
}

export type ImageStore = ReturnType<typeof createImageStore>;

/**
 * docs/architecture.md#files: uploads are checked by content, bounded in bytes and pixels, re-encoded
 * to WebP (which drops every metadata block, GPS included) and named by the server.
 */
export function createImageStore(uploadsDir: string) {
  async function write(kind: ImageKind, webp: Buffer): Promise<string> {
    const name = `${randomUUID()}.webp`;
    await fs.mkdir(path.join(uploadsDir, kind), { recursive: true });
    await fs.writeFile(path.join(uploadsDir, kind, name), webp);
    return `${UPLOADS_URL_PREFIX}${kind}/${name}`;
  }

  return {
    uploadsDir,

    async saveUpload(kind: ImageKind, bytes: Buffer): Promise<string> {
      if (bytes.length > IMAGE_MAX_BYTES) throw new AppError(413, profileMessages.imageSize);
      if (!sniffImageType(bytes)) throw new AppError(415, profileMessages.imageType);
      let metadata;
      try {
        metadata = await sharp(bytes).metadata();
      } catch {
        throw new BadRequestError(profileMessages.imageUnreadable);
      }
      if (!metadata.width || !metadata.height) throw new BadRequestError(profileMessages.imageUnreadable);
      if (metadata.width > MAX_IMAGE_SIDE || metadata.height > MAX_IMAGE_SIDE)
        throw new BadRequestError(profileMessages.imageTooLarge);
      const shape = shapes[kind];
      try {
        const webp = await sharp(bytes, { limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE })
          .rotate()
          .resize({
            width: shape.width,
            height: shape.height,
            fit: shape.fit,
            withoutEnlargement: shape.fit === 'inside',
          })
          .webp({ quality: 82 })
          .toBuffer();
        return await write(kind, webp);
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new BadRequestError(profileMessages.imageUnreadable);
      }
    },

    /** Stores an image the server made itself (demo artwork), already WebP. */
    saveGenerated: (kind: ImageKind, webp: Buffer) => write(kind, webp),

    /** Whether a URL names a file this store holds (so a client cannot point at anything else). */
    async holds(url: string, kind: ImageKind): Promise<boolean> {
      const match = new RegExp(`^${UPLOADS_URL_PREFIX}${kind}/([0-9a-f-]{36}\\.webp)$`).exec(url);
      if (!match) return false;
      return fs
        .access(path.join(uploadsDir, kind, match[1]!))
        .then(() => true)
        .catch(() => false);
    },

    async remove(url: string | null | undefined): Promise<void> {
      if (!url?.startsWith(UPLOADS_URL_PREFIX)) return;
      const relative = path.normalize(url.slice(UPLOADS_URL_PREFIX.length));
      if (relative.startsWith('..')) return;
      await fs.rm(path.join(uploadsDir, relative), { force: true });
    },
  };
}
