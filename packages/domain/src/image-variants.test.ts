import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariants, parseStoredImageUrl } from './image-variants.ts';

const id = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';

describe('image variants', () => {
  it('lists the copies of one of our stored images, narrowest first', () => {
    expect(imageVariants(`/uploads/services/${id}.webp`)).toEqual([
      { url: `/uploads/services/${id}-w400.webp`, width: 400 },
      { url: `/uploads/services/${id}-w800.webp`, width: 800 },
    ]);
    expect(imageSrcSet(`/uploads/gallery/${id}.webp`)).toBe(
      `/uploads/gallery/${id}-w480.webp 480w, /uploads/gallery/${id}-w960.webp 960w, /uploads/gallery/${id}-w1600.webp 1600w`,
    );
  });

  it.each([
    null,
    undefined,
    '',
    'https://images.example.com/a.jpg',
    `/uploads/services/${id}-w400.webp`,
    `/uploads/other/${id}.webp`,
    `/uploads/services/../${id}.webp`,
    `/uploads/services/${id}.png`,
  ])('has no copies for %s', (url) => {
    expect(imageVariants(url)).toEqual([]);
    expect(imageSrcSet(url)).toBeUndefined();
  });

  it('reads the kind and id only from an original', () => {
    expect(parseStoredImageUrl(`/uploads/avatars/${id}.webp`)).toEqual({ kind: 'avatars', id });
    expect(parseStoredImageUrl(`/uploads/avatars/${id}-w64.webp`)).toBeUndefined();
  });
});
