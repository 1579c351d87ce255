import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDay, buildScheduled, dataAnswer } from '../../../test/operations-builders.ts';
import { buildUser, errorAnswer, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

// 23:30 UTC on the 22nd is already the 23rd in Colombo (UTC+5:30): "today" is the salon's.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T23:30:00.000Z'));
});

async function openDay(handlers: Record<string, ApiHandler>, path = '/admin/day') {
  const fetchMock = stubApi({ ...signedInHandlers(buildUser({ role: 'admin' })), ...handlers });
  const rendered = renderApp(path);
  await screen.findByRole('heading', { name: 'Day view', level: 1 });
  return { fetchMock, ...rendered };
}

const dayAnswer = (overrides: Parameters<typeof buildDay>[0]) => () =>
  dataAnswer({ day: buildDay(overrides) });

describe('admin day view (docs/architecture.md#admin)', () => {
  it('shows a checkout hold on its chair with the time it ends, beside the bookings', async () => {
    await openDay({
      'GET /api/admin/day?date=2026-11-23': dayAnswer({
        chairs: 2,
        appointments: [buildScheduled({ _id: 'a', chair: 1, startTime: '09:00', endTime: '10:00' })],
        holds: [
          {
            chair: 2,
            staff: null,
            startTime: '15:00',
            endTime: '15:45',
            expiresAt: '2026-11-23T09:42:00.000Z',
          },
        ],
      }),
    });
    const chair2 = await screen.findByRole('region', { name: 'Chair 2' });
    const hold = within(within(chair2).getByRole('list', { name: 'Holds on chair 2' })).getByRole('listitem');
    expect(hold).toHaveTextContent('3:00 PM - 3:45 PMHeld at checkout until 3:12 PM');
    // 72 px an hour from 9:00: 15:00 is 432 px down, 45 minutes are 54 px tall.
    expect(hold).toHaveStyle({ top: '432px', height: '54px' });
    expect(
      within(screen.getByRole('region', { name: 'Chair 1' })).queryByText(/Held at checkout/),
    ).toBeNull();
  });

  it("opens on the salon's today with one column per chair and each booking placed by time and length", async () => {
    await openDay({
      'GET /api/admin/day?date=2026-11-23': dayAnswer({
        chairs: 3,
        appointments: [
          buildScheduled({
            _id: 'b',
            chair: 2,
            startTime: '10:30',
            endTime: '12:00',
            customerName: 'Kamal Silva',
            customerPhone: '0765554443',
          }),
          buildScheduled({ _id: 'a', chair: 2, startTime: '09:00', endTime: '09:30', status: 'pending' }),
        ],
      }),
    });
    const chair2 = await screen.findByRole('region', { name: 'Chair 2' });
    expect(screen.getAllByRole('region', { name: /^Chair \d$/ })).toHaveLength(3);
    expect(screen.getByText('November 23, 2026')).toBeInTheDocument();
    expect(screen.getByText('Open 9:00 AM - 7:00 PM')).toBeInTheDocument();

    const blocks = within(chair2).getAllByRole('listitem');
    expect(blocks.map((block) => block.textContent)).toEqual([
      // 30 minutes leave one line on a phone: the name first (docs/product.md#9).
      expect.stringContaining('Nimali Perera9:00 AM - 9:30 AM'),
      expect.stringContaining('10:30 AM - 12:00 PMKamal Silva'),
    ]);
    // 72 px an hour from 9:00: 10:30 is 108 px down, 90 minutes are 108 px tall.
    expect(blocks[1]).toHaveStyle({ top: '108px', height: '108px' });
    expect(within(blocks[0]!).getByText('Nimali Perera')).toHaveAttribute('title', 'Nimali Perera');
    expect(within(blocks[0]!).getByText('Nimali Perera')).toHaveClass('truncate');
    expect(blocks[0]).toHaveAttribute('title', 'Nimali Perera, 9:00 AM - 9:30 AM');
    expect(within(blocks[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/appointments?search=APT-20261123-0001',
    );
    // The customer's phone is one tap away (issue 24), beside the block's own link.
    expect(within(blocks[1]!).getByRole('link', { name: '0765554443' })).toHaveAttribute(
      'href',
      'tel:+94765554443',
    );
    expect(
      within(screen.getByRole('region', { name: 'Chair 1' })).getByText('No bookings'),
    ).toBeInTheDocument();
  });

  it('moves a day back and forth with the arrows and jumps with the date field, in the address', async () => {
    const { fetchMock, router } = await openDay({
      'GET /api/admin/day?date=2026-11-23': dayAnswer({}),
      'GET /api/admin/day?date=2026-11-22': dayAnswer({ date: '2026-11-22' }),
      'GET /api/admin/day?date=2026-11-24': dayAnswer({ date: '2026-11-24' }),
      'GET /api/admin/day?date=2026-12-24': dayAnswer({ date: '2026-12-24' }),
    });
    await screen.findByRole('region', { name: 'Chair 1' });
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByText('November 22, 2026')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?date=2026-11-22');

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByText('November 24, 2026')).toBeInTheDocument();

    // A picked date arrives whole, as one change event.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-24' } });
    await waitFor(() => expect(router.state.location.search).toBe('?date=2026-12-24'));
    // A year being typed passes through 0002, 0020 and 0202: none of them is a day to open.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '0020-12-24' } });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-22' } });
    await waitFor(() => expect(router.state.location.search).toBe('?date=2026-11-22'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('0020-12-24'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toBe('?date=2026-11-23'));
  });

  it('shows a closed day as closed, with the reason and any booking still on it', async () => {
    await openDay(
      {
        'GET /api/admin/day?date=2026-12-25': dayAnswer({
          date: '2026-12-25',
          openingHours: null,
          closedReason: 'Christmas Day',
          appointments: [
            buildScheduled({ appointmentId: 'APT-STRANDED', startTime: '11:00' }),
            buildScheduled({
              _id: 'with-stylist',
              appointmentId: 'APT-NAMED',
              startTime: '12:00',
              staff: { _id: 's1', name: 'Dilani Fernando' },
            }),
          ],
        }),
      },
      '/admin/day?date=2026-12-25',
    );
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(screen.getByText('Christmas Day')).toBeInTheDocument();
    expect(screen.getByText('APT-STRANDED, 11:00 AM, Nimali Perera')).toBeInTheDocument();
    expect(screen.getByText('APT-NAMED, 12:00 PM, Nimali Perera, With Dilani Fernando')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Chair 1' })).not.toBeInTheDocument();
  });

  it('says a day without a reason is closed, and treats a nonsense date as today', async () => {
    await openDay(
      { 'GET /api/admin/day?date=2026-11-23': dayAnswer({ openingHours: null }) },
      '/admin/day?date=2026-02-30',
    );
    expect(await screen.findByText('The salon is closed on this day.')).toBeInTheDocument();
  });

  it('offers a retry when the day fails to load', async () => {
    let calls = 0;
    await openDay({
      'GET /api/admin/day?date=2026-11-23': () => {
        calls += 1;
        return calls === 1 ? errorAnswer('INTERNAL') : dataAnswer({ day: buildDay() });
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the day');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Chair 2' })).toBeInTheDocument();
  });

  it('draws a column per stylist of the day, each block naming its chair, and one for visits naming none', async () => {
    const dilani = { _id: 's1', name: 'Dilani Fernando' };
    const kasun = { _id: 's2', name: 'Kasun Jayasuriya' };
    await openDay({
      'GET /api/admin/day?date=2026-11-23': dayAnswer({
        chairs: 2,
        staff: [dilani, kasun],
        appointments: [
          buildScheduled({ _id: 'a', chair: 2, staff: dilani, customerName: 'Kamal Silva' }),
          buildScheduled({ _id: 'old', chair: 1, staff: null, customerName: 'Booked before the team' }),
        ],
        holds: [
          {
            chair: 1,
            staff: kasun,
            startTime: '15:00',
            endTime: '15:45',
            expiresAt: '2026-11-23T09:42:00.000Z',
          },
        ],
      }),
    });
    const stylists = await screen.findByRole('region', { name: 'Stylists' });
    expect(
      within(stylists)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Dilani Fernando', 'Kasun Jayasuriya', 'No stylist named']);
    const dilaniColumn = within(stylists).getByRole('region', { name: 'Dilani Fernando' });
    expect(within(dilaniColumn).getByRole('listitem')).toHaveTextContent('Kamal Silva');
    expect(within(dilaniColumn).getByRole('listitem')).toHaveTextContent('Chair 2');
    const kasunHold = within(
      within(stylists).getByRole('list', { name: 'Holds for Kasun Jayasuriya' }),
    ).getByRole('listitem');
    expect(kasunHold).toHaveTextContent('Held at checkout until 3:12 PM');
    expect(kasunHold).toHaveTextContent('Chair 1');
    expect(
      within(within(stylists).getByRole('region', { name: 'No stylist named' })).getByRole('listitem'),
    ).toHaveTextContent('Booked before the team');
    expect(screen.queryByRole('region', { name: 'Chairs' })).not.toBeInTheDocument();
  });
});
