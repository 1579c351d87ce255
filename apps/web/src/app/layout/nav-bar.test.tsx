import { LANGUAGE_COOKIE } from '@salon/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../lib/language.ts';
import { buildUser, errorAnswer, jsonResponse, signedInHandlers, stubApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

async function openHome() {
  const rendered = renderApp('/');
  await screen.findByRole('link', { name: 'Book Now' });
  return rendered;
}

describe('navigation bar, signed out', () => {
  it('links the main pages and offers Login and Register', async () => {
    stubApi({});
    await openHome();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['About Us', '/#about'],
      ['Special Offers', '/special-offers'],
      ['Services', '/services'],
      ['Gallery', '/gallery'],
      ['Reviews', '/reviews'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'About Us' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(document.getElementById('about')).not.toBeNull();
  });
});

describe('navigation bar, signed in', () => {
  it("shows the cart without a badge at 0 and the user's name in upper case, whole on hover", async () => {
    stubApi(signedInHandlers(buildUser({ name: 'Nimali Perera' })));
    await openHome();
    expect(await screen.findByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    // A bar too full for the whole name (Tamil at 1280 px) truncates it; the hover text keeps it.
    expect(await screen.findByRole('button', { name: /NIMALI PERERA/ })).toHaveAttribute(
      'title',
      'Nimali Perera',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('opens the account menu, and closes it on Escape and on a choice', async () => {
    stubApi(signedInHandlers(buildUser()));
    await openHome();
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: /NIMALI PERERA/ });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Profile Settings' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'My Appointments' })).toHaveAttribute(
      'href',
      '/profile/appointments',
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Profile Settings' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(
      await screen.findByRole('heading', { name: 'Hello, Nimali Perera', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Profile Settings' })).not.toBeInTheDocument();
  });

  it("points an admin's Dashboard at the admin dashboard", async () => {
    stubApi(signedInHandlers(buildUser({ role: 'admin' })));
    await openHome();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /NIMALI PERERA/ }));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  });

  it('logs out: says so, forgets the token and opens /login', async () => {
    stubApi({
      ...signedInHandlers(buildUser()),
      'GET /api/auth/logout': () => jsonResponse(200, { status: 'success', message: 'Logged out' }),
    });
    const { router } = await openHome();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /NIMALI PERERA/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('still signs out locally when the logout call fails', async () => {
    stubApi({
      ...signedInHandlers(buildUser()),
      'GET /api/auth/logout': () => errorAnswer('INTERNAL', 'boom'),
    });
    await openHome();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /NIMALI PERERA/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('logging out in Sinhala (docs/architecture.md#languages)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it.each([
    ['goes through', () => jsonResponse(200, { status: 'success', message: 'Logged out' }), 'ඔබ සාර්ථකව පිටවිය'],
    ['fails', () => errorAnswer('INTERNAL', 'boom'), 'පිටවීම අසාර්ථක විය'],
  ])('says in Sinhala how it went when the call %s', async (_, answer, said) => {
    stubApi({ ...signedInHandlers(buildUser()), 'GET /api/auth/logout': answer });
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    await loadCatalogue('si');
    renderApp('/');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'දැන් වෙන්කරන්න' });
    await user.click(await screen.findByRole('button', { name: /NIMALI PERERA/ }));
    await user.click(screen.getByRole('button', { name: 'පිටවන්න' }));

    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'නැවත සාදරයෙන් පිළිගනිමු' })).toBeInTheDocument();
  });
});

describe('mobile menu', () => {
  it('closes when one of its links is followed', async () => {
    stubApi({});
    const { router } = await openHome();
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(mobileNav).getByRole('link', { name: 'Services' }));

    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await screen.findByRole('heading', { name: 'Our Beauty Services' });
    expect(router.state.location.pathname).toBe('/services');
  });

  it('closes on a click outside it', async () => {
    stubApi({});
    await openHome();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();

    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('offers the account links with the upper-cased name when signed in', async () => {
    stubApi(signedInHandlers(buildUser()));
    await openHome();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobileNav).getByText('NIMALI PERERA')).toBeInTheDocument();
    expect(within(mobileNav).getByRole('link', { name: 'My Appointments' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});
