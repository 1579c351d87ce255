import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_COOKIE, formatLkr } from '@salon/contracts';
import type { DailyClose } from '@salon/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminHandlers } from '../../../test/admin-builders.ts';
import { success } from '../../../test/catalogue-builders.ts';
import { errorAnswer, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { loadCatalogue } from '../../../lib/language.ts';
import { buildBranch } from '../../../test/branch-builders.ts';

const date = '2026-11-27';
const dilani = { _id: 'st-1', name: 'Dilani' };
const close: DailyClose = {
  date,
  visits: [
    {
      _id: 'a1',
      appointmentId: 'SAL-2026-0042',
      startTime: '10:00',
      customerId: 'c1',
      customerName: 'Nimali Perera',
      customerPhone: '0771234567',
      stylist: dilani,
      services: [
        { title: 'Ladies Haircut', quantity: 1, translations: { si: { title: 'කාන්තා කොණ්ඩ කැපීම' } } },
      ],
      status: 'confirmed',
      feePaidOnlineLkr: 1000,
      feeRefundedLkr: 0,
      servicesTotalLkr: 4500,
      toTakeAtDeskLkr: 3500,
    },
  ],
  takenAtDesk: [
    {
      _id: 'a2',
      appointmentId: 'SAL-2026-0043',
      customerName: 'Kamal Silva',
      stylist: dilani,
      visitDate: '2026-11-30',
      startTime: '15:00',
      status: 'confirmed',
      feeLkr: 1000,
    },
  ],
  stylists: [
    {
      stylist: dilani,
      visits: 1,
      feePaidOnlineLkr: 1000,
      feeRefundedLkr: 0,
      servicesTotalLkr: 4500,
      toTakeAtDeskLkr: 3500,
      feeTakenAtDeskLkr: 1000,
    },
  ],
  totals: {
    visits: 1,
    feePaidOnlineLkr: 1000,
    feeRefundedLkr: 0,
    servicesTotalLkr: 4500,
    toTakeAtDeskLkr: 3500,
    feeTakenAtDeskLkr: 1000,
  },
};

function openClose(handlers: Record<string, ApiHandler>) {
  const fetchMock = stubApi({ ...adminHandlers(), ...handlers });
  renderApp(`/admin/close?date=${date}`);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('daily close (docs/decisions/0041-customers-and-merge.md)', () => {
  it('shows each visit with what was paid online and what to take at the desk, and the totals', async () => {
    openClose({ [`GET /api/admin/daily-close?date=${date}`]: () => success({ close }) });
    const totals = await screen.findByRole('table', { name: 'Totals per stylist' });
    const dayTotal = within(totals).getByRole('rowheader', { name: 'Day total' }).closest('tr')!;
    expect(dayTotal).toHaveTextContent('LKR 3,500');
    const visit = screen.getByText(/Nimali Perera/).closest('li')!;
    expect(within(visit).getByRole('link', { name: '0771234567' })).toHaveAttribute(
      'href',
      'tel:+94771234567',
    );
    expect(within(visit).getByText('To take at the desk').nextSibling).toHaveTextContent('LKR 3,500');
    // A fee paid at the desk today for a later visit: its own line, and its own column of the totals.
    const taken = within(screen.getByRole('region', { name: 'Taken at the desk today' })).getByRole(
      'listitem',
    );
    expect(taken).toHaveTextContent('Kamal Silva');
    expect(taken).toHaveTextContent('Booking fee for the visit on November 30, 2026 at 3:00 PM');
    expect(taken).toHaveTextContent('LKR 1,000');
    expect(within(totals).getByRole('columnheader', { name: 'Fee taken at the desk' })).toBeInTheDocument();
    expect(dayTotal).toHaveTextContent('LKR 1,000');
  });

  it('writes the money as a Sinhala page writes rupees, and names the services in Sinhala', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    try {
      await loadCatalogue('si');
      openClose({ [`GET /api/admin/daily-close?date=${date}`]: () => success({ close }) });
      const totals = await screen.findByRole('table', { name: 'ශිල්පියා අනුව එකතුව' });
      expect(totals).toHaveTextContent(formatLkr(3500, 'si'));
      expect(formatLkr(3500, 'si')).not.toContain('LKR');
      expect(totals).not.toHaveTextContent('LKR');
      expect(screen.getByText('කාන්තා කොණ්ඩ කැපීම')).toBeInTheDocument();
      expect(screen.queryByText('Ladies Haircut')).toBeNull();
    } finally {
      document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
    }
  });

  it('downloads the CSV with the session, and says so when it fails', async () => {
    const download = vi.fn(() => errorAnswer('INTERNAL'));
    const fetchMock = openClose({
      [`GET /api/admin/daily-close?date=${date}`]: () =>
        success({ close: { ...close, visits: [], takenAtDesk: [], stylists: [] } }),
      [`GET /api/admin/daily-close.csv?date=${date}`]: download,
    });
    expect(await screen.findByText('No visits this day')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(download).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.find(([path]) => String(path).includes('.csv'))!;
    expect((init?.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
    expect(await screen.findByText('Could not download the file')).toBeInTheDocument();
  });
});

describe('daily close per branch (docs/decisions/0045-branches.md)', () => {
  const colombo = buildBranch('b0000000-0000-4000-8000-000000000001', 'Colombo 3');
  const nugegoda = buildBranch('b0000000-0000-4000-8000-000000000002', 'Nugegoda');
  const perBranch = {
    ...close,
    branches: [
      { ...close.totals, branch: { _id: colombo._id, name: colombo.name }, servicesTotalLkr: 3000 },
      { ...close.totals, branch: { _id: nugegoda._id, name: nugegoda.name }, servicesTotalLkr: 1500 },
    ],
  };

  afterEach(() => window.localStorage.clear());

  it('shows every branch with the totals of each, or one branch chosen in the switcher', async () => {
    window.localStorage.setItem('salon-admin-branch', 'all');
    const fetchMock = openClose({
      'GET /api/branches': () => success({ branches: [colombo, nugegoda] }),
      [`GET /api/admin/daily-close?date=${date}`]: () => success({ close: perBranch }),
      [`GET /api/admin/daily-close?date=${date}&branchId=${nugegoda._id}`]: () =>
        success({ close: { ...close, branches: [perBranch.branches[1]] } }),
    });
    const switcher = await screen.findByRole('combobox', { name: 'Branch' });
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All branches', 'Colombo 3', 'Nugegoda']);
    expect(switcher).toHaveValue('all');
    const byBranch = await screen.findByRole('table', { name: 'Totals per branch' });
    expect(within(byBranch).getByRole('rowheader', { name: 'Nugegoda' }).closest('tr')).toHaveTextContent(
      'LKR 1,500',
    );

    await userEvent.selectOptions(switcher, nugegoda._id);
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        `/api/admin/daily-close?date=${date}&branchId=${nugegoda._id}`,
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Totals per branch' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('table', { name: 'Totals per stylist' })).toBeInTheDocument();
  });
});
