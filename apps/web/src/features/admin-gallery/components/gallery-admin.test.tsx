import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminHandlers } from '../../../test/admin-builders.ts';
import { buildGallery, success } from '../../../test/catalogue-builders.ts';
import { errorBody, jsonResponse, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { pngFile, stubUploads } from '../../../test/fake-xhr.ts';
import { renderApp } from '../../../test/render-app.tsx';

const groups = buildGallery([2, 1]);
const photos = groups.flatMap((group) => group.images);

function openGallery(handlers: Record<string, ApiHandler> = {}, galleryImages = groups) {
  stubApi({ ...adminHandlers(), 'GET /api/gallery': () => success({ galleryImages }), ...handlers });
  renderApp('/admin/gallery');
}

const photoList = () => screen.findByRole('list', { name: 'Gallery photos' });

describe('admin gallery', () => {
  it('lists the photos in the order the site shows them', async () => {
    openGallery();
    const list = await photoList();
    expect(
      within(list)
        .getAllByRole('img')
        .map((image) => image.getAttribute('src')),
    ).toEqual(photos.map((photo) => photo.imageUrl));
    expect(within(list).getByRole('button', { name: 'Move photo 1 up' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: 'Move photo 3 down' })).toBeDisabled();
  });

  it('says so when the gallery is empty', async () => {
    openGallery({}, []);
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
  });

  it('uploads several photos at once under one caption, each with its own progress bar', async () => {
    const uploads = stubUploads();
    openGallery();
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Photos');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('A caption is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Caption for the new photos/), 'Bridal looks');
    await user.upload(input, [pngFile('one.png'), pngFile('two.png')]);
    await user.click(await screen.findByRole('button', { name: 'Upload 2 photos' }));

    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads.map((request) => request.body?.get('caption'))).toEqual(['Bridal looks', 'Bridal looks']);
    expect(uploads.every((request) => request.url === '/api/gallery' && request.method === 'POST')).toBe(
      true,
    );
    uploads[0]!.progress(20, 100);
    uploads[1]!.progress(70, 100);
    // Progress reaches the screen on React's next render: wait for it rather than read at once.
    await waitFor(() => {
      expect(screen.getByRole('progressbar', { name: 'Uploading one.png' })).toHaveAttribute(
        'aria-valuenow',
        '20',
      );
      expect(screen.getByRole('progressbar', { name: 'Uploading two.png' })).toHaveAttribute(
        'aria-valuenow',
        '70',
      );
    });

    uploads[0]!.answer(201, {
      status: 'success',
      data: {
        image: { _id: 'a', imageUrl: '/uploads/gallery/one.webp', caption: 'Bridal looks', branch: null },
      },
    });
    uploads[1]!.answer(
      415,
      errorBody('UNSUPPORTED_MEDIA_TYPE', 'Please select a valid image file (JPEG, PNG, GIF)'),
    );
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    expect(
      await screen.findByText('two.png: Please select a valid image file (JPEG, PNG, GIF)'),
    ).toBeInTheDocument();
  });

  it('moves a photo down with the keyboard and stores the new order of every photo', async () => {
    const reorder = vi.fn((_body: unknown) => success({ galleryImages: groups }));
    openGallery({ 'PUT /api/gallery/order': ({ body }) => reorder(body) });
    const list = await photoList();
    const down = within(list).getByRole('button', { name: 'Move photo 1 down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(reorder).toHaveBeenCalled());
    expect(reorder.mock.calls[0]?.[0]).toEqual({ ids: [photos[1]!._id, photos[0]!._id, photos[2]!._id] });
    expect(document.activeElement).toHaveAttribute('data-move', `${photos[0]!._id}:1`);

    // This fake server keeps its old order, so the list is redrawn once more when the move is
    // stored: moving the rows back must not lose the focus either.
    const shownOrder = () =>
      within(list)
        .getAllByRole('img')
        .map((image) => image.getAttribute('src'));
    await waitFor(() => expect(shownOrder()).toEqual(photos.map((photo) => photo.imageUrl)));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-move', `${photos[0]!._id}:1`));
  });

  it('changes a caption and deletes a photo after confirmation', async () => {
    const patch = vi.fn((_body: unknown) => success({ image: { ...photos[2], caption: 'Nail art' } }));
    const remove = vi.fn(() =>
      jsonResponse(200, { status: 'success', message: 'Gallery image deleted successfully' }),
    );
    openGallery({
      [`PATCH /api/gallery/${photos[2]!._id}`]: ({ body }) => patch(body),
      [`DELETE /api/gallery/${photos[0]!._id}`]: remove,
    });
    const user = userEvent.setup();
    const caption = await screen.findByLabelText('Caption of photo 3');
    await user.clear(caption);
    await user.type(caption, 'Nail art');
    await user.click(within(caption.closest('form')!).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith({ caption: 'Nail art' }));
    expect(await screen.findByText('Caption updated')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete photo' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Gallery image deleted successfully')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
