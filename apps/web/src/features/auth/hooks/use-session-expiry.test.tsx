import { LANGUAGE_COOKIE, messageResponseSchema } from '@salon/contracts';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadCatalogue } from '../../../lib/language.ts';
import { buildUser, errorAnswer, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('an expired session (docs/product.md#8.1)', () => {
  it('removes the token, says so, and opens /login 1.5 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({
      ...signedInHandlers(buildUser()),
      'GET /api/cart/get-cart': () => errorAnswer('UNAUTHORIZED', 'Please log in to continue'),
    });
    const { router } = renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Hello, Nimali Perera', level: 1 }),
    ).toBeInTheDocument();

    await act(() =>
      apiRequest('/api/cart/get-cart', { schema: messageResponseSchema }).catch(() => undefined),
    );
    expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard');

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says so in Tamil to a customer reading the site in Tamil', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    await loadCatalogue('ta');
    stubApi({
      ...signedInHandlers(buildUser()),
      'GET /api/cart/get-cart': () => errorAnswer('UNAUTHORIZED', 'Please log in to continue'),
    });
    try {
      renderApp('/dashboard');
      expect(
        await screen.findByRole('heading', { name: 'வணக்கம், Nimali Perera', level: 1 }),
      ).toBeInTheDocument();
      await act(() =>
        apiRequest('/api/cart/get-cart', { schema: messageResponseSchema }).catch(() => undefined),
      );
      expect(
        await screen.findByText('உங்கள் அமர்வு முடிந்துவிட்டது. தயவுசெய்து மீண்டும் உள்நுழையுங்கள்.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Session expired. Please login again.')).not.toBeInTheDocument();
    } finally {
      document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
    }
  });
});
