import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminStaffMember, Branch } from '@salon/contracts';
import { describe, expect, it, vi } from 'vitest';
import { adminHandlers } from '../../../test/admin-builders.ts';
import { buildBranch } from '../../../test/branch-builders.ts';
import { success } from '../../../test/catalogue-builders.ts';
import { stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const colombo = buildBranch('b0000000-0000-4000-8000-000000000001', 'Colombo 3', {
  address: 'No. 42, Galle Road, Colombo 03',
});
const nugegoda = { ...colombo, _id: 'b0000000-0000-4000-8000-000000000002', name: 'Nugegoda' };
const kasun: AdminStaffMember = {
  _id: '5e2a1c3d-3333-4c1e-9f55-2b9a4c1f0a02',
  name: 'Kasun',
  photoUrl: null,
  bio: '',
  translations: {},
  bookableOnline: true,
  position: 0,
  services: [],
  branchIds: [colombo._id],
  shifts: [{ weekday: 1, start: '09:00', end: '17:00', branchId: colombo._id }],
  timeOff: [],
  futureBookings: 0,
};

function openKasun(branches: Branch[], handlers: Record<string, ApiHandler>) {
  stubApi({
    ...adminHandlers(),
    'GET /api/admin/staff': () => success({ staff: [kasun] }),
    'GET /api/admin/services': () => success({ services: [] }),
    'GET /api/branches': () => success({ branches }),
    [`PUT /api/admin/staff/${kasun._id}/services`]: () => success({ staff: kasun }),
    ...handlers,
  });
  renderApp('/admin/team');
}

// docs/decisions/0045-branches.md: where a stylist works, and the branch of each shift.
describe("the team page's branches", () => {
  it('lets the owner add a branch and put a shift there, offering only the branches the stylist works at', async () => {
    const patched = vi.fn((_request: { body: unknown }) => success({ staff: kasun }));
    const shifts = vi.fn((_request: { body: unknown }) => success({ staff: kasun }));
    openKasun([colombo, nugegoda], {
      [`PATCH /api/admin/staff/${kasun._id}`]: patched,
      [`PUT /api/admin/staff/${kasun._id}/shifts`]: shifts,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Kasun' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Kasun' });
    const worksAt = await within(dialog).findByRole('group', { name: 'Works at' });
    expect(within(worksAt).getByRole('checkbox', { name: 'Colombo 3' })).toBeChecked();
    const nugegodaBox = within(worksAt).getByRole('checkbox', { name: 'Nugegoda' });
    expect(nugegodaBox).not.toBeChecked();
    // Only the branches Kasun works at are offered for a shift.
    const firstBranch = within(dialog).getByRole('combobox', { name: 'Branch of shift 1 on Monday' });
    expect(
      within(firstBranch)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Colombo 3']);

    await user.click(nugegodaBox);
    await user.click(within(dialog).getByRole('button', { name: 'Add a shift on Tuesday' }));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Branch of shift 1 on Tuesday' }),
      'Nugegoda',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(shifts).toHaveBeenCalledTimes(1));
    expect(patched.mock.calls[0]?.[0].body).toMatchObject({ branchIds: [colombo._id, nugegoda._id] });
    expect(shifts.mock.calls[0]?.[0].body).toEqual({
      shifts: [
        { weekday: 1, start: '09:00', end: '17:00', branchId: colombo._id },
        { weekday: 2, start: '09:00', end: '17:00', branchId: nugegoda._id },
      ],
    });
  });

  it('drops the shifts of a branch taken off', async () => {
    const shifts = vi.fn((_request: { body: unknown }) => success({ staff: kasun }));
    const patched = vi.fn((_request: { body: unknown }) => success({ staff: kasun }));
    openKasun([colombo, nugegoda], {
      [`PATCH /api/admin/staff/${kasun._id}`]: patched,
      [`PUT /api/admin/staff/${kasun._id}/shifts`]: shifts,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Kasun' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Kasun' });
    const worksAt = await within(dialog).findByRole('group', { name: 'Works at' });
    await user.click(within(worksAt).getByRole('checkbox', { name: 'Nugegoda' }));
    await user.click(within(worksAt).getByRole('checkbox', { name: 'Colombo 3' }));
    expect(within(dialog).queryByLabelText('Start of shift 1 on Monday')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(shifts).toHaveBeenCalledTimes(1));
    expect(patched.mock.calls[0]?.[0].body).toMatchObject({ branchIds: [nugegoda._id] });
    expect(shifts.mock.calls[0]?.[0].body).toEqual({ shifts: [] });
  });

  it('shows no branch choice with one branch, and sends none', async () => {
    const patched = vi.fn((_request: { body: unknown }) => success({ staff: kasun }));
    openKasun([colombo], {
      [`PATCH /api/admin/staff/${kasun._id}`]: patched,
      [`PUT /api/admin/staff/${kasun._id}/shifts`]: () => success({ staff: kasun }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Kasun' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Kasun' });
    expect(await within(dialog).findByLabelText('Start of shift 1 on Monday')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Works at' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patched).toHaveBeenCalledTimes(1));
    expect(patched.mock.calls[0]?.[0].body).not.toHaveProperty('branchIds');
  });
});
