import { LANGUAGE_COOKIE } from '@salon/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import {
  buildUser,
  errorBody,
  jsonResponse,
  pendingResponse,
  signedInHandlers,
  stubApi,
} from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { SessionContext } from '../hooks/use-session.ts';
import { AccessGate } from './access-gate.tsx';

describe('access gate (docs/product.md#2.1)', () => {
  it('shows Loading... while the user is loading', () => {
    render(
      <SessionContext value={{ user: null, isLoading: true, setSession: vi.fn(), clearSession: vi.fn() }}>
        <MemoryRouter initialEntries={['/cart']}>
          <Routes>
            <Route element={<AccessGate />}>
              <Route path="/cart" element={<p>Cart contents</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </SessionContext>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('Cart contents')).not.toBeInTheDocument();
  });

  it('shows only a loader while the stored token is being checked', () => {
    window.localStorage.setItem('token', 'test-token');
    stubApi({ 'GET /api/auth/me': () => pendingResponse() });
    renderApp('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to /login', async () => {
    stubApi({});
    const { router } = renderApp('/profile/appointments');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends an unverified user to /verify-email', async () => {
    stubApi(signedInHandlers(buildUser({ isVerified: false })));
    const { router } = renderApp('/cart');
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it('shows the page to a verified user', async () => {
    stubApi(signedInHandlers(buildUser()));
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Hello, Nimali Perera', level: 1 }),
    ).toBeInTheDocument();
  });

  it('drops a token the server no longer accepts and treats the visitor as signed out', async () => {
    window.localStorage.setItem('token', 'stale');
    stubApi({
      'GET /api/auth/me': () =>
        new Response(JSON.stringify(errorBody('UNAUTHORIZED', 'expired')), { status: 401 }),
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('sends a customer away from the admin dashboard to /', async () => {
    stubApi(signedInHandlers(buildUser({ role: 'user' })));
    const { router } = renderApp('/admin/dashboard');
    expect(await screen.findByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/services');
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets an admin into the admin dashboard', async () => {
    stubApi(signedInHandlers(buildUser({ role: 'admin' })));
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Overview', level: 1 })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of /verify-email on to /login', async () => {
    stubApi({});
    const { router } = renderApp('/verify-email');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it('shows an unverified user who opens /verify-email the code form', async () => {
    stubApi(signedInHandlers(buildUser({ isVerified: false })));
    renderApp('/verify-email');
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });

  it('redirects a signed-in but verified user away from /verify-email to /', async () => {
    stubApi(signedInHandlers(buildUser()));
    const { router } = renderApp('/verify-email');
    expect(await screen.findByRole('link', { name: 'Book Now' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('the verify-email page in Sinhala (docs/architecture.md#languages)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('shows its words, the resend toast and the countdown in the remembered language', async () => {
    stubApi({
      ...signedInHandlers(buildUser({ isVerified: false })),
      'POST /api/auth/resend-otp': () =>
        jsonResponse(200, {
          status: 'success',
          message: 'A new verification code has been sent to your email',
        }),
    });
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    await loadCatalogue('si');
    renderApp('/verify-email');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'ඔබේ විද්‍යුත් තැපෑල තහවුරු කරන්න' }),
    ).toBeInTheDocument();
    const email = screen.getByText('nimali@example.com');
    expect(email.tagName).toBe('STRONG');
    expect(email.parentElement).toHaveTextContent(
      'වෙන්කිරීම් ආරම්භ කිරීමට, අප nimali@example.com වෙත එවූ ඉලක්කම් 6 ක කේතය ඇතුළත් කරන්න.',
    );
    expect(screen.getByRole('button', { name: 'තහවුරු කරන්න' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'කේතය නැවත යවන්න' }));
    expect(await screen.findByText('නව තහවුරු කිරීමේ කේතයක් ඔබේ විද්‍යුත් තැපෑලට යවා ඇත')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^තත්පර \d+ කින් කේතය නැවත යැවිය හැක$/ })).toBeDisabled();
  });
});
