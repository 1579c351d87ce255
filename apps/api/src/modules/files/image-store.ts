import { profileMessages } from '@salon/contracts';
import {
  IMAGE_KINDS,
  IMAGE_MAX_BYTES,
  IMAGE_VARIANT_WIDTHS,
  imageVariantFileName,
  parseStoredImageUrl,
  UPLOADS_URL_PREFIX,
} from '@salon/domain';
import type { ImageKind } from '@salon/domain';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError, BadRequestError } from '../../lib/errors.ts';

export { UPLOADS_URL_PREFIX };
export type { ImageKind };
export const MAX_IMAGE_SIDE = 6000;

const WEBP_QUALITY = 82;
const ORIGINAL_NAME = /^([0-9a-f-]{36})\.webp$/;

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
  const folder = (kind: ImageKind) => path.join(uploadsDir, kind);

  /**
   * Writes the given widths of one original beside it (docs/architecture.md#files). A width the
   * original does not reach is a copy at its own size, so every width the web app lists exists
   * and none is enlarged. Each file appears whole or not at all (written aside, then renamed),
   * so a crash never leaves a half-written copy that the start-up check would take as done.
   */
  async function writeVariants(kind: ImageKind, id: string, original: Buffer, widths: readonly number[]) {
    const { width: originalWidth = 0 } = await sharp(original).metadata();
    for (const width of widths) {
      const bytes =
        originalWidth <= width
          ? original
          : await sharp(original).resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer();
      const file = path.join(folder(kind), imageVariantFileName(id, width));
      await fs.writeFile(`${file}.part`, bytes);
      await fs.rename(`${file}.part`, file);
    }
  }

  async function write(kind: ImageKind, webp: Buffer): Promise<string> {
    const id = randomUUID();
    const url = `${UPLOADS_URL_PREFIX}${kind}/${id}.webp`;
    await fs.mkdir(folder(kind), { recursive: true });
    try {
      await writeVariants(kind, id, webp, IMAGE_VARIANT_WIDTHS[kind]);
      // Whole or not at all, like the copies: a backup taken meanwhile never holds half of it.
      const original = path.join(folder(kind), `${id}.webp`);
      await fs.writeFile(`${original}.part`, webp);
      await fs.rename(`${original}.part`, original);
    } catch (error) {
      await removeStored(kind, id);
      throw error;
    }
    return url;
  }

  async function removeStored(kind: ImageKind, id: string) {
    const names = [
      `${id}.webp`,
      ...IMAGE_VARIANT_WIDTHS[kind].map((width) => imageVariantFileName(id, width)),
    ];
    await Promise.all(names.map((name) => fs.rm(path.join(folder(kind), name), { force: true })));
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
          .webp({ quality: WEBP_QUALITY })
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

    /** Removes an image of ours with its smaller copies; any other URL is left alone. */
    async remove(url: string | null | undefined): Promise<void> {
      const stored = url ? parseStoredImageUrl(url) : undefined;
      if (stored) await removeStored(stored.kind, stored.id);
    },

    /**
     * Writes the copies missing beside the originals already stored (a store made before copies
     * existed, a width added since, or a crash between files), so every copy the web app lists
     * exists. Reads only the folder listings when nothing is missing. An original it cannot read
     * is reported and skipped: one damaged file must not stop the server from starting.
     */
    async createMissingVariants(): Promise<{ written: number; unreadable: string[] }> {
      let written = 0;
      const unreadable: string[] = [];
      for (const kind of IMAGE_KINDS) {
        const names = await fs.readdir(folder(kind)).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        });
        const present = new Set(names);
        for (const name of names) {
          // What a crash left half-written: the copy itself is written again below.
          if (name.endsWith('.part')) await fs.rm(path.join(folder(kind), name), { force: true });
          const id = ORIGINAL_NAME.exec(name)?.[1];
          if (!id) continue;
          const missing = IMAGE_VARIANT_WIDTHS[kind].filter(
            (width) => !present.has(imageVariantFileName(id, width)),
          );
          if (missing.length === 0) continue;
          try {
            await writeVariants(kind, id, await fs.readFile(path.join(folder(kind), name)), missing);
            written += missing.length;
          } catch {
            unreadable.push(`${UPLOADS_URL_PREFIX}${kind}/${name}`);
          }
        }
      }
      return { written, unreadable };
    },
  };
}
