import type { AdminWaitlist } from '@salon/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALL_BRANCHES, chooseAdminBranch } from '../../../lib/admin-branch.ts';
import { salonToday } from '../../../lib/salon-date.ts';
import { buildBranch } from '../../../test/branch-builders.ts';
import { buildUser, jsonResponse, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AdminWaitlistView } from './admin-waitlist-view.tsx';

const hours = Array.from({ length: 7 }, () => ({ open: '10:00', close: '18:00' }));
const branch = (_id: string, name: string) => buildBranch(_id, name, { hours });

const entry = (_id: string, customerName: string, branchId: string | null, branchName: string | null) => ({
  _id,
  windows: [{ date: salonToday(), from: '10:00', to: '12:00' }],
  services: [{ serviceId: 'svc-1', title: 'Cut', quantity: 1 }],
  durationMinutes: 60,
  staffId: null,
  branchId,
  branchName,
  createdAt: '2030-03-01T04:00:00.000Z',
  customerName,
  hasLiveOffer: true,
});

const day = (entries: AdminWaitlist['entries']) =>
  jsonResponse(200, {
    status: 'success',
    data: {
      date: salonToday(),
      entries,
      offers: [],
      fillRate: { from: salonToday(), to: salonToday(), cancelled: 0, filled: 0 },
      offerMinutes: 15,
    },
  });

describe("the owner's waitlist per branch (docs/decisions/0042-waitlist.md)", () => {
  it('follows the back office branch switcher (decision 0047), no select of its own, and formats both window ends', async () => {
    const today = salonToday();
    chooseAdminBranch(ALL_BRANCHES);
    const fetchMock = stubApi({
      ...signedInHandlers(buildUser({ role: 'admin' })),
      'GET /api/branches': () =>
        jsonResponse(200, {
          status: 'success',
          data: { branches: [branch('b-1', 'Colombo 7'), branch('b-2', 'Nugegoda')] },
        }),
      [`GET /api/admin/waitlist?date=${today}`]: () =>
        day([entry('e-1', 'Amal', 'b-1', 'Colombo 7'), entry('e-2', 'Dilani', null, null)]),
      [`GET /api/admin/waitlist?date=${today}&branchId=b-2`]: () => day([entry('e-2', 'Dilani', null, null)]),
    });
    renderApp('/waitlist-test', { routes: [{ path: '/waitlist-test', element: <AdminWaitlistView /> }] });
    const waiting = await screen.findByRole('region', { name: 'Waiting' });
    expect(await within(waiting).findByText('At Colombo 7')).toBeInTheDocument();
    expect(within(waiting).getByText('Any branch')).toBeInTheDocument();
    expect(within(waiting).getAllByText(/: 10:00 AM – 12:00 PM$/)).toHaveLength(2);
    expect(screen.queryByRole('combobox', { name: 'Branch' })).not.toBeInTheDocument();

    // The switcher (in the admin layout) chooses Nugegoda: the view asks for Nugegoda's day.
    act(() => chooseAdminBranch('b-2'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Waiting' })).queryByText('Amal'),
      ).not.toBeInTheDocument(),
    );
    expect(
      fetchMock.mock.calls.some(([url]) => url === `/api/admin/waitlist?date=${today}&branchId=b-2`),
    ).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Waiting' })).getByText('Dilani')).toBeInTheDocument();
  });
});
