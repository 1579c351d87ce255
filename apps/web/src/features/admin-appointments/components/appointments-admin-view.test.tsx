import { appointmentMessages, LANGUAGE_COOKIE } from '@salon/contracts';
import type { Appointment } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogueTexts } from '../../../test/catalogue-texts.ts';
import { buildAdminAppointment, dataAnswer } from '../../../test/operations-builders.ts';
import { buildUser, errorAnswer, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildBranch } from '../../../test/branch-builders.ts';

const FIRST_PAGE = '/api/appointments/all?sort=upcoming&page=1&pageSize=20';

const listAnswer = (appointments: Appointment[], total = appointments.length, page = 1) =>
  dataAnswer({ appointments, total, page, pageSize: 20 });

const pending = buildAdminAppointment({ _id: 'a1', appointmentId: 'APT-1', status: 'pending' });
const confirmed = buildAdminAppointment({ _id: 'a2', appointmentId: 'APT-2', status: 'confirmed' });
const completed = buildAdminAppointment({ _id: 'a3', appointmentId: 'APT-3', status: 'completed' });

async function openList(handlers: Record<string, ApiHandler>, path = '/admin/appointments') {
  const fetchMock = stubApi({ ...signedInHandlers(buildUser({ role: 'admin' })), ...handlers });
  const rendered = renderApp(path);
  await screen.findByRole('heading', { name: 'Appointments', level: 1 });
  return { fetchMock, ...rendered };
}

const table = () => screen.getByRole('table', { name: 'Appointments' });
const rowOf = (reference: string) => within(table()).getByRole('row', { name: new RegExp(reference) });
const badgeIn = (row: HTMLElement) => row.querySelector('[data-tone]');
const calledUrls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url));

/** A server whose list follows the status changes it accepted. */
function statefulServer(
  initial: Appointment[],
  answerPatch: (id: string, status: string) => Response | Promise<Response>,
) {
  let appointments = initial;
  return {
    [`GET ${FIRST_PAGE}`]: () => listAnswer(appointments),
    ...Object.fromEntries(
      initial.map((appointment) => [
        `PATCH /api/appointments/${appointment._id}/status`,
        async ({ body }: { body: unknown }) => {
          const { status } = body as { status: Appointment['status'] };
          const answer = await answerPatch(appointment._id, status);
          if (answer.ok)
            appointments = appointments.map((a) => (a._id === appointment._id ? { ...a, status } : a));
          return answer;
        },
      ]),
    ),
  } satisfies Record<string, ApiHandler>;
}

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the customer’s phone in the back office (issue 24)', () => {
  it('is a tap-to-call link in the list and in the details', async () => {
    await openList({
      [`GET ${FIRST_PAGE}`]: () => listAnswer([pending]),
      'GET /api/appointments/a1': () =>
        dataAnswer({ appointment: { ...pending, chair: 1, history: [], moves: [], undoable: null } }),
    });
    const row = await waitFor(() => rowOf('APT-1'));
    expect(within(row).getByRole('link', { name: '0771234567' })).toHaveAttribute('href', 'tel:+94771234567');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Details of APT-1' }));
    const drawer = await screen.findByRole('dialog', { name: 'Appointment APT-1' });
    expect(await within(drawer).findByRole('link', { name: '0771234567' })).toHaveAttribute(
      'href',
      'tel:+94771234567',
    );
  });
});

describe('the appointments list in Sinhala and Tamil (issue 24)', () => {
  it('speaks Sinhala to an owner who chose it, with Sinhala dates', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    const catalogue = await loadCatalogueTexts('si');
    stubApi({
      ...signedInHandlers(buildUser({ role: 'admin' })),
      [`GET ${FIRST_PAGE}`]: () => listAnswer([pending]),
    });
    renderApp('/admin/appointments');
    expect(
      await screen.findByRole('heading', { name: catalogue['Appointments'], level: 1 }),
    ).toBeInTheDocument();
    const sinhalaTable = await screen.findByRole('table', { name: catalogue['Appointments'] });
    expect(
      within(sinhalaTable).getByRole('columnheader', { name: catalogue['Customer'] }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: catalogue['Apply filters'] })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: catalogue['Today and upcoming first'] })).toBeInTheDocument();
    // A Sinhala month name, not "June".
    expect(within(sinhalaTable).queryByText(/June/)).not.toBeInTheDocument();
    expect(catalogue['Appointments']).not.toBe('Appointments');
  });

  it('speaks Tamil in the back office menu and the overview', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    const catalogue = await loadCatalogueTexts('ta');
    stubApi({
      ...signedInHandlers(buildUser({ role: 'admin' })),
      [`GET ${FIRST_PAGE}`]: () => listAnswer([pending]),
    });
    renderApp('/admin/appointments');
    const nav = await screen.findByRole('navigation', { name: catalogue['Admin'] });
    expect(within(nav).getByRole('link', { name: catalogue['Day view'] })).toHaveAttribute(
      'href',
      '/admin/day',
    );
    expect(within(nav).getByText(catalogue['Back office']!)).toBeInTheDocument();
    expect(catalogue['Day view']).not.toBe('Day view');
  });
});

