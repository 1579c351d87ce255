import { LANGUAGE_COOKIE } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { buildOverview, buildScheduled, dataAnswer } from '../../../test/operations-builders.ts';
import { buildUser, errorAnswer, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildBranch } from '../../../test/branch-builders.ts';

async function openOverview(overview: ApiHandler) {
  const fetchMock = stubApi({
    ...signedInHandlers(buildUser({ role: 'admin' })),
    'GET /api/admin/overview': overview,
  });
  renderApp('/admin/dashboard');
  await screen.findByRole('heading', { name: 'Overview', level: 1 });
  return fetchMock;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('admin overview (docs/architecture.md#admin)', () => {
  it("lists today's bookings in time order with their chair, and this month's figures in LKR", async () => {
    await openOverview(() =>
      dataAnswer({
        overview: buildOverview({
          todaysAppointments: [
            buildScheduled({
              _id: 'late',
              startTime: '15:00',
              endTime: '16:00',
              customerName: 'Late Customer',
              chair: 2,
            }),
            buildScheduled({
              _id: 'early',
              startTime: '09:30',
              endTime: '10:30',
              customerName: 'Early Customer',
              services: [
                { title: 'Manicure', quantity: 1 },
                { title: 'Pedicure', quantity: 1 },
              ],
              status: 'pending',
            }),
          ],
          thisMonth: { feesCollected: 12000, feesRefunded: 3000, cancellations: 3, noShows: 1 },
          topServices: [
            { title: 'Hair Cut & Style', bookings: 12 },
            { title: 'Manicure', bookings: 1 },
          ],
        }),
      }),
    );

    const today = await screen.findByRole('region', { name: "Today's appointments" });
    const rows = within(today).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^9:30 AM - 10:30 AMStatus: pendingEarly CustomerManicure, PedicureChair 1$/),
      expect.stringMatching(/^3:00 PM - 4:00 PMStatus: confirmedLate Customer.*Chair 2$/),
    ]);
    expect(within(rows[0]!).getByText('pending').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'yellow',
    );

    const money = screen.getByRole('region', { name: 'This month' });
    const figure = (label: RegExp) =>
      within(money).getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(figure(/Fees collected/)).toBe('LKR 12,000');
    expect(figure(/Fees refunded/)).toBe('LKR 3,000');
    expect(figure(/Cancellations/)).toBe('3');
    expect(figure(/No-shows/)).toBe('1');

    const top = section('Top services');
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Hair Cut & Style12 bookings', '2Manicure1 booking']);
  });

  it('shows the next 7 days, each opening its day view', async () => {
    const overview = buildOverview();
    overview.nextSevenDays[1] = { date: '2026-11-24', count: 4 };
    await openOverview(() => dataAnswer({ overview }));
    const week = await screen.findByRole('region', { name: 'Next 7 days' });
    const links = within(week).getAllByRole('link');
    expect(links).toHaveLength(7);
    expect(links[1]).toHaveAttribute('href', '/admin/day?date=2026-11-24');
    expect(links[1]).toHaveTextContent('Tue, Nov 244 bookings');
  });

  it('gives the chart figures as a table too, which a button shows in place of the chart', async () => {
    const overview = buildOverview();
    overview.bookingsPerDay[29] = { date: '2026-11-23', count: 5 };
    overview.bookingsPerDay[28] = { date: '2026-11-22', count: 2 };
    await openOverview(() => dataAnswer({ overview }));
    const chart = await screen.findByRole('region', { name: 'Bookings per day, last 30 days' });
    expect(within(chart).getByText('7 bookings in 30 days.')).toBeInTheDocument();

    const table = within(chart).getByRole('table', { name: 'Bookings made per day over the last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: 'Mon, Nov 23 5' })).toBeInTheDocument();
    expect(table.parentElement).toHaveClass('sr-only');

    await userEvent.setup().click(within(chart).getByRole('button', { name: 'Show table' }));
    expect(table.parentElement).not.toHaveClass('sr-only');
    expect(within(chart).getByRole('button', { name: 'Show chart' })).toBeInTheDocument();
  });

  it('says so when nothing is booked today or in the last 90 days', async () => {
    await openOverview(() => dataAnswer({ overview: buildOverview() }));
    expect(await screen.findByText('No appointments today.')).toBeInTheDocument();
    expect(screen.getByText('No bookings in the last 90 days.')).toBeInTheDocument();
  });

  it('shows the failure with a retry that loads the overview again', async () => {
    let calls = 0;
    await openOverview(() => {
      calls += 1;
      return calls === 1
        ? errorAnswer('INTERNAL', 'boom')
        : dataAnswer({ overview: buildOverview({ today: '2026-11-23' }) });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the overview');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Today is November 23, 2026.')).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(2));
  });
});

