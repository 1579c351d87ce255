import { catalogueMessages, LANGUAGE_COOKIE } from '@salon/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { buildGallery, success } from '../../../test/catalogue-builders.ts';
import { errorAnswer, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

// A page's code is imported on its first render; on a busy machine that takes seconds.
// Two groups: Photo 1-2 under 'Group 1', Photo 3-5 under 'Group 2'.
const groups = buildGallery([2, 3]);

async function openGallery() {
  stubApi({ 'GET /api/gallery': () => success({ galleryImages: groups }) });
  renderApp('/gallery');
  await screen.findByRole('heading', { name: 'Group 2' });
}

const lightbox = () => screen.getByRole('dialog', { name: 'Image viewer' });

describe('gallery', () => {
  it('lists the images under their group headings', async () => {
    await openGallery();
    const group = screen.getByRole('region', { name: 'Group 1' });
    expect(within(group).getAllByRole('button', { name: /^View image/ })).toHaveLength(2);
    const thumbnails = document.querySelectorAll('main img');
    expect(thumbnails).toHaveLength(5);
    // The first row (four) is on screen at once and loads first; the rest wait until scrolled to.
    const loading = [...thumbnails].map((image) => [
      image.getAttribute('loading'),
      image.getAttribute('fetchpriority'),
    ]);
    expect(loading).toEqual([...Array(4).fill(['eager', 'high']), ['lazy', 'auto']]);
  });

  it('offers the smaller stored copies of our own pictures, sized to the tile and the lightbox', async () => {
    const id = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';
    const ours = `/uploads/gallery/${id}.webp`;
    const [first, ...rest] = groups;
    const withOurs = [
      { ...first!, images: [{ ...first!.images[0]!, imageUrl: ours }, ...first!.images.slice(1)] },
      ...rest,
    ];
    stubApi({ 'GET /api/gallery': () => success({ galleryImages: withOurs }) });
    renderApp('/gallery');
    await screen.findByRole('heading', { name: 'Group 2' });
    const [tile, other] = document.querySelectorAll('main img');
    const copies = [480, 960, 1600]
      .map((width) => `/uploads/gallery/${id}-w${width}.webp ${width}w`)
      .join(', ');
    expect(tile).toHaveAttribute('srcset', copies);
    expect(tile).toHaveAttribute('sizes', expect.stringContaining('264px'));
    expect(tile).toHaveAttribute('width');
    expect(tile).toHaveAttribute('height');
    expect(other).not.toHaveAttribute('srcset');

    await userEvent.setup().click(screen.getByRole('button', { name: 'View image: Photo 1' }));
    const large = within(lightbox()).getByRole('img');
    expect(large).toHaveAttribute('srcset', copies);
    expect(large).toHaveAttribute('sizes', expect.stringContaining('100vw'));
  });

  it('opens the lightbox, moves with buttons and arrows, and wraps across all groups', async () => {
    await openGallery();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'View image: Photo 5' }));

    expect(lightbox()).toHaveAttribute('aria-modal', 'true');
    expect(within(lightbox()).getByText('5 / 5')).toBeInTheDocument();
    expect(within(lightbox()).getByRole('img')).toHaveAccessibleName('Photo 5');

    await user.click(within(lightbox()).getByRole('button', { name: 'Next image' }));
    expect(within(lightbox()).getByText('1 / 5')).toBeInTheDocument();
    expect(within(lightbox()).getByText('Photo 1', { selector: 'p' })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(within(lightbox()).getByText('5 / 5')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(within(lightbox()).getByText('2 / 5')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(lightbox()).getByText('3 / 5')).toBeInTheDocument();
    await user.click(within(lightbox()).getByRole('button', { name: 'Previous image' }));
    expect(within(lightbox()).getByText('2 / 5')).toBeInTheDocument();
  });

  it('locks page scrolling while open; Escape closes it and focus returns to the thumbnail', async () => {
    await openGallery();
    const user = userEvent.setup();
    const thumbnail = screen.getByRole('button', { name: 'View image: Photo 3' });
    await user.click(thumbnail);

    expect(document.body.style.overflow).toBe('hidden');
    expect(within(lightbox()).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(thumbnail).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab on the viewer controls', async () => {
    await openGallery();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'View image: Photo 2' }));
    const control = (name: string) => within(lightbox()).getByRole('button', { name });

    expect(control('Close')).toHaveFocus();
    await user.tab();
    expect(control('Previous image')).toHaveFocus();
    await user.tab();
    expect(control('Next image')).toHaveFocus();
    await user.tab();
    expect(control('Close')).toHaveFocus();
    await user.tab({ shift: true });
    expect(control('Next image')).toHaveFocus();
  });

  it('closes from the close button too', async () => {
    await openGallery();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'View image: Photo 1' }));
    await user.click(within(lightbox()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the empty and failure texts', async () => {
    stubApi({ 'GET /api/gallery': () => success({ galleryImages: [] }) });
    const { unmount } = renderApp('/gallery');
    expect(await screen.findByText(catalogueMessages.noGallery)).toBeInTheDocument();
    unmount();

    stubApi({ 'GET /api/gallery': () => errorAnswer('INTERNAL', 'x') });
    renderApp('/gallery');
    expect(await screen.findByText(catalogueMessages.galleryLoadFailed)).toBeInTheDocument();
  });
});

describe('gallery captions in Sinhala and Tamil (issue 29)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  // The demo gallery's captions, and one the owner typed (shown as typed, braces and all).
  const [bridal, hair, own] = buildGallery([1, 1, 1]);
  const captioned = [
    {
      ...bridal!,
      caption: 'Bridal & Makeup',
      images: [{ ...bridal!.images[0]!, caption: 'Bridal & Makeup' }],
    },
    { ...hair!, caption: 'Hair Styling', images: [{ ...hair!.images[0]!, caption: 'Hair Styling' }] },
    { ...own!, caption: 'Our {new} corner', images: [{ ...own!.images[0]!, caption: 'Our {new} corner' }] },
  ];

  it.each([
    ['si', 'මනාලියන් සහ වේශ නිරූපණය', 'කෙස් මෝස්තර'],
    ['ta', 'மணப்பெண் மற்றும் ஒப்பனை', 'சிகை அலங்காரம்'],
  ] as const)(
    '%s: headings, tiles and the lightbox in the language, the owner’s own caption as typed',
    async (language, bridalText, hairText) => {
      stubApi({ 'GET /api/gallery': () => success({ galleryImages: captioned }) });
      document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/`;
      await loadCatalogue(language);
      renderApp('/gallery');

      const section = await screen.findByRole('region', { name: bridalText });
      expect(within(section).getByRole('heading', { name: bridalText })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: hairText })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Our {new} corner' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Bridal & Makeup' })).toBeNull();

      const tile = within(section).getByRole('button', { name: new RegExp(bridalText) });
      await userEvent.setup().click(tile);
      expect(within(screen.getByRole('dialog')).getByRole('img')).toHaveAccessibleName(bridalText);
      expect(within(screen.getByRole('dialog')).getByText(bridalText, { selector: 'p' })).toBeInTheDocument();
    },
  );
});
