import { LANGUAGE_COOKIE } from '@salon/contracts';
import type { StaffSchedule, StaffVisit } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dataAnswer } from '../../../test/operations-builders.ts';
import { buildUser, errorAnswer, jsonResponse, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import { buildService } from '../../../test/catalogue-builders.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { loadCatalogue } from '../../../lib/language.ts';

// 05:00 UTC on Monday the 23rd is 10:30 in Colombo: the 10:00 visit has begun, the 15:00 one not.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T05:00:00.000Z'));
});

const stylistUser = buildUser({ name: 'Nimali Silva', role: 'staff', email: 'nimali@salon.lk' });

function buildVisit(overrides: Partial<StaffVisit> = {}): StaffVisit {
  return {
    _id: 'b1e1f0a4-6d1f-4a4b-9a53-0c7c1f1e2a01',
    reference: 'APT-1001',
    date: '2026-11-23',
    startTime: '10:00',
    endTime: '11:00',
    startsAt: '2026-11-23T04:30:00.000Z',
    status: 'confirmed',
    arrivedAt: null,
    services: [{ title: 'Haircut', quantity: 1 }],
    customer: { firstName: 'Kamal', phone: '0771234567' },
    notes: null,
    ...overrides,
  };
}

function buildSchedule(overrides: Partial<StaffSchedule> = {}): StaffSchedule {
  return {
    stylist: { _id: 's1', name: 'Nimali Silva' },
    from: '2026-11-23',
    to: '2026-11-23',
    visits: [],
    shifts: [{ date: '2026-11-23', startTime: '09:00', endTime: '18:00' }],
    timeOff: [],
    ...overrides,
  };
}

const scheduleUrl = (from: string, to = from) => `GET /api/staff/me/schedule?from=${from}&to=${to}`;

async function openStaffDay(handlers: Record<string, ApiHandler>, user = stylistUser) {
  const fetchMock = stubApi({ ...signedInHandlers(user), ...handlers });
  const rendered = renderApp('/staff');
  return { fetchMock, ...rendered };
}

