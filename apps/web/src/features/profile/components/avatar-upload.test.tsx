import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, errorBody, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const customer = buildUser();

/** A stand-in for the browser's XMLHttpRequest: the test decides when and how it answers. */
class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  status = 0;
  response: unknown = null;
  timeout = 0;
  withCredentials = false;
  responseType = '';
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  getResponseHeader(_name: string): string | null {
    return null;
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  FakeXhr.last = undefined;
});

async function chooseImage() {
  stubApi(signedInHandlers(customer));
  renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: 'My Profile' });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.setup().upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
  await vi.waitFor(() => expect(FakeXhr.last).toBeDefined());
  return FakeXhr.last!;
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
    expect(await screen.findAllByText('Please select a valid image file (JPEG, PNG, GIF)')).not.toHaveLength(
      0,
    );
  });

  it('falls back to the product text when the server gives no reason', async () => {
    const request = await chooseImage();
    request.answer(400, null);
    expect(await screen.findAllByText('Failed to upload image')).not.toHaveLength(0);
  });
});
