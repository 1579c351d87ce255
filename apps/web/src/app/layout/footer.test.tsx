import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('footer quick links', () => {
  it.each([
    ['About Us', '/about', '#about'],
    ['Contact', '/contact', '#contact'],
  ])('%s (%s) opens the home page at its section', async (name, href, hash) => {
    stubApi({});
    const { router } = renderApp('/faq');
    const footer = await screen.findByRole('contentinfo');
    const link = within(footer).getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    await userEvent.setup().click(link);
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/', hash }));
    await waitFor(() => expect(document.getElementById(hash.slice(1))).not.toBeNull());
    expect(screen.queryByText(/page not found/i)).not.toBeInTheDocument();
  });
});

describe('footer staff sign-in', () => {
  it('leads the owner to the back office sign-in', async () => {
    stubApi({});
    const { router } = renderApp('/faq');
    const footer = await screen.findByRole('contentinfo');
    await userEvent.setup().click(within(footer).getByRole('link', { name: 'Staff sign-in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(await screen.findByRole('heading', { name: 'Admin sign in', level: 1 })).toBeInTheDocument();
  });
});
