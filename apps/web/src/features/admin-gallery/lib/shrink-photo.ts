import { IMAGE_MAX_BYTES } from '@salon/domain';
import { checkImageFile } from '../../../lib/image-file.ts';

/** A phone photo's longest side once shrunk: sharp on any screen the gallery has (issue 24). */
export const SHRUNK_MAX_EDGE = 2000;
export const SHRUNK_QUALITY = 0.85;

/**
 * Whether the browser should shrink `file` before sending it: a JPEG or PNG over the server's
 * limit. A GIF is left alone (shrinking would keep only its first frame), and so is a file the
 * server would refuse for its type anyway.
 */
export function needsShrinking(file: Pick<File, 'type' | 'size'>): boolean {
  const type = file.type.toLowerCase();
  return file.size > IMAGE_MAX_BYTES && ['image/jpeg', 'image/jpg', 'image/png'].includes(type);
}

/** The size a `width` × `height` picture is drawn at: its longest side at most `maxEdge`, aspect kept. */
export function shrunkDimensions(width: number, height: number, maxEdge = SHRUNK_MAX_EDGE) {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The file's name with the extension of the JPEG it became: 'IMG_0042.PNG' -> 'IMG_0042.jpg'. */
export const jpegName = (name: string) => `${name.replace(/\.[^./\\]+$/, '')}.jpg`;

/**
 * Draws the photo again at most SHRUNK_MAX_EDGE wide or tall, as a JPEG of SHRUNK_QUALITY. The
 * browser-only part: jsdom has no canvas, so tests hand `preparePhotos` their own.
 */
export async function shrinkWithCanvas(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const { width, height } = shrunkDimensions(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  // A PNG's transparent parts would turn black in a JPEG: white behind them instead.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', SHRUNK_QUALITY),
  );
  if (!blob) throw new Error('The canvas gave no JPEG');
  return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
}

export interface PreparedPhotos {
  /** What may be sent: each file as chosen, or shrunk. */
  ready: File[];
  /** Each file that cannot be sent, with the product's reason (English; the screen translates). */
  refused: Array<{ name: string; reason: string }>;
}

/**
 * The chosen files as they will be sent: a photo over the limit is shrunk first; one that is
 * of the wrong type, or still too large (or could not be read), is refused by name.
 */
export async function preparePhotos(
  files: readonly File[],
  shrink: (file: File) => Promise<File> = shrinkWithCanvas,
): Promise<PreparedPhotos> {
  const prepared = await Promise.all(
    files.map(async (file) => {
      let sent = file;
      if (needsShrinking(file)) sent = await shrink(file).catch(() => file);
      return { name: file.name, sent, reason: checkImageFile(sent) };
    }),
  );
  return {
    ready: prepared.filter((photo) => photo.reason === null).map((photo) => photo.sent),
    refused: prepared.flatMap((photo) => (photo.reason ? [{ name: photo.name, reason: photo.reason }] : [])),
  };
}
