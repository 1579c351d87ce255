import { LANGUAGE_COOKIE } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { buildUser, errorBody, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import type { FakeXhr } from '../../../test/fake-xhr.ts';
import { stubUploads } from '../../../test/fake-xhr.ts';
import { renderApp } from '../../../test/render-app.tsx';

const customer = buildUser();

let sent: FakeXhr[] = [];
beforeEach(() => {
  sent = stubUploads();
});

async function chooseImage(heading = 'My Profile') {
  stubApi(signedInHandlers(customer));
  renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: heading });
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
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      ),
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

describe('avatar upload in Sinhala (docs/architecture.md#languages)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('shows the progress, the toast and the failure in the remembered language', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    await loadCatalogue('si');
    let request = await chooseImage('මගේ පැතිකඩ');
    expect(screen.getByText('JPEG, PNG හෝ GIF, 5 MB දක්වා.')).toBeInTheDocument();
    request.progress(40, 100);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'උඩුගත කිරීමේ ප්‍රගතිය' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      ),
    );
    expect(screen.getByRole('button', { name: 'උඩුගත කරමින්...' })).toBeDisabled();
    const saved = { ...customer, profileImage: '/uploads/avatars/new.webp' };
    request.answer(200, {
      status: 'success',
      message: 'Profile image updated successfully',
      imageUrl: saved.profileImage,
      data: { user: saved },
    });
    expect(await screen.findByText('පැතිකඩ ඡායාරූපය සාර්ථකව යාවත්කාලීන කෙරිණි')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'ඡායාරූපය වෙනස් කරන්න' })).toBeEnabled();

    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.setup().upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    request = sent[1]!;
    request.answer(400, errorBody('VALIDATION_FAILED', 'The image could not be read; try another file'));
    expect(await screen.findByText('ඡායාරූපය කියවිය නොහැකි විය; වෙනත් ගොනුවක් උත්සාහ කරන්න')).toBeInTheDocument();
  });
});
