import type { Branch, MyWaitlist } from '@salon/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { buildUser, errorAnswer, jsonResponse, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildWaitlistEntry, buildWaitlistOffer } from '../../../test/waitlist-builders.ts';
import { renderJoinWaitlist } from '../../../test/render-join-waitlist.tsx';

afterEach(() => toast.dismiss());

const entry = buildWaitlistEntry();

function renderJoin(handlers: Parameters<typeof stubApi>[0], hours?: Branch['hours']) {
  const fetchMock = stubApi({ ...signedInHandlers(buildUser()), ...handlers });
  renderJoinWaitlist({ hours });
  return fetchMock;
}

const joinCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/waitlist' && init?.method === 'POST');

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
  return screen.findByRole('dialog', { name: 'Join the waitlist' });
}

describe('the join dialog marks a bad window at its field (docs/decisions/0042-waitlist.md)', () => {
  it('marks the same window twice and an end before the start, and sends nothing until they are fixed', async () => {
    const fetchMock = renderJoin({
      'POST /api/waitlist': () =>
        jsonResponse(201, { status: 'success', message: 'You are on the waitlist', data: { entry } }),
    });
    const dialog = await openDialog();
    const add = within(dialog).getByRole('button', { name: 'Add a window' });
    await userEvent.click(add);
    await userEvent.click(add);
    const dates = within(dialog).getAllByLabelText(/Date/);
    const tos = within(dialog).getAllByLabelText(/^To/);
    // The second window is the first one again; the third ends before it starts. jsdom types no
    // dates or times key by key: the fields are set as a picker would.
    fireEvent.change(dates[1]!, { target: { value: '2030-03-04' } });
    fireEvent.change(tos[2]!, { target: { value: '08:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));

    expect(dates[1]).toHaveAccessibleDescription(
      'This window is the same as one above: change it or remove it',
    );
    expect(tos[2]).toHaveAccessibleDescription('A window needs a start and a later end');
    expect(dates[0]).not.toHaveAttribute('aria-invalid');
    expect(tos[1]).not.toHaveAttribute('aria-invalid');
    expect(joinCalls(fetchMock)).toHaveLength(0);

    // Fixed, the marks go and the entry is sent.
    fireEvent.change(tos[2]!, { target: { value: '12:00' } });
    expect(tos[2]).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Remove this window' })[1]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(joinCalls(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(joinCalls(fetchMock)[0]![1]?.body))).toMatchObject({
      windows: [
        { date: '2030-03-04', from: '09:00', to: '18:00' },
        { date: '2030-03-06', from: '09:00', to: '12:00' },
      ],
    });
  });

  it("puts the server's refusal of a window at that window's field", async () => {
    renderJoin({
      'POST /api/waitlist': () =>
        errorAnswer('VALIDATION_FAILED', 'This window is the same as one above: change it or remove it', {
          details: {
            issues: [
              {
                path: '/windows/1/date',
                message: 'This window is the same as one above: change it or remove it',
              },
            ],
          },
        }),
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a window' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() =>
      expect(within(dialog).getAllByLabelText(/Date/)[1]).toHaveAccessibleDescription(
        'This window is the same as one above: change it or remove it',
      ),
    );
    expect(within(dialog).getAllByLabelText(/Date/)[0]).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('dialog', { name: 'Join the waitlist' })).toBeInTheDocument();
  });
});

describe("the join dialog's windows start as the branch's hours that day (issue 29)", () => {
  // Index 0 = Sunday: the branch opens late on Mondays, is closed on Tuesdays, early on Wednesdays.
  const hours: Branch['hours'] = [
    null,
    { open: '10:00', close: '19:30' },
    null,
    { open: '08:30', close: '16:00' },
    { open: '09:00', close: '18:00' },
    { open: '09:00', close: '18:00' },
    { open: '09:00', close: '14:00' },
  ];

  it("fills the day's opening and closing, a closed day the next open one's, and sends them", async () => {
    const fetchMock = renderJoin(
      {
        'POST /api/waitlist': () =>
          jsonResponse(201, { status: 'success', message: 'You are on the waitlist', data: { entry } }),
      },
      hours,
    );
    const dialog = await openDialog();
    // 2030-03-04 is a Monday.
    expect(within(dialog).getByLabelText(/^From/)).toHaveValue('10:00');
    expect(within(dialog).getByLabelText(/^To/)).toHaveValue('19:30');

    // The next window is Tuesday, a closed day: it reads as the next open day, Wednesday.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a window' }));
    expect(within(dialog).getAllByLabelText(/Date/)[1]).toHaveValue('2030-03-05');
    expect(within(dialog).getAllByLabelText(/^From/)[1]).toHaveValue('08:30');
    expect(within(dialog).getAllByLabelText(/^To/)[1]).toHaveValue('16:00');

    // Times left as they were follow a new date; times the customer set stay.
    const dates = within(dialog).getAllByLabelText(/Date/);
    fireEvent.change(dates[1]!, { target: { value: '2030-03-09' } });
    expect(within(dialog).getAllByLabelText(/^From/)[1]).toHaveValue('09:00');
    expect(within(dialog).getAllByLabelText(/^To/)[1]).toHaveValue('14:00');
    fireEvent.change(within(dialog).getAllByLabelText(/^From/)[0]!, { target: { value: '12:00' } });
    fireEvent.change(dates[0]!, { target: { value: '2030-03-07' } });
    expect(within(dialog).getAllByLabelText(/^From/)[0]).toHaveValue('12:00');
    expect(within(dialog).getAllByLabelText(/^To/)[0]).toHaveValue('19:30');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(joinCalls(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(joinCalls(fetchMock)[0]![1]!.body)).windows).toEqual([
      { date: '2030-03-07', from: '12:00', to: '19:30' },
      { date: '2030-03-09', from: '09:00', to: '14:00' },
    ]);
  });
});

describe('leaving an entry that holds a time asks first', () => {
  const offer = buildWaitlistOffer({ branchName: 'Colombo 3' });

  it('keeps the entry on "Stay on the waitlist" and leaves only once confirmed', async () => {
    let waiting = [entry];
    const fetchMock = stubApi({
      ...signedInHandlers(buildUser()),
      'GET /api/appointments/my-appointments': () =>
        jsonResponse(200, { status: 'success', data: { appointments: [] } }),
      'GET /api/waitlist/mine': () =>
        jsonResponse(200, {
          status: 'success',
          data: { entries: waiting, offers: waiting.length ? [offer] : [] } satisfies MyWaitlist,
        }),
      'DELETE /api/waitlist/entry-1': () => {
        waiting = [];
        return jsonResponse(200, { status: 'success', message: 'You left the waitlist' });
      },
    });
    const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    renderApp('/profile/appointments');
    const section = await screen.findByRole('region', { name: 'Your waitlist' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Leave the waitlist' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave the waitlist and give up the held time?' });
    expect(ask).toHaveTextContent(
      'A time is held for you. If you leave, it goes to the next person waiting.',
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Stay on the waitlist' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(0);

    await userEvent.click(within(section).getByRole('button', { name: 'Leave the waitlist' }));
    const again = await screen.findByRole('dialog', {
      name: 'Leave the waitlist and give up the held time?',
    });
    await userEvent.click(within(again).getByRole('button', { name: 'Leave the waitlist' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    await waitFor(() =>
      expect(within(section).queryByRole('button', { name: 'Leave the waitlist' })).not.toBeInTheDocument(),
    );
  });
});
