import { describe, expect, it } from 'vitest';
import { flattenGallery, wrapIndex } from './flatten-gallery.ts';

describe('gallery order', () => {
  it('lists every image of every group in page order', () => {
    const image = (id: string) => ({ _id: id, imageUrl: `/uploads/${id}.webp`, caption: id, branch: null });
    const groups = [
      { caption: 'Hair', images: [image('a'), image('b')] },
      { caption: 'Empty', images: [] },
      { caption: 'Nails', images: [image('c')] },
    ];
    expect(flattenGallery(groups).map((i) => i._id)).toEqual(['a', 'b', 'c']);
  });

  it.each([
    [0, 3, 0],
    [3, 3, 0],
    [-1, 3, 2],
    [4, 3, 1],
    [0, 0, 0],
  ])('wrapIndex(%i, %i) = %i', (index, total, expected) => {
    expect(wrapIndex(index, total)).toBe(expected);
  });
});
