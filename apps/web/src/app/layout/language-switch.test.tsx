import { LANGUAGE_COOKIE } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../lib/language.ts';
import { buildUser, signedInHandlers, stubApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  document.documentElement.lang = 'en';
});

async function openHome() {
  const rendered = renderApp('/');
  await screen.findByRole('link', { name: 'Book Now' });
  return rendered;
}

describe('language switch (docs/architecture.md#languages)', () => {
  it('shows English by default, with the spec texts as they are', async () => {
    stubApi({});
    await openHome();
    const switcher = screen.getByRole('combobox', { name: 'Language' });
    expect(switcher).toHaveValue('en');
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'සිංහල', 'தமிழ்']);
    expect(screen.getByRole('heading', { name: 'Why Choose Us' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Services' }),
    ).toBeVisible();
    expect(document.cookie).not.toContain(LANGUAGE_COOKIE);
  });

  it('switches the header and home page to Sinhala, remembers it after a reload, and goes back to English', async () => {
    stubApi({});
    const { unmount } = await openHome();
    const user = userEvent.setup();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'si');

    expect(await screen.findByRole('link', { name: 'දැන් වෙන්කරන්න' })).toHaveAttribute('href', '/services');
    const nav = screen.getByRole('navigation', { name: 'ප්‍රධාන' });
    expect(within(nav).getByRole('link', { name: 'සේවා' })).toHaveAttribute('href', '/services');
    expect(within(nav).getByRole('link', { name: 'ගැලරිය' })).toHaveAttribute('href', '/gallery');
    expect(screen.getByRole('heading', { name: 'අප තෝරාගත යුත්තේ ඇයි' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'පිවිසෙන්න' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('si');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=si`);

    // A reload: the app starts again from the cookie.
    unmount();
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'දැන් වෙන්කරන්න' })).toBeInTheDocument();
    const switcher = screen.getByRole('combobox', { name: 'භාෂාව' });
    expect(switcher).toHaveValue('si');

    await user.selectOptions(switcher, 'en');
    expect(await screen.findByRole('link', { name: 'Book Now' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why Choose Us' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
  });

  it('tells the server a signed-in customer’s choice, for the mails and SMS sent later', async () => {
    const told: unknown[] = [];
    stubApi({
      ...signedInHandlers(buildUser()),
      'PUT /api/users/language': ({ body }) => {
        told.push(body);
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Book Now' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ta');

    expect(await screen.findByRole('navigation', { name: 'முதன்மை' })).toBeInTheDocument();
    await waitFor(() => expect(told).toEqual([{ language: 'ta' }]));
  });

  it('does not call the server for a visitor who is not signed in', async () => {
    const fetchMock = stubApi({});
    await openHome();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'si');
    await screen.findByRole('link', { name: 'දැන් වෙන්කරන්න' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/users/language');
  });

  it('offers the switch in the small-screen menu too', async () => {
    stubApi({});
    await openHome();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' });

    await user.selectOptions(within(mobileNav).getByRole('combobox', { name: 'Language' }), 'ta');

    const tamilNav = await screen.findByRole('navigation', { name: 'கைபேசி' });
    expect(within(tamilNav).getByRole('link', { name: 'சேவைகள்' })).toHaveAttribute('href', '/services');
    expect(within(tamilNav).getByRole('link', { name: 'உள்நுழை' })).toHaveAttribute('href', '/login');
    expect(document.documentElement.lang).toBe('ta');
  });

  it('shows the sign-in screen and its validation messages in the remembered language', async () => {
    stubApi({});
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    // As the browser's entry does before the first render.
    await loadCatalogue('ta');
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'மீண்டும் வருக' })).toBeInTheDocument();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'உள்நுழைவு' }));

    expect(await screen.findByText('மின்னஞ்சல் அவசியம்')).toBeInTheDocument();
    expect(screen.getByText('கடவுச்சொல் அவசியம்')).toBeInTheDocument();
    expect(screen.getByLabelText('கடவுச்சொல்')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'கணக்கை உருவாக்குங்கள்' })).toHaveAttribute('href', '/register');
  });

  it('shows the not-found page in the remembered language', async () => {
    stubApi({});
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    await loadCatalogue('ta');
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'பக்கம் கிடைக்கவில்லை' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'முகப்புக்குத் திரும்பு' })).toHaveAttribute('href', '/');
  });
});
