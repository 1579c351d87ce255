import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_COOKIE, messageRef, teamAdminMessages } from '@salon/contracts';
import type { AdminStaffMember } from '@salon/contracts';
import { describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { adminHandlers, buildAdminService } from '../../../test/admin-builders.ts';
import { success } from '../../../test/catalogue-builders.ts';
import { errorAnswer, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { pngFile, stubUploads } from '../../../test/fake-xhr.ts';
import { renderApp } from '../../../test/render-app.tsx';

const haircut = buildAdminService({ _id: '3d0c1f4e-1111-4c1e-9f55-2b9a4c1f0a01', title: 'Ladies Haircut' });

function buildStylist(overrides: Partial<AdminStaffMember> = {}): AdminStaffMember {
  return {
    _id: '5e2a1c3d-2222-4c1e-9f55-2b9a4c1f0a01',
    name: 'Nimali',
    photoUrl: null,
    bio: '',
    translations: {},
    bookableOnline: true,
    position: 0,
    services: [{ serviceId: haircut._id, price: null, averageTime: null }],
    shifts: [],
    timeOff: [],
    futureBookings: 0,
    ...overrides,
  };
}
const nimali = buildStylist({ futureBookings: 2 });
const kasun = buildStylist({ _id: '5e2a1c3d-3333-4c1e-9f55-2b9a4c1f0a02', name: 'Kasun', services: [] });

function openTeam(handlers: Record<string, ApiHandler> = {}, staff = [nimali, kasun]) {
  const fetchMock = stubApi({
    ...adminHandlers(),
    'GET /api/admin/staff': () => success({ staff }),
    'GET /api/admin/services': () => success({ services: [haircut] }),
    ...handlers,
  });
  renderApp('/admin/team');
  return fetchMock;
}

const rowOf = async (name: string) =>
  (await screen.findByText(name, { selector: 'p' })).closest('li') as HTMLElement;

describe('admin team (docs/architecture.md#team-admin)', () => {
  it('lists each stylist with their services, bookings to come and the bookable switch', async () => {
    openTeam();
    const row = await rowOf('Nimali');
    expect(within(row).getByText(/1 service · 2 bookings to come/)).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Nimali bookable online' })).toBeChecked();
    expect(within(await rowOf('Kasun')).getByText('0 services')).toBeInTheDocument();
  });

  it('says how the salon books with no stylist yet', async () => {
    openTeam({}, []);
    expect(await screen.findByText('No stylists yet')).toBeInTheDocument();
    expect(screen.getByText('The salon books chairs only until you add one.')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    let calls = 0;
    openTeam({
      'GET /api/admin/staff': () => (++calls === 1 ? errorAnswer('INTERNAL') : success({ staff: [kasun] })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the team');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await rowOf('Kasun')).toBeInTheDocument();
  });

  it('blocks switching off a stylist with bookings: moves them to a colleague, then switches off', async () => {
    const moved = vi.fn((_request: { body: unknown }) => success({ moved: 2, staff: [] }));
    const patched = vi.fn((_request: { body: unknown }) =>
      success({ staff: { ...nimali, bookableOnline: false } }),
    );
    openTeam({
      [`POST /api/admin/staff/${nimali._id}/move-bookings`]: moved,
      [`PATCH /api/admin/staff/${nimali._id}`]: patched,
    });
    const user = userEvent.setup();
    await user.click(within(await rowOf('Nimali')).getByRole('switch'));

    const dialog = await screen.findByRole('dialog', { name: 'Move bookings to...' });
    expect(dialog).toHaveTextContent('This stylist has 2 future bookings: move them to a colleague first');
    expect(patched).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Colleague')).toHaveValue(kasun._id);
    await user.click(within(dialog).getByRole('button', { name: 'Move bookings' }));

    await waitFor(() => expect(patched).toHaveBeenCalled());
    expect(moved.mock.calls[0]?.[0].body).toEqual({ toStaffId: kasun._id });
    expect(patched.mock.calls[0]?.[0].body).toEqual({ bookableOnline: false });
    expect(await screen.findByText('Bookings moved: 2')).toBeInTheDocument();
  });

  it('lists the bookings a colleague cannot take, and switches nothing off', async () => {
    const patched = vi.fn(() => success({ staff: nimali }));
    openTeam({
      [`POST /api/admin/staff/${nimali._id}/move-bookings`]: () =>
        errorAnswer('CONFLICT', messageRef(teamAdminMessages.moveRefused, { name: 'Kasun', count: 1 }), {
          details: {
            refusals: [
              {
                appointmentId: 'a1',
                reference: 'APT-7',
                date: '2026-12-04',
                startTime: '15:00',
                reason: 'shift',
              },
            ],
          },
        }),
      [`PATCH /api/admin/staff/${nimali._id}`]: patched,
    });
    const user = userEvent.setup();
    await user.click(within(await rowOf('Nimali')).getByRole('switch'));
    const dialog = await screen.findByRole('dialog', { name: 'Move bookings to...' });
    await user.click(within(dialog).getByRole('button', { name: 'Move bookings' }));

    expect(await within(dialog).findByText('Nothing was moved')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/APT-7 on .* at 3:00 PM: Kasun is not on shift then/),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Kasun cannot take 1 of the bookings: nothing was moved'),
    ).toBeInTheDocument();
    expect(patched).not.toHaveBeenCalled();
  });

  it('adds a stylist with a Sinhala bio, a service at their own price and two shifts on Monday', async () => {
    const created = buildStylist({
      _id: '5e2a1c3d-4444-4c1e-9f55-2b9a4c1f0a03',
      name: 'Dilini',
      services: [],
    });
    const posted = vi.fn((_request: { body: unknown }) => success({ staff: created }));
    const services = vi.fn((_request: { body: unknown }) => success({ staff: created }));
    const shifts = vi.fn((_request: { body: unknown }) => success({ staff: created }));
    openTeam({
      'POST /api/admin/staff': posted,
      [`PUT /api/admin/staff/${created._id}/services`]: services,
      [`PUT /api/admin/staff/${created._id}/shifts`]: shifts,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add stylist' }));
    const dialog = screen.getByRole('dialog', { name: 'Add stylist' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Dilini');
    await user.type(within(dialog).getByLabelText(/Short bio \(Sinhala\)/), 'කෙස් විශේෂඥ');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Ladies Haircut' }));
    await user.type(within(dialog).getByLabelText('Own price (LKR)'), '4500');
    await user.click(within(dialog).getByRole('button', { name: 'Add a shift on Monday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a shift on Monday' }));
    const secondStart = within(dialog).getByLabelText('Start of shift 2 on Monday');
    await user.clear(secondStart);
    await user.type(secondStart, '18:00');
    const secondEnd = within(dialog).getByLabelText('End of shift 2 on Monday');
    await user.clear(secondEnd);
    await user.type(secondEnd, '20:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add stylist' }));

    await waitFor(() => expect(shifts).toHaveBeenCalled());
    expect(posted.mock.calls[0]?.[0].body).toEqual({
      name: 'Dilini',
      bio: '',
      translations: { si: { bio: 'කෙස් විශේෂඥ' }, ta: { bio: '' } },
    });
    expect(services.mock.calls[0]?.[0].body).toEqual({
      services: [{ serviceId: haircut._id, price: 4500, averageTime: null }],
    });
    expect(shifts.mock.calls[0]?.[0].body).toEqual({
      shifts: [
        { weekday: 1, start: '09:00', end: '17:00' },
        { weekday: 1, start: '18:00', end: '20:00' },
      ],
    });
    expect(await screen.findByText('Stylist added')).toBeInTheDocument();
  });

  it('saves an edited stylist, then uploads the photo with its progress', async () => {
    const uploads = stubUploads();
    openTeam({
      [`PATCH /api/admin/staff/${kasun._id}`]: () => success({ staff: kasun }),
      [`PUT /api/admin/staff/${kasun._id}/services`]: () => success({ staff: kasun }),
      [`PUT /api/admin/staff/${kasun._id}/shifts`]: () => success({ staff: kasun }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Kasun' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Kasun' });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, pngFile());
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    const request = uploads[0]!;
    expect(request.url).toBe(`/api/admin/staff/${kasun._id}/photo`);
    expect(request.body?.get('photo')).toBeInstanceOf(File);
    request.progress(40, 100);
    await waitFor(() =>
      expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      ),
    );
    request.answer(200, {
      status: 'success',
      data: { staff: { ...kasun, photoUrl: '/uploads/avatars/x.webp' } },
    });
    expect(await screen.findByText('Stylist saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names a mistake before sending anything: a blank name, an own length out of range', async () => {
    const fetchMock = openTeam();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add stylist' }));
    const dialog = screen.getByRole('dialog', { name: 'Add stylist' });
    await user.click(within(dialog).getByRole('button', { name: 'Add stylist' }));
    expect(await screen.findByText(teamAdminMessages.nameRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Dilini');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Ladies Haircut' }));
    await user.type(within(dialog).getByLabelText('Own length (minutes)'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add stylist' }));
    expect(await screen.findByText(teamAdminMessages.ownLengthInvalid)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('adds and removes time off at once, in salon time', async () => {
    const away = {
      _id: '9a1b2c3d-5555-4c1e-9f55-2b9a4c1f0a09',
      start: '2026-12-04T03:30:00.000Z',
      end: '2026-12-04T07:30:00.000Z',
      reason: 'Doctor',
    };
    const added = vi.fn((_request: { body: unknown }) => success({ staff: { ...kasun, timeOff: [away] } }));
    const removed = vi.fn(() => success({ staff: { ...kasun, timeOff: [] } }));
    openTeam({
      [`POST /api/admin/staff/${kasun._id}/time-off`]: added,
      [`DELETE /api/admin/staff/${kasun._id}/time-off/${away._id}`]: removed,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Kasun' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Kasun' });
    expect(within(dialog).getByText('No time off ahead.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^From/), '2026-12-04T09:00');
    await user.type(within(dialog).getByLabelText(/^Until/), '2026-12-04T13:00');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Doctor');
    await user.click(within(dialog).getByRole('button', { name: 'Add time off' }));

    await waitFor(() => expect(added).toHaveBeenCalled());
    expect(added.mock.calls[0]?.[0].body).toEqual({
      start: '2026-12-04T09:00',
      end: '2026-12-04T13:00',
      reason: 'Doctor',
    });
    expect(await within(dialog).findByText(/· Doctor/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Remove time off from/ }));
    await waitFor(() => expect(removed).toHaveBeenCalled());
    expect(await within(dialog).findByText('No time off ahead.')).toBeInTheDocument();
  });

  it('shows a refused week of shifts in the owner’s words and keeps the dialog open', async () => {
    openTeam({
      [`PATCH /api/admin/staff/${kasun._id}`]: () => success({ staff: kasun }),
      [`PUT /api/admin/staff/${kasun._id}/services`]: () => success({ staff: kasun }),
      [`PUT /api/admin/staff/${kasun._id}/shifts`]: () =>
        errorAnswer('VALIDATION_FAILED', teamAdminMessages.shiftsOverlap),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Kasun' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Kasun' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(teamAdminMessages.shiftsOverlap)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Kasun' })).toBeInTheDocument();
  });

  it('lists the bookings and the hold being paid that a refused week of shifts would leave off shift', async () => {
    openTeam({
      [`PATCH /api/admin/staff/${kasun._id}`]: () => success({ staff: kasun }),
      [`PUT /api/admin/staff/${kasun._id}/services`]: () => success({ staff: kasun }),
      [`PUT /api/admin/staff/${kasun._id}/shifts`]: () =>
        errorAnswer('CONFLICT', messageRef(teamAdminMessages.shiftsLeaveBookings, { count: 2 }), {
          details: {
            bookings: [
              { appointmentId: 'a9', reference: 'APT-9', date: '2026-12-04', startTime: '15:00' },
              { appointmentId: null, reference: null, date: '2026-12-04', startTime: '17:00' },
            ],
          },
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Kasun' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Kasun' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText(
        'These shifts leave 2 bookings of this stylist off shift: move them to a colleague first',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Nothing was saved')).toBeInTheDocument();
    expect(within(dialog).getByText(/^APT-9 on .* at 3:00 PM$/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/at 5:00 PM: a customer is paying for this time now$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Kasun' })).toBeInTheDocument();
  });

  it('lists the booking refused time off would cover', async () => {
    openTeam({
      [`POST /api/admin/staff/${kasun._id}/time-off`]: () =>
        errorAnswer('CONFLICT', messageRef(teamAdminMessages.timeOffHasBookings, { count: 1 }), {
          details: {
            bookings: [{ appointmentId: 'a3', reference: 'APT-3', date: '2026-12-04', startTime: '10:00' }],
          },
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Kasun' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Kasun' });
    await user.type(within(dialog).getByLabelText(/^From/), '2026-12-04T09:00');
    await user.type(within(dialog).getByLabelText(/^Until/), '2026-12-04T13:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add time off' }));

    expect(await within(dialog).findByText(/^APT-3 on .* at 10:00 AM$/)).toBeInTheDocument();
    expect(within(dialog).getByText('No time off ahead.')).toBeInTheDocument();
  });

  it('says a customer is paying for a stylist’s time instead of offering a move', async () => {
    openTeam({
      [`PATCH /api/admin/staff/${kasun._id}`]: () =>
        errorAnswer('CONFLICT', messageRef(teamAdminMessages.hasLiveHolds, { count: 1 }), {
          details: { liveHolds: 1 },
        }),
    });
    const user = userEvent.setup();
    await user.click(within(await rowOf('Kasun')).getByRole('switch'));

    expect(await screen.findByText(teamAdminMessages.hasLiveHolds)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Sinhala', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    try {
      await loadCatalogue('si');
      openTeam({}, []);
      expect(await screen.findByText('තවම ශිල්පීන් නැත')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'කණ්ඩායම' })).toBeInTheDocument();
    } finally {
      document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
    }
  });
});
