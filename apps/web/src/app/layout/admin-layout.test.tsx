import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, jsonResponse, signedInHandlers, stubApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const pages = [
  ['Overview', '/admin/dashboard'],
  ['Appointments', '/admin/appointments'],
  ['Day view', '/admin/day'],
  ['Customers', '/admin/customers'],
  ['Daily close', '/admin/close'],
  ['Waitlist', '/admin/waitlist'],
  ['Services', '/admin/services'],
  ['Team', '/admin/team'],
  ['Special offers', '/admin/offers'],
  ['Gallery', '/admin/gallery'],
  ['Reviews', '/admin/reviews'],
  ['Settings', '/admin/settings'],
] as const;

function signInAdmin() {
  return stubApi({
    ...signedInHandlers(buildUser({ role: 'admin', name: 'Salon Admin' })),
    // Any cart call would fail the test loudly: an admin's bar must not ask for one.
    'GET /api/cart/get-cart': () => jsonResponse(500, { status: 'error', message: 'no cart for admins' }),
  });
}

describe('back office shell (docs/architecture.md#admin)', () => {
  it('links every admin page from the side navigation and marks the current one', async () => {
    signInAdmin();
    renderApp('/admin/day?date=2026-11-23');
    await screen.findByRole('heading', { name: 'Day view', level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    for (const [name, href] of pages) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'Day view' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the compact phone menu, follows a link and closes it', async () => {
    signInAdmin();
    const { router } = renderApp('/admin');
    await screen.findByRole('heading', { name: 'Overview', level: 1 });
    expect(router.state.location.pathname).toBe('/admin/dashboard');

    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Admin menu, current page: Overview' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Admin mobile' });
    await user.click(within(menu).getByRole('link', { name: 'Appointments' }));

    await screen.findByRole('heading', { name: 'Appointments', level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Admin mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Admin menu, current page: Appointments' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('sends a signed-out visitor to the admin sign-in', async () => {
    stubApi({});
    const { router } = renderApp('/admin/appointments');
    await screen.findByRole('heading', { name: 'Admin sign in' });
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it("gives an admin's bar no cart and no My Appointments, and never loads a cart", async () => {
    const fetchMock = signInAdmin();
    renderApp('/admin/settings');
    await screen.findByRole('heading', { name: 'Settings', level: 1 });
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /SALON ADMIN/ }));
    expect(screen.getByRole('link', { name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Appointments' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/cart'))).toBe(false);
  });
});
