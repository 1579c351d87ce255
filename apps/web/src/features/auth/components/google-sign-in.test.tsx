import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/fake-api.ts';
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
