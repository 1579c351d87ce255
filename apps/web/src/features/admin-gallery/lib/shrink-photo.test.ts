import { IMAGE_MAX_BYTES } from '@salon/domain';
import { describe, expect, it, vi } from 'vitest';
import { jpegName, needsShrinking, preparePhotos, shrunkDimensions } from './shrink-photo.ts';

const MB = 1024 * 1024;
const fileOf = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('shrinking large photos before upload (issue 24)', () => {
  it.each([
    ['a 12 MB phone JPEG', 'image/jpeg', 12 * MB, true],
    ['a JPEG labelled image/jpg', 'image/jpg', 6 * MB, true],
    ['a 7 MB PNG', 'image/png', 7 * MB, true],
    ['a JPEG just at the limit', 'image/jpeg', IMAGE_MAX_BYTES, false],
    ['a small JPEG', 'image/jpeg', 2 * MB, false],
    ['a large GIF, which would lose its animation', 'image/gif', 8 * MB, false],
    ['a large HEIC the server refuses anyway', 'image/heic', 8 * MB, false],
  ])('%s: shrink is %s', (_name, type, size, expected) => {
    expect(needsShrinking({ type, size })).toBe(expected);
  });

  it.each([
    [4032, 3024, 2000, 1500],
    [3024, 4032, 1500, 2000],
    [6000, 1000, 2000, 333],
    [1800, 1200, 1800, 1200],
  ])('draws %i × %i at %i × %i, its aspect kept', (width, height, shrunkWidth, shrunkHeight) => {
    expect(shrunkDimensions(width, height)).toEqual({ width: shrunkWidth, height: shrunkHeight });
  });

  it('names the shrunk file as a JPEG', () => {
    expect(jpegName('IMG_0042.PNG')).toBe('IMG_0042.jpg');
    expect(jpegName('holiday.photo.jpeg')).toBe('holiday.photo.jpg');
    expect(jpegName('no-extension')).toBe('no-extension.jpg');
  });

  it('sends small photos as they are, shrinks large ones, and refuses by name what is still too large or of the wrong type', async () => {
    const small = fileOf('small.jpg', 'image/jpeg', MB);
    const large = fileOf('large.jpg', 'image/jpeg', 9 * MB);
    const huge = fileOf('panorama.png', 'image/png', 20 * MB);
    const text = fileOf('notes.txt', 'text/plain', 100);
    const shrink = vi.fn(async (file: File) =>
      file === huge
        ? fileOf('panorama.jpg', 'image/jpeg', 6 * MB)
        : fileOf('large.jpg', 'image/jpeg', 2 * MB),
    );

    const prepared = await preparePhotos([small, large, huge, text], shrink);

    expect(shrink.mock.calls.map(([file]) => file.name)).toEqual(['large.jpg', 'panorama.png']);
    expect(prepared.ready.map((file) => [file.name, file.size])).toEqual([
      ['small.jpg', MB],
      ['large.jpg', 2 * MB],
    ]);
    expect(prepared.refused).toEqual([
      { name: 'panorama.png', reason: 'Image size should be less than 5MB' },
      { name: 'notes.txt', reason: 'Please select a valid image file (JPEG, PNG, GIF)' },
    ]);
  });

  it('refuses by name a photo the browser could not read, rather than losing it', async () => {
    const broken = fileOf('broken.jpg', 'image/jpeg', 6 * MB);
    const prepared = await preparePhotos([broken], () => Promise.reject(new Error('decode failed')));
    expect(prepared).toEqual({
      ready: [],
      refused: [{ name: 'broken.jpg', reason: 'Image size should be less than 5MB' }],
    });
  });
});
