import type { MyWaitlist } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { buildUser, jsonResponse, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildWaitlistEntry, buildWaitlistOffer } from '../../../test/waitlist-builders.ts';
import { renderJoinWaitlist } from '../../../test/render-join-waitlist.tsx';

afterEach(() => toast.dismiss());

const entry = buildWaitlistEntry();
const offer = buildWaitlistOffer({
  entryId: 'entry-2',
  date: '2030-03-05',
  staffId: 'staff-1',
  services: [{ serviceId: 'svc-2', title: 'Colour', quantity: 1, priceLkr: 4000, durationMinutes: 60 }],
  branchId: 'branch-1',
});
const answer = (data: MyWaitlist) => jsonResponse(200, { status: 'success', data });

describe('the account’s waitlist (docs/decisions/0042-waitlist.md)', () => {
  it('shows a held offer leading into the checkout, and leaving ends an entry', async () => {
    let waiting = [entry];
    const fetchMock = stubApi({
      ...signedInHandlers(buildUser()),
      'GET /api/appointments/my-appointments': () =>
        jsonResponse(200, { status: 'success', data: { appointments: [] } }),
      'GET /api/waitlist/mine': () => answer({ entries: waiting, offers: [offer] }),
      'DELETE /api/waitlist/entry-1': () => {
        waiting = [];
        return jsonResponse(200, { status: 'success', message: 'You left the waitlist' });
      },
    });
    renderApp('/profile/appointments');
    const section = await screen.findByRole('region', { name: 'Your waitlist' });
    await within(section).findByText('A time is held for you');
    expect(within(section).getByText('Held until 10:15 AM')).toBeInTheDocument();
    const book = within(section).getByRole('link', { name: 'Book this time' });
    expect(book).toHaveAttribute('href', '/book-appointment?offerId=offer-1');
    expect(within(section).getByText('Hair Cut & Style')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Leave the waitlist' }));
    await waitFor(() =>
      expect(within(section).queryByRole('button', { name: 'Leave the waitlist' })).not.toBeInTheDocument(),
    );
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/api/waitlist/entry-1' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });
});

/** A signed-in customer whose joins are kept, in order, in the array returned. */
function stubJoin() {
  const bodies: unknown[] = [];
  stubApi({
    ...signedInHandlers(buildUser()),
    'POST /api/waitlist': ({ body }) => {
      bodies.push(body);
      return jsonResponse(201, { status: 'success', message: 'You are on the waitlist', data: { entry } });
    },
  });
  return bodies;
}

describe('joining the waitlist from a full day', () => {
  it('sends up to five windows with the cart’s services and the chosen stylist', async () => {
    const bodies = stubJoin();
    renderJoinWaitlist({ staffId: 'staff-1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join the waitlist' });
    const add = within(dialog).getByRole('button', { name: 'Add a window' });
    for (let i = 0; i < 4; i++) await userEvent.click(add);
    expect(add).toBeDisabled();
    expect(within(dialog).getAllByLabelText(/Date/)).toHaveLength(5);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Remove this window' })[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      // Each window added is the day after the last; the first one was removed.
      windows: ['05', '06', '07', '08'].map((day) => ({
        date: `2030-03-${day}`,
        from: '09:00',
        to: '18:00',
      })),
      services: [{ _id: 'svc-1', quantity: 1 }],
      staffId: 'staff-1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the waitlist at a branch (docs/decisions/0045-branches.md)', () => {
  it('the join sends the booking page’s branch and names it', async () => {
    const bodies = stubJoin();
    renderJoinWaitlist({ branch: { _id: 'branch-2', name: 'Nugegoda' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join the waitlist' });
    expect(within(dialog).getByText('At Nugegoda')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ branchId: 'branch-2' });
  });

  it('My waitlist shows the branch an entry waits at and where an offer is held', async () => {
    stubApi({
      ...signedInHandlers(buildUser()),
      'GET /api/appointments/my-appointments': () =>
        jsonResponse(200, { status: 'success', data: { appointments: [] } }),
      'GET /api/waitlist/mine': () =>
        answer({
          entries: [{ ...entry, branchId: 'branch-2', branchName: 'Nugegoda' }],
          offers: [{ ...offer, branchName: 'Colombo 7' }],
        }),
    });
    renderApp('/profile/appointments');
    const section = await screen.findByRole('region', { name: 'Your waitlist' });
    expect(await within(section).findByText('At Nugegoda')).toBeInTheDocument();
    expect(within(section).getByText('At Colombo 7')).toBeInTheDocument();
  });
});
