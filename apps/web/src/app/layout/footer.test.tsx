import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { salonInfo } from '../../lib/salon-info.ts';
import { buildBranch } from '../../test/branch-builders.ts';
import { success } from '../../test/catalogue-builders.ts';
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

// docs/decisions/0045-branches.md: "Visit us" names every branch where there are two or more.
describe('footer visit us', () => {
  const colombo = buildBranch('b1', 'Colombo 3', { address: 'No. 42, Galle Road, Colombo 03' });
  const nugegoda = buildBranch('b2', 'Nugegoda', { address: 'No. 118, High Level Road, Nugegoda' });

  it('lists each branch with its address when there are two', async () => {
    stubApi({ 'GET /api/branches': () => success({ branches: [colombo, nugegoda] }) });
    renderApp('/faq');
    const footer = await screen.findByRole('contentinfo');
    const list = await within(footer).findByRole('list', { name: 'Our branches' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Colombo 3No. 42, Galle Road, Colombo 03',
      'NugegodaNo. 118, High Level Road, Nugegoda',
    ]);
  });

  it("keeps the salon's one address with a single branch", async () => {
    const branches = vi.fn(() => success({ branches: [colombo] }));
    stubApi({ 'GET /api/branches': branches });
    renderApp('/faq');
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() => expect(branches).toHaveBeenCalled());
    expect(within(footer).queryByRole('list', { name: 'Our branches' })).toBeNull();
    expect(within(footer).queryByText('Colombo 3')).toBeNull();
    expect(within(footer).getByText(salonInfo.address)).toBeInTheDocument();
  });
});