describe('admin overview per branch (docs/decisions/0045-branches.md)', () => {
  const colombo = buildBranch('b0000000-0000-4000-8000-000000000001', 'Colombo 3');
  const nugegoda = buildBranch('b0000000-0000-4000-8000-000000000002', 'Nugegoda');
  const month = { feesCollected: 0, feesRefunded: 0, cancellations: 0, noShows: 0 };

  it("shows each branch's month with all branches, and one branch's overview when one is chosen", async () => {
    window.localStorage.setItem('salon-admin-branch', 'all');
    try {
      const fetchMock = stubApi({
        ...signedInHandlers(buildUser({ role: 'admin' })),
        'GET /api/branches': () => dataAnswer({ branches: [colombo, nugegoda] }),
        'GET /api/admin/overview': () =>
          dataAnswer({
            overview: buildOverview({
              branches: [
                { branch: { _id: colombo._id, name: colombo.name }, ...month, feesCollected: 8000 },
                { branch: { _id: nugegoda._id, name: nugegoda.name }, ...month, feesCollected: 4000 },
              ],
            }),
          }),
        [`GET /api/admin/overview?branchId=${nugegoda._id}`]: () => dataAnswer({ overview: buildOverview() }),
      });
      renderApp('/admin/dashboard');
      const branches = await screen.findByRole('region', { name: 'Branches this month' });
      const card = within(branches).getByText('Nugegoda').closest('li')!;
      expect(card).toHaveTextContent('Fees collectedLKR 4,000');

      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Branch' }), nugegoda._id);
      await waitFor(() =>
        expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
          `/api/admin/overview?branchId=${nugegoda._id}`,
        ),
      );
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Branches this month' })).not.toBeInTheDocument(),
      );
    } finally {
      window.localStorage.clear();
    }
  });

  it.each([
    ['si', 'ජනප්‍රියම සේවා', 'කැපීම'],
    ['ta', 'முன்னணிச் சேவைகள்', 'வெட்டு'],
  ] as const)(
    'names the top services in %s where the owner gave titles, in English where not',
    async (language, panelName, cut) => {
      document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/`;
      try {
        await loadCatalogue(language);
        stubApi({
          ...signedInHandlers(buildUser({ role: 'admin' })),
          'GET /api/admin/overview': () =>
            dataAnswer({
              overview: buildOverview({
                topServices: [
                  {
                    title: 'Cut',
                    bookings: 3,
                    translations: { si: { title: 'කැපීම' }, ta: { title: 'வெட்டு' } },
                  },
                  { title: 'Manicure', bookings: 1 },
                ],
              }),
            }),
        });
        renderApp('/admin/dashboard');
        const top = await screen.findByRole('region', { name: panelName });
        const items = within(top).getAllByRole('listitem');
        expect(items[0]).toHaveTextContent(cut);
        expect(items[0]).not.toHaveTextContent('Cut');
        expect(items[1]).toHaveTextContent('Manicure');
      } finally {
        document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
      }
    },
  );
});