describe("a stylist's own day (docs/decisions/0039-staff-accounts.md)", () => {
  it("shows today's visits with the marks the rule allows now, and the server's answer after a mark", async () => {
    let marked = false;
    const later = buildVisit({
      _id: 'b1e1f0a4-6d1f-4a4b-9a53-0c7c1f1e2a02',
      startTime: '15:00',
      endTime: '16:00',
      startsAt: '2026-11-23T09:30:00.000Z',
      customer: { firstName: 'Dilini', phone: null },
    });
    const { fetchMock } = await openStaffDay({
      [scheduleUrl('2026-11-23')]: () =>
        dataAnswer(
          buildSchedule({
            visits: [buildVisit(marked ? { arrivedAt: '2026-11-23T05:00:00.000Z' } : {}), later],
          }),
        ),
      'PATCH /api/staff/me/appointments/b1e1f0a4-6d1f-4a4b-9a53-0c7c1f1e2a01': ({ body }) => {
        marked = true;
        expect(body).toEqual({ action: 'arrived' });
        return dataAnswer({ visit: buildVisit({ arrivedAt: '2026-11-23T05:00:00.000Z' }) }, 'Marked arrived');
      },
    });
    const first = await screen.findByRole('article', { name: '10:00 AM, Kamal' });
    expect(first).toHaveTextContent('Haircut');
    expect(first).toHaveTextContent('confirmed');
    expect(screen.getByText('Shift 9:00 AM–6:00 PM')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: '3:00 PM, Dilini' });
    for (const name of ['Arrived', 'Completed', 'No-show']) {
      expect(within(second).getByRole('button', { name })).toBeDisabled();
      // Shut, and why.
      expect(within(second).getByRole('button', { name })).toHaveAccessibleDescription(
        'Not yet: this visit is on November 23, 2026 at 3:00 PM',
      );
    }
    expect(within(first).queryByText(/^Not yet/)).toBeNull();

    await userEvent.click(within(first).getByRole('button', { name: 'Arrived' }));
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Arrived' })).toBeDisabled());
    expect(within(first).getByText('Arrived', { selector: 'span' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'No-show' })).toBeDisabled();
    expect(within(first).getByRole('button', { name: 'Completed' })).toBeEnabled();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(1);
  });

  it('asks before a no-show, sends nothing on Cancel, and shows a refusal in words', async () => {
    const { fetchMock } = await openStaffDay({
      [scheduleUrl('2026-11-23')]: () => dataAnswer(buildSchedule({ visits: [buildVisit()] })),
      'PATCH /api/staff/me/appointments/b1e1f0a4-6d1f-4a4b-9a53-0c7c1f1e2a01': () =>
        errorAnswer('CONFLICT', 'This visit was cancelled, so it cannot be marked'),
    });
    const visit = await screen.findByRole('article', { name: '10:00 AM, Kamal' });
    await userEvent.click(within(visit).getByRole('button', { name: 'No-show' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Kamal as a no-show?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(0);

    await userEvent.click(within(visit).getByRole('button', { name: 'No-show' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Mark Kamal as a no-show?' })).getByRole('button', {
        name: 'Mark no-show',
      }),
    );
    expect(await screen.findByText('This visit was cancelled, so it cannot be marked')).toBeInTheDocument();
  });

  it('says when a day has no visits, and offers a retry when the day cannot be read', async () => {
    let fails = true;
    await openStaffDay({
      [scheduleUrl('2026-11-23')]: () =>
        fails ? errorAnswer('INTERNAL', 'Server error') : dataAnswer(buildSchedule()),
    });
    expect(await screen.findByText('Your visits could not be loaded')).toBeInTheDocument();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No visits on this day')).toBeInTheDocument();
  });

  it('shows the week from Monday, and moves by a week', async () => {
    const week = buildSchedule({ from: '2026-11-23', to: '2026-11-29', shifts: [] });
    const { fetchMock } = await openStaffDay({
      [scheduleUrl('2026-11-23')]: () => dataAnswer(buildSchedule()),
      [scheduleUrl('2026-11-23', '2026-11-29')]: () =>
        dataAnswer({
          ...week,
          visits: [buildVisit({ date: '2026-11-25', startsAt: '2026-11-25T04:30:00.000Z' })],
        }),
      [scheduleUrl('2026-11-30', '2026-12-06')]: () =>
        dataAnswer({ ...week, from: '2026-11-30', to: '2026-12-06' }),
    });
    await screen.findByText('No visits on this day');
    await userEvent.click(screen.getByRole('button', { name: 'Week' }));
    expect(await screen.findByRole('article', { name: '10:00 AM, Kamal' })).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /Nov/ })).toHaveLength(7);
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/staff/me/schedule?from=2026-11-30&to=2026-12-06',
      ),
    );
  });
});

describe('who opens what', () => {
  it("sends a stylist from a customer's page to their day, and a customer away from /staff", async () => {
    stubApi({
      ...signedInHandlers(stylistUser),
      [scheduleUrl('2026-11-23')]: () => dataAnswer(buildSchedule()),
    });
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
    expect(await screen.findByRole('link', { name: 'My day' })).toBeInTheDocument();

    stubApi({ ...signedInHandlers(buildUser()) });
    const customer = renderApp('/staff');
    await waitFor(() => expect(customer.router.state.location.pathname).toBe('/'));
  });
});

