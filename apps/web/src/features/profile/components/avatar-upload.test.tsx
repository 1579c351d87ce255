import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, errorBody, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import type { FakeXhr } from '../../../test/fake-xhr.ts';
import { stubUploads } from '../../../test/fake-xhr.ts';
import { renderApp } from '../../../test/render-app.tsx';

const customer = buildUser();

let sent: FakeXhr[] = [];
beforeEach(() => {
  sent = stubUploads();
});

async function chooseImage() {
  stubApi(signedInHandlers(customer));
  renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: 'My Profile' });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.setup().upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
  await vi.waitFor(() => expect(sent).toHaveLength(1));
  return sent[0]!;
}

describe('avatar upload', () => {
  it('previews, reports progress with the bearer token, and updates the nav avatar', async () => {
    const request = await chooseImage();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/users/upload');
    expect(request.headers.Authorization).toBe('Bearer test-token');
    expect(request.body?.get('profileImage')).toBeInstanceOf(File);
    expect(document.querySelector('main img')).toHaveAttribute('src', 'blob:preview');

    request.progress(40, 100);
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    const saved = { ...customer, profileImage: '/uploads/avatars/new.webp' };
    request.answer(200, {
      status: 'success',
      message: 'Profile image updated successfully',
      imageUrl: saved.profileImage,
      data: { user: saved },
    });
    expect(await screen.findByText('Profile image updated successfully')).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByRole('presentation', { hidden: true })[0]).toHaveAttribute(
      'src',
      '/uploads/avatars/new.webp',
    );
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
  });

  it("shows the server's reason, or the fallback, when the upload fails", async () => {
    const request = await chooseImage();
    request.answer(
      415,
      errorBody('UNSUPPORTED_MEDIA_TYPE', 'Please select a valid image file (JPEG, PNG, GIF)'),
    );
    // One place per error: beside the picture, no toast repeating it (docs/product.md#8).
    expect(await screen.findAllByText('Please select a valid image file (JPEG, PNG, GIF)')).toHaveLength(1);
  });

  it('falls back to the product text when the server gives no reason', async () => {
    const request = await chooseImage();
    request.answer(400, null);
    expect(await screen.findAllByText('Failed to upload image')).toHaveLength(1);
  });
});