describe('admin appointments list (docs/architecture.md#admin)', () => {
  it('shows each appointment with its customer, visit, services and only the allowed actions', async () => {
    await openList({ [`GET ${FIRST_PAGE}`]: () => listAnswer([pending, confirmed, completed]) });
    const first = await waitFor(() => rowOf('APT-1'));
    expect(first).toHaveTextContent('Nimali Perera');
    expect(first).toHaveTextContent('nimali@example.com');
    expect(first).toHaveTextContent('June 3, 2026');
    expect(first).toHaveTextContent('9:00 AM - 10:00 AM');
    expect(first).toHaveTextContent('Hair Cut & Style');
    expect(badgeIn(first)).toHaveAttribute('data-tone', 'yellow');

    const actionsOf = (reference: string) =>
      within(rowOf(reference))
        .queryAllByRole('button', { name: new RegExp(`${reference}$`) })
        .filter((button) => !button.getAttribute('aria-label')?.startsWith('Details'))
        .map((button) => button.textContent);
    expect(actionsOf('APT-1')).toEqual(['Confirm', 'Cancel']);
    expect(actionsOf('APT-2')).toEqual(['Complete', 'No-show', 'Cancel']);
    expect(actionsOf('APT-3')).toEqual([]);
    expect(screen.getByText('3 appointments')).toBeInTheDocument();
  });

  it('offers neither Complete nor No-show for a confirmed booking 8 days away', async () => {
    const later = buildAdminAppointment({
      _id: 'a4',
      appointmentId: 'APT-4',
      status: 'confirmed',
      startsAt: new Date(Date.now() + 8 * 86_400_000).toISOString(),
    });
    await openList({ [`GET ${FIRST_PAGE}`]: () => listAnswer([later]) });
    const row = await waitFor(() => rowOf('APT-4'));
    expect(within(row).getByRole('button', { name: 'Cancel APT-4' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Complete APT-4' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'No-show APT-4' })).not.toBeInTheDocument();
  });

  it('keeps the filters in the address and asks the server for them', async () => {
    const filtered =
      '/api/appointments/all?status=pending&from=2026-06-01&to=2026-06-30&search=Nimali&sort=upcoming&page=1&pageSize=20';
    const { fetchMock, router } = await openList({
      [`GET ${FIRST_PAGE}`]: () => listAnswer([pending, confirmed]),
      [`GET ${filtered}`]: () => listAnswer([pending]),
    });
    await waitFor(() => rowOf('APT-2'));
    const user = userEvent.setup();
    // Each status by its label, not its value.
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any status', 'Pending', 'Confirmed', 'Completed', 'Cancelled', 'No-show']);
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await user.type(screen.getByLabelText('From'), '2026-06-01');
    await user.type(screen.getByLabelText('To'), '2026-06-30');
    await user.type(screen.getByLabelText('Search'), 'Nimali');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() =>
      expect(within(table()).queryByRole('row', { name: /APT-2/ })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('?status=pending&from=2026-06-01&to=2026-06-30&search=Nimali');
    expect(calledUrls(fetchMock)).toContain(filtered);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('reads the filters from the address it was opened with', async () => {
    const url = '/api/appointments/all?status=confirmed&search=APT-2&sort=visit-asc&page=2&pageSize=20';
    await openList(
      { [`GET ${url}`]: () => listAnswer([confirmed], 21, 2) },
      '/admin/appointments?status=confirmed&search=APT-2&sort=visit-asc&page=2&status=bogus',
    );
    await waitFor(() => rowOf('APT-2'));
    expect(screen.getByLabelText('Status')).toHaveValue('confirmed');
    expect(screen.getByLabelText('Search')).toHaveValue('APT-2');
    expect(screen.getByLabelText('Sort')).toHaveValue('visit-asc');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('refuses an end date before the start date without asking the server', async () => {
    const { fetchMock, router } = await openList({ [`GET ${FIRST_PAGE}`]: () => listAnswer([pending]) });
    await waitFor(() => rowOf('APT-1'));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('From'), '2026-06-10');
    await user.type(screen.getByLabelText('To'), '2026-06-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('The end date is on or after the start date')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(calledUrls(fetchMock).filter((url) => url.startsWith('/api/appointments/all'))).toHaveLength(1);
  });

  it('pages and sorts by visit time through the address', async () => {
    const { router } = await openList({
      [`GET ${FIRST_PAGE}`]: () => listAnswer([pending], 45),
      'GET /api/appointments/all?sort=upcoming&page=2&pageSize=20': () => listAnswer([confirmed], 45, 2),
      'GET /api/appointments/all?sort=visit-asc&page=1&pageSize=20': () => listAnswer([completed], 45),
    });
    await waitFor(() => rowOf('APT-1'));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => rowOf('APT-2'));
    expect(router.state.location.search).toBe('?page=2');

    // The default order (today and ahead first, then the past) is not by visit time alone.
    const visit = within(table()).getByRole('columnheader', { name: /Visit/ });
    expect(visit).not.toHaveAttribute('aria-sort');
    expect(screen.getByLabelText('Sort')).toHaveValue('upcoming');
    await user.click(within(visit).getByRole('button'));
    await waitFor(() => rowOf('APT-3'));
    expect(router.state.location.search).toBe('?sort=visit-asc');
    expect(within(table()).getByRole('columnheader', { name: /Visit/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('confirms after asking, shows the change at once and toasts the server message', async () => {
    let answerPatch: (response: Response) => void = () => {};
    const { fetchMock } = await openList(
      statefulServer([pending], () => new Promise<Response>((resolve) => (answerPatch = resolve))),
    );
    await waitFor(() => rowOf('APT-1'));
    const user = userEvent.setup();
    await user.click(within(rowOf('APT-1')).getByRole('button', { name: 'Confirm APT-1' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm this appointment?' });
    expect(dialog).toHaveTextContent('APT-1 for Nimali Perera on June 3, 2026 at 9:00 AM.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, confirm' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(badgeIn(rowOf('APT-1'))).toHaveAttribute('data-tone', 'blue'));
    const patch = fetchMock.mock.calls.find(([url]) => url === '/api/appointments/a1/status');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: 'confirmed' });

    answerPatch(
      dataAnswer(
        { appointment: { ...pending, status: 'confirmed' }, refunded: null },
        appointmentMessages.statusUpdated,
      ),
    );
    expect(await screen.findByText(appointmentMessages.statusUpdated)).toBeInTheDocument();
    expect(within(rowOf('APT-1')).getByRole('button', { name: 'Complete APT-1' })).toBeInTheDocument();
  });

  it('puts the old status back and shows why when the server refuses', async () => {
    await openList(
      statefulServer([confirmed], () => errorAnswer('CONFLICT', 'This status change is not allowed')),
    );
    await waitFor(() => rowOf('APT-2'));
    const user = userEvent.setup();
    await user.click(within(rowOf('APT-2')).getByRole('button', { name: 'Complete APT-2' }));
    await user.click(screen.getByRole('button', { name: 'Yes, complete' }));
    expect(await screen.findByText('This status change is not allowed')).toBeInTheDocument();
    await waitFor(() => expect(badgeIn(rowOf('APT-2'))).toHaveAttribute('data-tone', 'blue'));
  });

  it('cancels only after the question, and a Back leaves everything as it was', async () => {
    const { fetchMock } = await openList(
      statefulServer([confirmed], (_id, status) =>
        dataAnswer(
          { appointment: { ...confirmed, status, feeRefunded: true }, refunded: true },
          appointmentMessages.cancelledFeeRefunded(1000),
        ),
      ),
    );
    await waitFor(() => rowOf('APT-2'));
    const user = userEvent.setup();
    await user.click(within(rowOf('APT-2')).getByRole('button', { name: 'Cancel APT-2' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await user.click(within(rowOf('APT-2')).getByRole('button', { name: 'Cancel APT-2' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this appointment?' });
    expect(dialog).toHaveTextContent(
      'The customer is told by e-mail and text. Whether the booking fee goes back to the card follows the refund policy',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText(appointmentMessages.cancelledFeeRefunded(1000))).toBeInTheDocument();
    await waitFor(() => expect(badgeIn(rowOf('APT-2'))).toHaveAttribute('data-tone', 'red'));
    expect(within(rowOf('APT-2')).getByText('No actions')).toBeInTheDocument();
  });

  it('asks before cancelling a desk booking of a customer with only a phone: told by text, no refund to speak of', async () => {
    const desk = buildAdminAppointment({
      _id: 'a4',
      appointmentId: 'APT-4',
      status: 'confirmed',
      source: 'front-desk',
      customer: { _id: 'c4', name: 'Sunil Perera', email: null, phone: '0771234599' },
    });
    await openList({ [`GET ${FIRST_PAGE}`]: () => listAnswer([desk]) });
    await waitFor(() => rowOf('APT-4'));
    await userEvent.setup().click(within(rowOf('APT-4')).getByRole('button', { name: 'Cancel APT-4' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this appointment?' });
    expect(dialog).toHaveTextContent('The customer is told by text.');
    expect(dialog).not.toHaveTextContent(/e-mail|booking fee|refund/);
  });

  it('opens the details: services, payment reference, chair and the history with who and when', async () => {
    await openList({
      [`GET ${FIRST_PAGE}`]: () => listAnswer([confirmed]),
      'GET /api/appointments/a2': () =>
        dataAnswer({
          appointment: {
            ...confirmed,
            chair: 3,
            paymentId: 'pi_sandbox_777',
            history: [
              {
                from: null,
                to: 'pending',
                changedBy: null,
                refunded: null,
                changedAt: '2026-06-01T04:30:00.000Z',
              },
              {
                from: 'pending',
                to: 'confirmed',
                changedBy: { _id: 'adm', name: 'Salon Admin', role: 'admin' },
                refunded: null,
                changedAt: '2026-06-01T05:00:00.000Z',
              },
            ],
          },
        }),
    });
    await waitFor(() => rowOf('APT-2'));
    const user = userEvent.setup();
    await user.click(within(rowOf('APT-2')).getByRole('button', { name: 'Details of APT-2' }));
    const drawer = screen.getByRole('dialog', { name: 'Appointment APT-2' });
    expect(await within(drawer).findByText('pi_sandbox_777')).toBeInTheDocument();
    expect(within(drawer).getByText('Chair').nextSibling).toHaveTextContent('3');
    expect(within(drawer).getByText('Hair Cut & Style')).toBeInTheDocument();
    const history = within(drawer).getByRole('region', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Booked as pendingSystem, Jun 1, 2026, 10:00 AM',
      'pending → confirmedSalon Admin (staff), Jun 1, 2026, 10:30 AM',
    ]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows an undo and the moves in the history, oldest first', async () => {
    await openList({
      [`GET ${FIRST_PAGE}`]: () => listAnswer([confirmed]),
      'GET /api/appointments/a2': () =>
        dataAnswer({
          appointment: {
            ...confirmed,
            chair: 1,
            history: [
              {
                from: null,
                to: 'pending',
                changedBy: null,
                refunded: null,
                changedAt: '2026-06-01T04:30:00.000Z',
              },
              {
                from: 'pending',
                to: 'confirmed',
                changedBy: { _id: 'adm', name: 'Salon Admin', role: 'admin' },
                refunded: null,
                changedAt: '2026-06-01T05:00:00.000Z',
              },
              {
                from: 'confirmed',
                to: 'pending',
                changedBy: { _id: 'adm', name: 'Salon Admin', role: 'admin' },
                refunded: null,
                changedAt: '2026-06-01T07:00:00.000Z',
                undo: true,
              },
            ],
            moves: [
              {
                from: { date: '2026-06-02', startTime: '09:00' },
                to: { date: '2026-06-03', startTime: '09:00' },
                movedBy: { _id: 'c1', name: 'Nimali Perera', role: 'user' },
                movedAs: 'customer',
                movedAt: '2026-06-01T06:00:00.000Z',
              },
            ],
          },
        }),
    });
    await waitFor(() => rowOf('APT-2'));
    const user = userEvent.setup();
    await user.click(within(rowOf('APT-2')).getByRole('button', { name: 'Details of APT-2' }));
    const history = await within(screen.getByRole('dialog', { name: 'Appointment APT-2' })).findByRole(
      'region',
      { name: 'History' },
    );
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(4));
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Booked as pendingSystem, Jun 1, 2026, 10:00 AM',
      'pending → confirmedSalon Admin (staff), Jun 1, 2026, 10:30 AM',
      'Moved from June 2, 2026, 9:00 AM to June 3, 2026, 9:00 AM' +
        'Nimali Perera (customer), Jun 1, 2026, 11:30 AM',
      'confirmed → pending (undo)Salon Admin (staff), Jun 1, 2026, 12:30 PM',
    ]);
  });

  it('offers Undo on the row while the server allows it, and shows what the server answers', async () => {
    const undoable = {
      ...confirmed,
      undoable: { to: 'pending' as const, until: new Date(Date.now() + 3600_000).toISOString() },
    };
    const { fetchMock } = await openList({
      [`GET ${FIRST_PAGE}`]: () => listAnswer([undoable]),
      'POST /api/appointments/a2/undo-status': () =>
        dataAnswer(
          { appointment: { ...confirmed, status: 'pending', undoable: null }, refunded: null },
          appointmentMessages.statusUndone('pending'),
        ),
    });
    await waitFor(() => rowOf('APT-2'));
    const user = userEvent.setup();
    await user.click(
      within(rowOf('APT-2')).getByRole('button', { name: 'Undo the last change of APT-2 (back to pending)' }),
    );
    expect(await screen.findByText('Change undone: the appointment is pending again.')).toBeInTheDocument();
    expect(calledUrls(fetchMock)).toContain('/api/appointments/a2/undo-status');
  });

  it('offers no Undo once its window has passed', async () => {
    const late = {
      ...confirmed,
      undoable: { to: 'pending' as const, until: new Date(Date.now() - 1000).toISOString() },
    };
    await openList({ [`GET ${FIRST_PAGE}`]: () => listAnswer([late]) });
    await waitFor(() => rowOf('APT-2'));
    expect(within(rowOf('APT-2')).queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });

  it('puts Undo in the toast of a change, and a refused undo says why', async () => {
    const { fetchMock } = await openList({
      ...statefulServer([pending], (_id, status) =>
        dataAnswer(
          {
            appointment: {
              ...pending,
              status,
              undoable: { to: 'pending', until: new Date(Date.now() + 3600_000).toISOString() },
            },
            refunded: null,
          },
          appointmentMessages.statusUpdated,
        ),
      ),
      'POST /api/appointments/a1/undo-status': () =>
        errorAnswer('CONFLICT', appointmentMessages.undoWindowPassed),
    });
    await waitFor(() => rowOf('APT-1'));
    const user = userEvent.setup();
    await user.click(within(rowOf('APT-1')).getByRole('button', { name: 'Confirm APT-1' }));
    await user.click(screen.getByRole('button', { name: 'Yes, confirm' }));
    const toastUndo = await screen.findByRole('button', { name: 'Undo' });
    await user.click(toastUndo);
    expect(await screen.findByText(appointmentMessages.undoWindowPassed)).toBeInTheDocument();
    expect(calledUrls(fetchMock)).toContain('/api/appointments/a1/undo-status');
  });

  it('marks a booking fee the card issuer charged back', async () => {
    await openList({
      [`GET ${FIRST_PAGE}`]: () => listAnswer([confirmed]),
      'GET /api/appointments/a2': () =>
        dataAnswer({
          appointment: { ...confirmed, chair: 1, history: [], chargedBackAt: '2026-06-02T04:30:00.000Z' },
        }),
    });
    await waitFor(() => rowOf('APT-2'));
    const user = userEvent.setup();
    await user.click(within(rowOf('APT-2')).getByRole('button', { name: 'Details of APT-2' }));
    const drawer = screen.getByRole('dialog', { name: 'Appointment APT-2' });
    const fee = (await within(drawer).findByText('Booking fee')).nextSibling;
    expect(fee).toHaveTextContent('Charged back by the card issuer on June 2, 2026');
  });

  it('says when nothing matches, and offers a retry when the list fails', async () => {
    let calls = 0;
    await openList({
      [`GET ${FIRST_PAGE}`]: () => {
        calls += 1;
        return calls === 1 ? errorAnswer('INTERNAL') : listAnswer([]);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load appointments');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No appointments found')).toBeInTheDocument();
  });
});

describe('the stylist in the back office list (docs/decisions/0036-stylists.md)', () => {
  it('shows who does each visit in the list and the details; a salon without a team sees no column', async () => {
    const dilani = { _id: '5a000000-0000-4000-8000-000000000001', name: 'Dilani Fernando' };
    const withStylist = buildAdminAppointment({ _id: 'a5', appointmentId: 'APT-5', staff: dilani });
    const beforeTeam = buildAdminAppointment({ _id: 'a6', appointmentId: 'APT-6', staff: null });
    await openList({
      [`GET ${FIRST_PAGE}`]: () => listAnswer([withStylist, beforeTeam]),
      'GET /api/appointments/a5': () =>
        dataAnswer({ appointment: { ...withStylist, chair: 2, history: [] } }),
    });
    await waitFor(() => rowOf('APT-5'));
    expect(within(table()).getByRole('columnheader', { name: 'Stylist' })).toBeInTheDocument();
    expect(within(rowOf('APT-5')).getByText('Dilani Fernando')).toBeInTheDocument();
    expect(within(rowOf('APT-6')).getByText('Not named')).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Appointments' });
    expect(within(cards).getByText('With Dilani Fernando')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(rowOf('APT-5')).getByRole('button', { name: 'Details of APT-5' }));
    const drawer = screen.getByRole('dialog', { name: 'Appointment APT-5' });
    expect((await within(drawer).findByText('Stylist')).nextSibling).toHaveTextContent('Dilani Fernando');
  });

  it('has no stylist column when no visit names one', async () => {
    await openList({ [`GET ${FIRST_PAGE}`]: () => listAnswer([pending]) });
    await waitFor(() => rowOf('APT-1'));
    expect(within(table()).queryByRole('columnheader', { name: 'Stylist' })).not.toBeInTheDocument();
  });
});

describe('the list per branch (docs/decisions/0047-back-office-per-branch.md)', () => {
  const colombo = buildBranch('b0000000-0000-4000-8000-000000000001', 'Colombo 3');
  const nugegoda = buildBranch('b0000000-0000-4000-8000-000000000002', 'Nugegoda');
  const atColombo = { ...pending, branch: { _id: colombo._id, name: colombo.name, address: null } };
  const atNugegoda = { ...confirmed, branch: { _id: nugegoda._id, name: nugegoda.name, address: null } };

  afterEach(() => window.localStorage.clear());

  it('shows every branch with a Branch column, or only the branch chosen in the switcher', async () => {
    window.localStorage.setItem('salon-admin-branch', 'all');
    const { fetchMock } = await openList({
      'GET /api/branches': () => dataAnswer({ branches: [colombo, nugegoda] }),
      [`GET ${FIRST_PAGE}`]: () => listAnswer([atColombo, atNugegoda]),
      [`GET ${FIRST_PAGE}&branchId=${nugegoda._id}`]: () => listAnswer([atNugegoda]),
    });
    const switcher = await screen.findByRole('combobox', { name: 'Branch' });
    expect(switcher).toHaveValue('all');
    await waitFor(() =>
      expect(within(table()).getByRole('columnheader', { name: 'Branch' })).toBeInTheDocument(),
    );
    expect(within(rowOf('APT-2')).getByText('Nugegoda')).toBeInTheDocument();
    // Every branch was asked for without a branch: the list never showed one branch first.
    expect(calledUrls(fetchMock).filter((url) => url.startsWith('/api/appointments/all'))).toEqual([
      FIRST_PAGE,
    ]);

    await userEvent.selectOptions(switcher, nugegoda._id);
    await waitFor(() =>
      expect(within(table()).queryByRole('row', { name: /APT-1/ })).not.toBeInTheDocument(),
    );
    expect(calledUrls(fetchMock)).toContain(`${FIRST_PAGE}&branchId=${nugegoda._id}`);
    expect(within(table()).queryByRole('columnheader', { name: 'Branch' })).not.toBeInTheDocument();
  });
});