describe('a stylist books a walk-in for themselves (docs/decisions/0039-staff-accounts.md)', () => {
  const mine = buildService({ _id: 'a0000000-0000-4000-8000-000000000011', title: 'Gents Cut' });
  const notMine = buildService({ _id: 'a0000000-0000-4000-8000-000000000012', title: 'Bridal Make-up' });

  it('books by name and phone with the services they do and one of their free starts, the fee due at the visit by default', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openStaffDay({
      [scheduleUrl('2026-11-23')]: () => dataAnswer(buildSchedule()),
      // The server answers the services the branch offers and they do (docs/decisions/0047-back-office-per-branch.md).
      'GET /api/staff/me/desk-services?date=2026-11-23': () => dataAnswer({ services: [mine] }),
      'POST /api/staff/me/free-starts': () => dataAnswer({ freeStarts: ['11:00', '11:30'] }),
      'POST /api/staff/me/appointments': () =>
        jsonResponse(201, {
          status: 'success',
          message: 'Booking made for Sunil Perera',
          data: {
            booking: {
              _id: 'c0000000-0000-4000-8000-000000000001',
              reference: 'APT-20261123-0009',
              date: '2026-11-23',
              startTime: '11:30',
              endTime: '12:00',
              feeSettlement: 'due-at-desk',
              customer: { name: 'Sunil Perera', phone: '0771234599' },
            },
          },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Book a walk-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a walk-in' });
    // The services the server lists; no customer search, no stylist to choose.
    expect(await within(dialog).findByLabelText('Gents Cut')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Stylist')).toBeNull();
    expect(within(dialog).queryByLabelText('Find a customer')).toBeNull();
    expect(within(dialog).getByLabelText('To pay at the visit')).toBeChecked();

    await user.type(within(dialog).getByLabelText(/Full name/), 'Sunil Perera');
    await user.type(within(dialog).getByLabelText(/Phone number/), '077 123 4599');
    await user.click(within(dialog).getByLabelText('Gents Cut'));
    const start = within(dialog).getByLabelText('Start time');
    await waitFor(() => expect(within(start).getByRole('option', { name: '11:30 AM' })).toBeInTheDocument());
    await user.selectOptions(start, '11:30');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Booking made for Sunil Perera')).toBeInTheDocument();

    const sent = fetchMock.mock.calls
      .filter(([url, init]) => String(url) === '/api/staff/me/appointments' && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
    expect(sent).toEqual([
      {
        name: 'Sunil Perera',
        phone: '0771234599',
        language: 'en',
        services: [mine._id],
        date: '2026-11-23',
        startTime: '11:30',
        feeSettlement: 'due-at-desk',
      },
    ]);
  });

  it('asks where when the stylist works at two branches, lists the services offered there at its price, and books and asks free starts there', async () => {
    const user = userEvent.setup();
    const colombo = { _id: 'b0000000-0000-4000-8000-000000000001', name: 'Colombo 3' };
    const nugegoda = { _id: 'b0000000-0000-4000-8000-000000000002', name: 'Nugegoda' };
    const { fetchMock } = await openStaffDay({
      [scheduleUrl('2026-11-23')]: () => dataAnswer(buildSchedule({ branches: [colombo, nugegoda] })),
      // Where they work that day (Colombo 3) does the make-up too; Nugegoda only the cut, cheaper.
      'GET /api/staff/me/desk-services?date=2026-11-23': () =>
        dataAnswer({ services: [{ ...mine, price: 2000 }, notMine] }),
      [`GET /api/staff/me/desk-services?date=2026-11-23&branchId=${nugegoda._id}`]: () =>
        dataAnswer({ services: [{ ...mine, price: 1800 }] }),
      'POST /api/staff/me/free-starts': () => dataAnswer({ freeStarts: ['11:00'] }),
      'POST /api/staff/me/appointments': () =>
        errorAnswer(
          'VALIDATION_FAILED',
          'You have no shift at this branch on that day: choose another branch or day',
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Book a walk-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a walk-in' });
    const branch = within(dialog).getByLabelText('Branch');
    // By default the branch of their shift that day, which the server reads from no branch.
    expect(branch).toHaveValue('');
    expect(await within(dialog).findByLabelText('Bridal Make-up')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Gents Cut')).toHaveAccessibleDescription('LKR 2,000');
    // The branch comes first: it decides the services below it.
    expect(dialog.querySelector('input, select, textarea')).toBe(branch);
    expect(branch.compareDocumentPosition(within(dialog).getByLabelText('Gents Cut'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await user.selectOptions(branch, 'Nugegoda');
    await waitFor(() => expect(within(dialog).queryByLabelText('Bridal Make-up')).toBeNull());
    expect(within(dialog).getByLabelText('Gents Cut')).toHaveAccessibleDescription('LKR 1,800');
    await user.type(within(dialog).getByLabelText(/Full name/), 'Sunil Perera');
    await user.type(within(dialog).getByLabelText(/Phone number/), '077 123 4599');
    await user.click(await within(dialog).findByLabelText('Gents Cut'));
    const start = within(dialog).getByLabelText('Start time');
    await waitFor(() => expect(within(start).getByRole('option', { name: '11:00 AM' })).toBeInTheDocument());
    await user.selectOptions(start, '11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    // The refusal is shown in the dialog, which stays open.
    expect(
      await within(dialog).findByText(
        'You have no shift at this branch on that day: choose another branch or day',
      ),
    ).toBeInTheDocument();
    const bodies = (url: string) =>
      fetchMock.mock.calls
        .filter(([called, init]) => String(called) === url && init?.method === 'POST')
        .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
    expect(bodies('/api/staff/me/free-starts').at(-1)).toMatchObject({ branchId: nugegoda._id });
    expect(bodies('/api/staff/me/appointments')).toEqual([
      expect.objectContaining({ branchId: nugegoda._id }),
    ]);
  });

  it('names the branch of the shift going on now or next that day, with its prices and times, and follows the one picked', async () => {
    // 10:30 in Colombo: the Nugegoda morning (08:00-10:00) is over, the Colombo 3 afternoon is next.
    const user = userEvent.setup();
    const colombo = { _id: 'b0000000-0000-4000-8000-000000000001', name: 'Colombo 3' };
    const nugegoda = { _id: 'b0000000-0000-4000-8000-000000000002', name: 'Nugegoda' };
    const { fetchMock } = await openStaffDay({
      [scheduleUrl('2026-11-23')]: () =>
        dataAnswer(
          buildSchedule({
            branches: [colombo, nugegoda],
            shifts: [
              { date: '2026-11-23', startTime: '08:00', endTime: '10:00', branchId: nugegoda._id },
              { date: '2026-11-23', startTime: '14:00', endTime: '19:00', branchId: colombo._id },
            ],
          }),
        ),
      [`GET /api/staff/me/desk-services?date=2026-11-23&branchId=${colombo._id}`]: () =>
        dataAnswer({ services: [{ ...mine, price: 2000 }] }),
      [`GET /api/staff/me/desk-services?date=2026-11-23&branchId=${nugegoda._id}`]: () =>
        dataAnswer({ services: [{ ...mine, price: 999 }] }),
      'POST /api/staff/me/free-starts': ({ body }) =>
        dataAnswer({ freeStarts: (body as { branchId?: string }).branchId === colombo._id ? ['14:00'] : [] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Book a walk-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a walk-in' });
    const branch = within(dialog).getByLabelText('Branch');
    await waitFor(() => expect(branch).toHaveValue(colombo._id));
    expect(within(branch).queryByRole('option', { name: 'Where I work that day' })).toBeNull();
    expect(within(branch).getByRole('option', { name: 'Colombo 3' })).toHaveProperty('selected', true);
    expect(await within(dialog).findByLabelText('Gents Cut')).toHaveAccessibleDescription('LKR 2,000');
    await user.click(within(dialog).getByLabelText('Gents Cut'));
    const start = within(dialog).getByLabelText('Start time');
    await waitFor(() => expect(within(start).getByRole('option', { name: '2:00 PM' })).toBeInTheDocument());

    await user.selectOptions(branch, 'Nugegoda');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Gents Cut')).toHaveAccessibleDescription('LKR 999'),
    );
    await waitFor(() => expect(within(start).queryByRole('option', { name: '2:00 PM' })).toBeNull());
    const asked = fetchMock.mock.calls
      .filter(([url, init]) => String(url) === '/api/staff/me/free-starts' && init?.method === 'POST')
      .map(([, init]) => (JSON.parse(String(init?.body)) as { branchId?: string }).branchId);
    expect(asked[0]).toBe(colombo._id);
    expect(asked.at(-1)).toBe(nugegoda._id);
    expect(asked).not.toContain(undefined);
  });

  it('names the branch of each shift and visit for a stylist at two branches, and none at one', async () => {
    const colombo = { _id: 'b0000000-0000-4000-8000-000000000001', name: 'Colombo 3' };
    const nugegoda = { _id: 'b0000000-0000-4000-8000-000000000002', name: 'Nugegoda' };
    const at = (branch: typeof colombo) => ({ ...branch, address: null });
    const twoBranches = buildSchedule({
      branches: [colombo, nugegoda],
      shifts: [
        { date: '2026-11-23', startTime: '09:00', endTime: '15:00', branchId: colombo._id },
        { date: '2026-11-23', startTime: '16:00', endTime: '19:00', branchId: nugegoda._id },
      ],
      visits: [
        buildVisit({ branch: at(colombo) }),
        buildVisit({
          _id: 'b1e1f0a4-6d1f-4a4b-9a53-0c7c1f1e2a09',
          startTime: '16:00',
          endTime: '17:00',
          startsAt: '2026-11-23T10:30:00.000Z',
          customer: { firstName: 'Ruwan', phone: null },
          branch: at(nugegoda),
        }),
      ],
    });
    await openStaffDay({ [scheduleUrl('2026-11-23')]: () => dataAnswer(twoBranches) });
    expect(
      await screen.findByText('Shift 9:00 AM–3:00 PM at Colombo 3 · Shift 4:00 PM–7:00 PM at Nugegoda'),
    ).toBeInTheDocument();
    const first = screen.getByRole('article', { name: '10:00 AM, Kamal' });
    expect(within(first).getByText('Branch: Colombo 3')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: '4:00 PM, Ruwan' });
    expect(within(second).getByText('Branch: Nugegoda')).toBeInTheDocument();
  });

  it('names no branch for a stylist at one branch', async () => {
    const colombo = { _id: 'b0000000-0000-4000-8000-000000000001', name: 'Colombo 3' };
    const oneBranch = buildSchedule({
      branches: [colombo],
      shifts: [{ date: '2026-11-23', startTime: '09:00', endTime: '18:00', branchId: colombo._id }],
      visits: [buildVisit({ branch: { ...colombo, address: null } })],
    });
    await openStaffDay({ [scheduleUrl('2026-11-23')]: () => dataAnswer(oneBranch) });
    expect(await screen.findByText('Shift 9:00 AM–6:00 PM')).toBeInTheDocument();
    const visit = screen.getByRole('article', { name: '10:00 AM, Kamal' });
    expect(within(visit).queryByText(/^Branch:/)).not.toBeInTheDocument();
  });

  it('offers the nearest free starts when the time was taken meanwhile', async () => {
    const user = userEvent.setup();
    await openStaffDay({
      [scheduleUrl('2026-11-23')]: () => dataAnswer(buildSchedule()),
      'GET /api/staff/me/desk-services?date=2026-11-23': () => dataAnswer({ services: [mine] }),
      'POST /api/staff/me/free-starts': () => dataAnswer({ freeStarts: ['11:00'] }),
      'POST /api/staff/me/appointments': () =>
        errorAnswer('SLOT_TAKEN', 'That time is no longer available', {
          details: { nearestSlots: ['12:00'] },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Book a walk-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a walk-in' });
    await user.type(within(dialog).getByLabelText(/Full name/), 'Sunil Perera');
    await user.type(within(dialog).getByLabelText(/Phone number/), '0771234599');
    await user.click(await within(dialog).findByLabelText('Gents Cut'));
    const start = within(dialog).getByLabelText('Start time');
    await waitFor(() => expect(within(start).getByRole('option', { name: '11:00 AM' })).toBeInTheDocument());
    await user.selectOptions(start, '11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That time is no longer available');
    await user.click(within(dialog).getByRole('button', { name: 'Take 12:00 PM' }));
    expect(start).toHaveValue('12:00');
  });

  it('says it is loading the visits in Sinhala on a Sinhala page', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    try {
      await loadCatalogue('si');
      // The schedule never answers, so the loader stays.
      await openStaffDay({ [scheduleUrl('2026-11-23')]: () => new Promise<Response>(() => {}) });
      expect(await screen.findByText('ඔබේ පැමිණීම් පූරණය වෙමින්...')).toBeInTheDocument();
      expect(screen.queryByText('Loading your visits...')).toBeNull();
    } finally {
      document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
    }
  });
});
