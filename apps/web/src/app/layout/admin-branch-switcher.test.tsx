import type { Branch } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDay, dataAnswer } from '../../test/operations-builders.ts';
import { buildUser, signedInHandlers, stubApi } from '../../test/fake-api.ts';
import type { ApiHandler } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const hours = (open: string, close: string) => [null, ...Array.from({ length: 6 }, () => ({ open, close }))];
const colombo: Branch = {
  _id: 'b0000000-0000-4000-8000-000000000001',
  name: 'Colombo 3',
  address: 'No. 42, Galle Road, Colombo 03',
  mapUrl: null,
  phone: null,
  whatsapp: null,
  hours: hours('09:00', '19:00'),
  lat: null,
  lng: null,
};
const nugegoda: Branch = { ...colombo, _id: 'b0000000-0000-4000-8000-000000000002', name: 'Nugegoda' };

const DAY = '/api/admin/day?date=2026-11-23';
const dayAt = (chairs: number) => () => dataAnswer({ day: buildDay({ chairs }) });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T04:00:00.000Z'));
});
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

async function openDay(branches: Branch[], handlers: Record<string, ApiHandler> = {}) {
  const fetchMock = stubApi({
    ...signedInHandlers(buildUser({ role: 'admin' })),
    'GET /api/branches': () => dataAnswer({ branches }),
    [`GET ${DAY}`]: dayAt(2),
    [`GET ${DAY}&branchId=${colombo._id}`]: dayAt(3),
    [`GET ${DAY}&branchId=${nugegoda._id}`]: dayAt(1),
    ...handlers,
  });
  renderApp('/admin/day?date=2026-11-23');
  await screen.findByRole('heading', { name: 'Day view', level: 1 });
  return fetchMock;
}

const dayCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/day'));

describe('the back office branch switcher (docs/decisions/0045-branches.md)', () => {
  it('never shows with one branch, and the day is asked without a branch', async () => {
    const fetchMock = await openDay([colombo]);
    expect(await screen.findAllByRole('region', { name: /^Chair \d$/ })).toHaveLength(2);
    expect(screen.queryByRole('combobox', { name: 'Branch' })).not.toBeInTheDocument();
    expect(dayCalls(fetchMock).every((url) => !url.includes('branchId'))).toBe(true);
  });

  it('shows each open branch, the main one first; the one chosen shows its own day and is remembered', async () => {
    const fetchMock = await openDay([colombo, nugegoda]);
    const switcher = await screen.findByRole('combobox', { name: 'Branch' });
    expect(switcher).toHaveValue(colombo._id);
    // The day view shows one branch at a time: no "All branches" here.
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Colombo 3', 'Nugegoda']);
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Chair \d$/ })).toHaveLength(3));

    const user = userEvent.setup();
    await user.selectOptions(switcher, nugegoda._id);
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Chair \d$/ })).toHaveLength(1));
    expect(dayCalls(fetchMock)).toContain(`${DAY}&branchId=${nugegoda._id}`);
    expect(window.localStorage.getItem('salon-admin-branch')).toBe(nugegoda._id);
  });

  it('falls back to the main branch when the one remembered is no longer open', async () => {
    window.localStorage.setItem('salon-admin-branch', 'b0000000-0000-4000-8000-000000000009');
    await openDay([colombo, nugegoda]);
    expect(await screen.findByRole('combobox', { name: 'Branch' })).toHaveValue(colombo._id);
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Chair \d$/ })).toHaveLength(3));
  });

  it('opens on the branch remembered, asking for no other', async () => {
    window.localStorage.setItem('salon-admin-branch', nugegoda._id);
    const fetchMock = await openDay([colombo, nugegoda]);
    expect(await screen.findByRole('combobox', { name: 'Branch' })).toHaveValue(nugegoda._id);
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Chair \d$/ })).toHaveLength(1));
    // The day waits for the list of branches: it is never asked for another branch first.
    expect(dayCalls(fetchMock)).toEqual([`${DAY}&branchId=${nugegoda._id}`]);
  });

  it('blocks time at the chosen branch', async () => {
    window.localStorage.setItem('salon-admin-branch', nugegoda._id);
    const fetchMock = await openDay([colombo, nugegoda], {
      'POST /api/admin/time-blocks': () =>
        dataAnswer({
          timeBlock: {
            _id: 'tb1',
            staff: null,
            chair: 1,
            date: '2026-11-23',
            startTime: '12:00',
            endTime: '13:00',
            reason: 'Basin repair',
          },
        }),
    });
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Chair \d$/ })).toHaveLength(1));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Block time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block time' });
    await user.type(within(dialog).getByLabelText(/From/), '12:00');
    await user.type(within(dialog).getByLabelText(/Until/), '13:00');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Basin repair');
    await user.click(within(dialog).getByRole('button', { name: 'Block time' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/admin/time-blocks')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ chair: 1, branchId: nugegoda._id });
  });

  // docs/decisions/0049-branch-manager.md: a manager's back office is their branch alone.
  it('shows a manager their branch, never a choice, whatever this browser remembers, and only their pages', async () => {
    window.localStorage.setItem('salon-admin-branch', colombo._id);
    stubApi({
      ...signedInHandlers(buildUser({ role: 'manager', branchId: nugegoda._id })),
      'GET /api/branches': () => dataAnswer({ branches: [colombo, nugegoda] }),
      [`GET ${DAY}&branchId=${nugegoda._id}`]: dayAt(1),
    });
    renderApp('/admin/settings');
    await screen.findByRole('heading', { name: 'Day view', level: 1 });
    expect(await screen.findByTestId('own-branch')).toHaveTextContent('Nugegoda');
    expect(screen.queryByRole('combobox', { name: 'Branch' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Chair \d$/ })).toHaveLength(1));
    const menu = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Appointments', 'Day view', 'Customers', 'Daily close', 'Waitlist']);
  });
});
