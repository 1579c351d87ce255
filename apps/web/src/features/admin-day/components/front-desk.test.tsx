import { LANGUAGE_COOKIE } from '@salon/contracts';
import type { TimeBlock } from '@salon/contracts';
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAdminService } from '../../../test/admin-builders.ts';
import {
  buildAdminAppointment,
  buildDay,
  buildScheduled,
  dataAnswer,
} from '../../../test/operations-builders.ts';
import { buildUser, errorAnswer, jsonResponse, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { loadCatalogue } from '../../../lib/language.ts';
import { buildBranch } from '../../../test/branch-builders.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T23:30:00.000Z'));
});

const dilani = { _id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'Dilani Fernando' };
const kasun = { _id: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'Kasun Jayasuriya' };
const cut = buildAdminService({ _id: 'b1b2c3d4-0000-4000-8000-000000000001', title: 'Hair Cut & Style' });
const customerId = 'c1b2c3d4-0000-4000-8000-000000000001';
const booking = buildScheduled({
  _id: 'd1b2c3d4-0000-4000-8000-000000000001',
  staff: dilani,
  customerName: 'Kamal Silva',
  startTime: '10:00',
  endTime: '11:00',
});

const freeStarts = ['09:00', '09:30', '14:00'];

async function openDay(
  handlers: Record<string, ApiHandler> = {},
  blocks: TimeBlock[] = [],
  path = '/admin/day',
  columnsName = 'Stylists',
) {
  const fetchMock = stubApi({
    ...signedInHandlers(buildUser({ role: 'admin' })),
    'GET /api/admin/day?date=2026-11-23': () =>
      dataAnswer({ day: buildDay({ staff: [dilani, kasun], appointments: [booking] }) }),
    'GET /api/admin/time-blocks?date=2026-11-23': () => dataAnswer({ timeBlocks: blocks }),
    'GET /api/admin/desk-services': () => dataAnswer({ services: [cut] }),
    'POST /api/appointments/check-availability': () =>
      jsonResponse(200, {
        status: 'success',
        availableSlots: freeStarts,
        data: { availableSlots: freeStarts, duration: 60 },
      }),
    'GET /api/admin/customer-lookup?q=Nim': () =>
      dataAnswer({
        customers: [
          { _id: customerId, name: 'Nimali Perera', email: null, phone: '0771234567', language: 'si' },
        ],
      }),
    ...handlers,
  });
  renderApp(path);
  await screen.findByRole('region', { name: columnsName });
  return fetchMock;
}

