import { LANGUAGE_COOKIE } from '@salon/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { errorAnswer, jsonResponse, stubApi } from '../../../test/fake-api.ts';
import type { GoogleCredentialResponse } from '../lib/google-identity.ts';
import { publicConfig } from '../../../test/public-config.ts';
import { renderApp } from '../../../test/render-app.tsx';

const scriptSelector = 'script[src="https://accounts.google.com/gsi/client"]';

describe('Google sign-in option', () => {
  it('is not offered when the server has no Google client id', async () => {
    const fetchMock = stubApi({
      'GET /api/config': () =>
        jsonResponse(200, {
          status: 'success',
          data: publicConfig(),
        }),
    });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await waitFor(() => expect(fetchMock.mock.calls.some(([path]) => path === '/api/config')).toBe(true));
    expect(document.querySelector(scriptSelector)).toBeNull();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it("loads Google's script when configured, and hides the option with a warning if it fails", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({
      'GET /api/config': () =>
        jsonResponse(200, {
          status: 'success',
          data: publicConfig({ googleClientId: 'client.apps.googleusercontent.com' }),
        }),
    });
    renderApp('/login');
    expect(await screen.findByText('or')).toBeInTheDocument();
    // The option shows first; its effect then adds the script.
    const script = await waitFor(() => {
      const added = document.querySelector(scriptSelector);
      expect(added).not.toBeNull();
      return added;
    });

    act(() => {
      script?.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(screen.queryByText('or')).not.toBeInTheDocument());
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Failed to load Google OAuth script'));
  });
});

describe('Google sign-in in Tamil (docs/architecture.md#languages)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
    delete window.google;
  });

  // Last in the file: the script then counts as loaded for the rest of it.
  it("words the divider, Google's button and the failure in Tamil", async () => {
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    await loadCatalogue('ta');
    stubApi({
      'GET /api/config': () =>
        jsonResponse(200, {
          status: 'success',
          data: publicConfig({ googleClientId: 'client.apps.googleusercontent.com' }),
        }),
      'POST /api/auth/google': () => errorAnswer('UNAUTHORIZED', 'Google login failed'),
    });
    let signedInWith: ((response: GoogleCredentialResponse) => void) | undefined;
    const renderButton = vi.fn();
    window.google = {
      accounts: {
        id: {
          initialize: ({ callback }) => {
            signedInWith = callback;
          },
          renderButton,
        },
      },
    };
    renderApp('/login');

    expect(await screen.findByText('அல்லது')).toBeInTheDocument();
    const script = await waitFor(() => {
      const added = document.querySelector(scriptSelector);
      expect(added).not.toBeNull();
      return added;
    });
    act(() => {
      script?.dispatchEvent(new Event('load'));
    });
    await waitFor(() =>
      expect(renderButton).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ locale: 'ta' })),
    );

    act(() => signedInWith?.({ credential: 'google-id-token' }));
    expect(await screen.findByText('Google உள்நுழைவு தோல்வியடைந்தது')).toBeInTheDocument();
  });
});
