import type { CustomerDetail } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildBranch } from '../../test/branch-builders.ts';
import { buildCustomer, buildCustomerVisit } from '../../test/customer-builders.ts';
import { buildUser, signedInHandlers, stubApi } from '../../test/fake-api.ts';
import type { ApiHandler } from '../../test/fake-api.ts';
import { buildAdminAppointment, dataAnswer } from '../../test/operations-builders.ts';
import { renderApp } from '../../test/render-app.tsx';
import { salonToday } from '../../lib/salon-date.ts';

// docs/decisions/0049-branch-manager.md, issue 28: a branch manager runs their whole branch:
// its appointments list, and the salon's customers (shared by every branch), besides the day.
const colombo = buildBranch('b0000000-0000-4000-8000-000000000001', 'Colombo 3');
const nugegoda = buildBranch('b0000000-0000-4000-8000-000000000002', 'Nugegoda');
const customerId = '7a1f0c2e-1111-4c1e-9f55-2b9a4c1f0a01';
const FIRST_PAGE = '/api/appointments/all?sort=upcoming&page=1&pageSize=20';

function asManager(handlers: Record<string, ApiHandler>) {
  return stubApi({
    ...signedInHandlers(buildUser({ role: 'manager', branchId: nugegoda._id })),
    'GET /api/branches': () => dataAnswer({ branches: [colombo, nugegoda] }),
    ...handlers,
  });
}

const calledUrls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url));

afterEach(() => {
  window.localStorage.clear();
});

describe("a branch manager's pages", () => {
  it('lists the appointments of their branch, whatever this browser remembers, from a menu that offers them', async () => {
    window.localStorage.setItem('salon-admin-branch', colombo._id);
    const atNugegoda = buildAdminAppointment({ _id: 'a1', appointmentId: 'APT-NUG', status: 'pending' });
    const fetchMock = asManager({
      [`GET ${FIRST_PAGE}&branchId=${nugegoda._id}`]: () =>
        dataAnswer({ appointments: [atNugegoda], total: 1, page: 1, pageSize: 20 }),
    });
    renderApp('/admin/appointments');
    await screen.findByRole('heading', { name: 'Appointments', level: 1 });
    expect(await screen.findByRole('row', { name: /APT-NUG/ })).toBeInTheDocument();
    const lists = calledUrls(fetchMock).filter((url) => url.startsWith('/api/appointments/all'));
    expect(lists).toEqual([`${FIRST_PAGE}&branchId=${nugegoda._id}`]);
    expect(screen.getByTestId('own-branch')).toHaveTextContent('Nugegoda');
    const menu = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(menu).getByRole('link', { name: 'Appointments' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/admin/customers');
  });

  it("opens a customer's page with visits at every branch, each naming it, and no merge", async () => {
    const detail: CustomerDetail = {
      ...buildCustomer({ _id: customerId, visits: 2, spendLkr: 9000, noShows: 0 }),
      visitsList: [
        buildCustomerVisit({ _id: 'v1', branch: { _id: colombo._id, name: colombo.name } }),
        buildCustomerVisit({
          _id: 'v2',
          appointmentId: 'SAL-2026-0002',
          date: '2026-11-10',
          startTime: '11:00',
          stylist: 'Kasun',
          branch: { _id: nugegoda._id, name: nugegoda.name },
        }),
      ],
      notes: [],
    };
    asManager({ [`GET /api/admin/customers/${customerId}`]: () => dataAnswer({ customer: detail }) });
    renderApp(`/admin/customers/${customerId}`);
    expect(await screen.findByRole('heading', { name: 'Nimali Perera', level: 1 })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText(/SAL-2026-0001 · With Dilani · At Colombo 3 ·/)).toBeInTheDocument(),
    );
    expect(screen.getByText(/SAL-2026-0002 · With Kasun · At Nugegoda ·/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Merge a duplicate' })).not.toBeInTheDocument();
  });

  it('offers a waitlist time at their branch to an entry waiting at any branch', async () => {
    const today = salonToday();
    const waiting = {
      _id: 'e-any',
      windows: [{ date: today, from: '10:00', to: '12:00' }],
      services: [{ serviceId: 'svc-1', title: 'Cut', quantity: 1 }],
      durationMinutes: 60,
      staffId: null,
      branchId: null,
      branchName: null,
      createdAt: '2030-03-01T04:00:00.000Z',
      customerName: 'Dilani',
      hasLiveOffer: false,
    };
    const fetchMock = asManager({
      [`GET /api/admin/waitlist?date=${today}&branchId=${nugegoda._id}`]: () =>
        dataAnswer({
          date: today,
          entries: [waiting],
          offers: [],
          fillRate: { from: today, to: today, cancelled: 0, filled: 0 },
          offerMinutes: 15,
        }),
      'POST /api/admin/waitlist/e-any/offer': () =>
        dataAnswer({
          offer: {
            _id: 'o-1',
            entryId: 'e-any',
            date: today,
            startTime: '10:00',
            endTime: '11:00',
            staffId: null,
            holdExpiresAt: '2030-03-01T04:15:00.000Z',
            bookingFeeLkr: 1000,
            services: [],
            branchId: nugegoda._id,
          },
        }),
    });
    renderApp('/admin/waitlist');
    const entry = await screen.findByRole('region', { name: 'Waiting' });
    await userEvent.setup().click(await within(entry).findByRole('button', { name: 'Offer a time' }));
    await waitFor(() => expect(calledUrls(fetchMock)).toContain('/api/admin/waitlist/e-any/offer'));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/admin/waitlist/e-any/offer')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      date: today,
      startTime: '10:00',
      branchId: nugegoda._id,
    });
  });
});