const sentTo = (fetchMock: ReturnType<typeof stubApi>, key: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('front desk in the day view (docs/decisions/0040-front-desk.md)', () => {
  it('books a customer found by name for a stylist at a free start, fee paid at the desk', async () => {
    const user = userEvent.setup();
    const fetchMock = await openDay({
      'POST /api/admin/appointments': () =>
        dataAnswer({
          appointment: buildAdminAppointment({
            customer: { _id: customerId, name: 'Nimali Perera', email: null, phone: null },
          }),
        }),
    });
    await user.click(screen.getByRole('button', { name: 'New booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    // One branch: nothing to tell apart.
    expect(dialog).not.toHaveAttribute('aria-describedby');
    await user.type(within(dialog).getByLabelText('Find a customer'), 'Nim');
    await user.click(await within(dialog).findByRole('button', { name: /Nimali Perera/ }));
    // A customer on record keeps their own language for the booking's mail and text.
    expect(within(dialog).getByText('Their messages go out in සිංහල')).toBeInTheDocument();
    await user.click(await within(dialog).findByLabelText('Hair Cut & Style'));
    await user.selectOptions(within(dialog).getByLabelText('Stylist'), 'Kasun Jayasuriya');
    const start = within(dialog).getByLabelText('Start time');
    await waitFor(() => expect(within(start).getByRole('option', { name: '2:00 PM' })).toBeInTheDocument());
    await user.selectOptions(start, '14:00');
    await user.click(within(dialog).getByLabelText('Paid at the desk'));
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentTo(fetchMock, 'POST /api/admin/appointments')).toEqual([
      {
        customer: { userId: customerId },
        services: [cut._id],
        staffId: kasun._id,
        date: '2026-11-23',
        startTime: '14:00',
        feeSettlement: 'paid-at-desk',
      },
    ]);
    expect(sentTo(fetchMock, 'POST /api/appointments/check-availability').at(-1)).toMatchObject({
      staffId: kasun._id,
      services: [{ _id: cut._id, quantity: 1 }],
    });
  });

  it("lists only the chosen branch's services at its prices, and books and asks free starts there", async () => {
    const nugegoda = buildBranch('e1b2c3d4-0000-4000-8000-000000000002', 'Nugegoda');
    window.localStorage.setItem('salon-admin-branch', nugegoda._id);
    try {
      const user = userEvent.setup();
      const fetchMock = await openDay({
        'GET /api/branches': () =>
          dataAnswer({
            branches: [buildBranch('e1b2c3d4-0000-4000-8000-000000000001', 'Colombo 3'), nugegoda],
          }),
        [`GET /api/admin/day?date=2026-11-23&branchId=${nugegoda._id}`]: () =>
          dataAnswer({ day: buildDay({ staff: [kasun], appointments: [] }) }),
        [`GET /api/admin/time-blocks?date=2026-11-23&branchId=${nugegoda._id}`]: () =>
          dataAnswer({ timeBlocks: [] }),
        // The main branch's list would offer the colour too, at the catalogue's price.
        [`GET /api/admin/desk-services?branchId=${nugegoda._id}`]: () =>
          dataAnswer({ services: [{ ...cut, price: 3200 }] }),
        'POST /api/admin/appointments': () => dataAnswer({ appointment: buildAdminAppointment() }),
      });
      await user.click(screen.getByRole('button', { name: 'New booking' }));
      const dialog = await screen.findByRole('dialog', { name: 'New booking' });
      // The switcher that chose the branch is scrolled away on a phone: the dialog names it.
      expect(dialog).toHaveAccessibleDescription('At Nugegoda');
      const service = await within(dialog).findByLabelText('Hair Cut & Style');
      expect(service).toHaveAccessibleDescription('LKR 3,200');
      expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
      await user.click(within(dialog).getByRole('button', { name: 'New customer' }));
      await user.type(within(dialog).getByLabelText(/Full name/), 'Walk In');
      await user.type(within(dialog).getByLabelText(/Phone number/), '0771234567');
      await user.click(service);
      const start = within(dialog).getByLabelText('Start time');
      await waitFor(() => expect(within(start).getByRole('option', { name: '9:30 AM' })).toBeInTheDocument());
      await user.selectOptions(start, '09:30');
      await user.click(within(dialog).getByRole('button', { name: 'Book' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sentTo(fetchMock, 'POST /api/appointments/check-availability').at(-1)).toMatchObject({
        branchId: nugegoda._id,
      });
      expect(sentTo(fetchMock, 'POST /api/admin/appointments')).toEqual([
        expect.objectContaining({ branchId: nugegoda._id, services: [cut._id] }),
      ]);
    } finally {
      window.localStorage.clear();
    }
  });

  it('lists the services by their Sinhala titles on a Sinhala page (cards and booking form), the English one where none was given', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    try {
      await loadCatalogue('si');
      const colour = buildAdminService({ _id: 'b1b2c3d4-0000-4000-8000-000000000002', title: 'Hair Colour' });
      await openDay(
        {
          'GET /api/admin/desk-services': () =>
            dataAnswer({
              services: [{ ...cut, translations: { si: { title: 'කොණ්ඩය කැපීම' } } }, colour],
            }),
          'GET /api/admin/day?date=2026-11-23': () =>
            dataAnswer({
              day: buildDay({
                staff: [dilani, kasun],
                appointments: [
                  {
                    ...booking,
                    services: [
                      {
                        title: 'Hair Cut & Style',
                        quantity: 1,
                        translations: { si: { title: 'කොණ්ඩය කැපීම' } },
                      },
                    ],
                  },
                ],
              }),
            }),
        },
        [],
        '/admin/day',
        'ශිල්පීන්',
      );
      // The booking's card names its service in Sinhala too.
      const card = within(screen.getByRole('region', { name: 'Dilani Fernando' })).getByRole('listitem');
      expect(card).toHaveTextContent('කොණ්ඩය කැපීම');
      expect(card).not.toHaveTextContent('Hair Cut & Style');
      await userEvent.setup().click(screen.getByRole('button', { name: 'නව වෙන්කිරීම' }));
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByLabelText('කොණ්ඩය කැපීම')).toBeInTheDocument();
      expect(within(dialog).queryByLabelText('Hair Cut & Style')).toBeNull();
      expect(within(dialog).getByLabelText('Hair Colour')).toBeInTheDocument();
    } finally {
      document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
    }
  });

  it('opens from a Book again link with the customer and their last services chosen', async () => {
    const user = userEvent.setup();
    const fetchMock = await openDay(
      {
        [`GET /api/admin/customers/${customerId}`]: () =>
          dataAnswer({
            customer: {
              _id: customerId,
              name: 'Nimali Perera',
              email: 'nimali@example.lk',
              phone: '0771234567',
              visits: 2,
              lastVisit: '2026-10-01',
              nextVisit: null,
              spendLkr: 9000,
              noShows: 0,
              cancellations: 0,
              hasPassword: true,
              visitsList: [],
              notes: [],
            },
          }),
        'POST /api/admin/appointments': () =>
          dataAnswer({
            appointment: buildAdminAppointment({
              customer: { _id: customerId, name: 'Nimali Perera', email: null, phone: null },
            }),
          }),
      },
      [],
      `/admin/day?book=${customerId}&services=${cut._id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    expect(within(dialog).getByText('Nimali Perera')).toBeInTheDocument();
    expect(await within(dialog).findByLabelText('Hair Cut & Style')).toBeChecked();
    const start = within(dialog).getByLabelText('Start time');
    await waitFor(() => expect(within(start).getByRole('option', { name: '9:30 AM' })).toBeInTheDocument());
    await user.selectOptions(start, '09:30');
    await user.click(within(dialog).getByLabelText('Waived'));
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentTo(fetchMock, 'POST /api/admin/appointments')).toEqual([
      {
        customer: { userId: customerId },
        services: [cut._id],
        date: '2026-11-23',
        startTime: '09:30',
        feeSettlement: 'waived',
      },
    ]);
  });

  it('says what is missing before sending anything, and offers the nearest starts when the time is taken', async () => {
    const user = userEvent.setup();
    const fetchMock = await openDay({
      'POST /api/admin/appointments': () =>
        errorAnswer('SLOT_TAKEN', 'That time is no longer available', {
          details: { nearestSlots: ['09:30'] },
        }),
    });
    await user.click(screen.getByRole('button', { name: 'New booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    await user.click(within(dialog).getByRole('button', { name: 'New customer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    // The customer's fields are marked where they are; the foot names what else is missing.
    await waitFor(() => expect(within(dialog).getByLabelText(/Full name/)).toHaveFocus());
    expect(within(dialog).getByLabelText(/Full name/)).toHaveAccessibleDescription('Full name is required');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose at least one service');
    expect(sentTo(fetchMock, 'POST /api/admin/appointments')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Full name/), 'Walk In');
    await user.type(within(dialog).getByLabelText(/Phone number/), '077 123 4599');
    await user.click(await within(dialog).findByLabelText('Hair Cut & Style'));
    const start = within(dialog).getByLabelText('Start time');
    await waitFor(() => expect(within(start).getByRole('option', { name: '9:00 AM' })).toBeInTheDocument());
    await user.selectOptions(start, '09:00');
    // The fee is due at the visit unless the owner says otherwise.
    expect(within(dialog).getByLabelText('To pay at the visit')).toBeChecked();
    await user.click(within(dialog).getByLabelText('Waived'));
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Take 9:30 AM' }));
    expect(start).toHaveValue('09:30');
    expect(sentTo(fetchMock, 'POST /api/admin/appointments')[0]).toMatchObject({
      customer: { name: 'Walk In', phone: '0771234599', language: 'en' },
      feeSettlement: 'waived',
    });
  });

  it('marks a new customer’s bad phone at its field, focused, and unmarks it as it is corrected (issue 29)', async () => {
    const user = userEvent.setup();
    const fetchMock = await openDay();
    await user.click(screen.getByRole('button', { name: 'New booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    await user.click(within(dialog).getByRole('button', { name: 'New customer' }));
    await user.type(within(dialog).getByLabelText(/Full name/), 'Walk In');
    const phone = within(dialog).getByLabelText(/Phone number/);
    await user.type(phone, '12345');
    await user.click(await within(dialog).findByLabelText('Hair Cut & Style'));
    const start = within(dialog).getByLabelText('Start time');
    await waitFor(() => expect(within(start).getByRole('option', { name: '9:00 AM' })).toBeInTheDocument());
    await user.selectOptions(start, '09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));

    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Phone number must start with 0 and have 10 digits in total');
    expect(phone).toHaveClass('border-red-400');
    expect(within(dialog).getByLabelText(/Full name/)).not.toHaveAttribute('aria-invalid');
    // Nothing else is wrong: the foot has no refusal of its own, and nothing was sent.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(sentTo(fetchMock, 'POST /api/admin/appointments')).toEqual([]);

    await user.type(phone, '67890');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(phone).not.toHaveAccessibleDescription();
  });

  it('blocks a stylist’s hour and draws blocked time in their column', async () => {
    const user = userEvent.setup();
    const lunch: TimeBlock = {
      _id: 'e1b2c3d4-0000-4000-8000-000000000001',
      staff: kasun,
      chair: null,
      date: '2026-11-23',
      startTime: '13:00',
      endTime: '14:00',
      reason: 'Lunch',
    };
    const fetchMock = await openDay(
      { 'POST /api/admin/time-blocks': () => dataAnswer({ timeBlock: lunch }) },
      [lunch],
    );
    const kasunColumn = screen.getByRole('region', { name: 'Kasun Jayasuriya' });
    expect(
      await within(kasunColumn).findByRole('list', { name: 'Blocked time of Kasun Jayasuriya' }),
    ).toHaveTextContent('1:00 PM - 2:00 PMBlocked: Lunch');

    await user.click(screen.getByRole('button', { name: 'Block time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block time' });
    await user.selectOptions(within(dialog).getByLabelText('Stylist or chair'), 'Chair 2');
    await user.type(within(dialog).getByLabelText(/From/), '15:00');
    await user.type(within(dialog).getByLabelText(/Until/), '16:00');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Chair repair');
    await user.click(within(dialog).getByRole('button', { name: 'Block time' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentTo(fetchMock, 'POST /api/admin/time-blocks')).toEqual([
      { chair: 2, date: '2026-11-23', startTime: '15:00', endTime: '16:00', reason: 'Chair repair' },
    ]);
  });

  it('moves a booking from the keyboard: its move button, a new time and stylist', async () => {
    const user = userEvent.setup();
    const fetchMock = await openDay({
      [`POST /api/admin/appointments/${booking._id}/move`]: () =>
        dataAnswer({ appointment: buildAdminAppointment({ startTime: '15:00' }) }),
    });
    const move = screen.getByRole('button', { name: 'Move Kamal Silva at 10:00 AM' });
    move.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Move to...' });
    // One branch: nowhere else to move it.
    expect(within(dialog).queryByLabelText('Branch')).toBeNull();
    const start = within(dialog).getByLabelText(/Start time/);
    await user.clear(start);
    await user.type(start, '15:00');
    await user.selectOptions(within(dialog).getByLabelText('Stylist'), 'Kasun Jayasuriya');
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentTo(fetchMock, `POST /api/admin/appointments/${booking._id}/move`)).toEqual([
      { date: '2026-11-23', startTime: '15:00', staffId: kasun._id },
    ]);
  });

  it('moves a booking to another branch, offering the stylists working there (docs/decisions/0047-back-office-per-branch.md)', async () => {
    const colombo = buildBranch('e1b2c3d4-0000-4000-8000-000000000001', 'Colombo 3');
    const nugegoda = buildBranch('e1b2c3d4-0000-4000-8000-000000000002', 'Nugegoda');
    const user = userEvent.setup();
    const fetchMock = await openDay({
      'GET /api/branches': () => dataAnswer({ branches: [colombo, nugegoda] }),
      [`GET /api/admin/day?date=2026-11-23&branchId=${colombo._id}`]: () =>
        dataAnswer({ day: buildDay({ staff: [dilani, kasun], appointments: [booking] }) }),
      [`GET /api/admin/time-blocks?date=2026-11-23&branchId=${colombo._id}`]: () =>
        dataAnswer({ timeBlocks: [] }),
      // Only Kasun works at Nugegoda that day.
      [`GET /api/admin/day?date=2026-11-23&branchId=${nugegoda._id}`]: () =>
        dataAnswer({ day: buildDay({ staff: [kasun], appointments: [] }) }),
      [`POST /api/admin/appointments/${booking._id}/move`]: () =>
        dataAnswer({ appointment: buildAdminAppointment() }),
    });
    screen.getByRole('button', { name: 'Move Kamal Silva at 10:00 AM' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Move to...' });
    const branch = within(dialog).getByLabelText('Branch');
    expect(branch).toHaveValue(colombo._id);
    expect(within(dialog).getByRole('option', { name: 'Dilani Fernando' })).toBeInTheDocument();
    await user.selectOptions(branch, 'Nugegoda');
    await waitFor(() => expect(within(dialog).queryByRole('option', { name: 'Dilani Fernando' })).toBeNull());
    expect(within(dialog).getByLabelText('Stylist')).toHaveValue(kasun._id);
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentTo(fetchMock, `POST /api/admin/appointments/${booking._id}/move`)).toEqual([
      { date: '2026-11-23', startTime: '10:00', staffId: kasun._id, branchId: nugegoda._id },
    ]);
  });

  it('moves a booking with the arrow keys: the proposed place is drawn and announced, Enter asks, Escape cancels', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const fetchMock = await openDay({
      [`POST /api/admin/appointments/${booking._id}/move`]: () =>
        ++answers === 1
          ? errorAnswer('SLOT_TAKEN', 'That time is no longer available', {
              details: { nearestSlots: ['11:00'] },
            })
          : dataAnswer({ appointment: buildAdminAppointment({ startTime: '11:00' }) }),
      // Once moved, the day shows the booking in Kasun's column at 11:00.
      'GET /api/admin/day?date=2026-11-23': () =>
        dataAnswer({
          day: buildDay({
            staff: [dilani, kasun],
            appointments: [
              answers < 2 ? booking : { ...booking, staff: kasun, startTime: '11:00', endTime: '12:00' },
            ],
          }),
        }),
    });
    const block = within(screen.getByRole('region', { name: 'Dilani Fernando' })).getByRole('link', {
      name: /Kamal Silva/,
    });
    expect(block).toHaveAccessibleDescription(/Up and Down change the time, Left and Right the stylist/);
    block.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(
      'Move Kamal Silva to 10:30 AM, Dilani Fernando. Enter to confirm, Escape to cancel.',
    );
    await user.keyboard('{Escape}');
    expect(status).toHaveTextContent('Move cancelled');
    expect(screen.queryByTestId('proposed-move')).toBeNull();

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowRight}{ArrowRight}');
    expect(status).toHaveTextContent('Move Kamal Silva to 10:15 AM, Kasun Jayasuriya.');
    // Drawn in Kasun's column, an hour long from 10:15 (72 px an hour from 9:00).
    const proposed = within(screen.getByRole('region', { name: 'Kasun Jayasuriya' })).getByTestId(
      'proposed-move',
    );
    expect(proposed).toHaveTextContent('10:15 AM - 11:15 AM');
    expect(proposed).toHaveStyle({ top: '90px', height: '72px' });
    expect(sentTo(fetchMock, `POST /api/admin/appointments/${booking._id}/move`)).toEqual([]);

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Move to...' });
    expect(within(dialog).getByLabelText(/Start time/)).toHaveValue('10:15');
    expect(within(dialog).getByLabelText('Stylist')).toHaveValue(kasun._id);
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    // A taken time is refused in the same dialog, with the nearest free start to take.
    await user.click(await within(dialog).findByRole('button', { name: 'Take 11:00 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentTo(fetchMock, `POST /api/admin/appointments/${booking._id}/move`)).toEqual([
      { date: '2026-11-23', startTime: '10:15', staffId: kasun._id },
      { date: '2026-11-23', startTime: '11:00', staffId: kasun._id },
    ]);
    // Focus goes back to the moved booking where it now is, not to the page.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Kasun Jayasuriya' })).getByRole('link', {
          name: /Kamal Silva/,
        }),
      ).toHaveFocus(),
    );
  });

  it('opens the move form filled in where a booking is dropped, and the booking form where an empty time is clicked', async () => {
    await openDay();
    const kasunColumn = screen.getByRole('region', { name: 'Kasun Jayasuriya' });
    const grid = kasunColumn.querySelector('div.relative')!;
    const block = within(screen.getByRole('region', { name: 'Dilani Fernando' })).getByRole('listitem');
    const carried = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => carried.set(type, value),
      getData: (type: string) => carried.get(type) ?? '',
    };
    fireEvent.dragStart(block, { dataTransfer });
    // 72 px an hour from 9:00: 432 px down is 15:00.
    const drop = createEvent.drop(grid, { dataTransfer });
    // jsdom has no DragEvent, so the drop's point is set by hand.
    Object.defineProperty(drop, 'clientY', { value: 432 });
    fireEvent(grid, drop);
    const move = await screen.findByRole('dialog', { name: 'Move to...' });
    expect(within(move).getByLabelText(/Start time/)).toHaveValue('15:00');
    expect(within(move).getByLabelText('Stylist')).toHaveValue(kasun._id);
    fireEvent.keyDown(move, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(grid, { clientY: 90 });
    const book = await screen.findByRole('dialog', { name: 'New booking' });
    expect(within(book).getByLabelText('Stylist')).toHaveValue(kasun._id);
    expect(within(book).getByLabelText('Start time')).toHaveValue('10:15');
  });
});
