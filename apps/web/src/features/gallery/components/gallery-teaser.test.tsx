import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildGallery, success } from '../../../test/catalogue-builders.ts';
import { stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

// A page's code is imported on its first render; on a busy machine that takes seconds.
describe('home page gallery teaser', () => {
  it('shows the first seven images across groups, lazily loaded with their size set, and links to /gallery', async () => {
    stubApi({ 'GET /api/gallery': () => success({ galleryImages: buildGallery([3, 2, 4, 1]) }) });
    renderApp('/');
    const teaser = await screen.findByRole('list', { name: 'Gallery highlights' });
    const images = within(teaser).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Photo 1',
      'Photo 2',
      'Photo 3',
      'Photo 4',
      'Photo 5',
      'Photo 6',
      'Photo 7',
    ]);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
    expect(screen.getByRole('link', { name: 'View Gallery' })).toHaveAttribute('href', '/gallery');
  });
});
