import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_COOKIE, branchAdminMessages as m, messageRef } from '@salon/contracts';
import type { AdminBranch } from '@salon/contracts';
import { describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { adminHandlers, buildAdminService } from '../../../test/admin-builders.ts';
import { success } from '../../../test/catalogue-builders.ts';
import { errorBody, jsonResponse, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const cut = buildAdminService({ title: 'Ladies Cut', price: 3000 });
const colour = buildAdminService({
  title: 'Colour',
  price: 9000,
  translations: { si: { title: 'කොණ්ඩය වර්ණ ගැන්වීම' } },
});
const colombo: AdminBranch = {
  _id: 'b0000000-0000-4000-8000-000000000001',
  name: 'Colombo 3',
  address: 'No. 42, Galle Road, Colombo 03',
  mapUrl: null,
  phone: null,
  whatsapp: null,
  hours: [null, ...Array.from({ length: 6 }, () => ({ open: '09:00', close: '19:00' }))],
  lat: null,
  lng: null,
  chairs: 3,
  bookingFeeLkr: null,
  position: 0,
  isMain: true,
  closedAt: null,
  services: [{ serviceId: cut._id, priceLkr: null }],
};
const nugegoda: AdminBranch = {
  ...colombo,
  _id: 'b0000000-0000-4000-8000-000000000002',
  name: 'Nugegoda',
  address: 'No. 118, High Level Road, Nugegoda',
  position: 1,
  isMain: false,
};

function openBranches(handlers: Record<string, ApiHandler> = {}) {
  stubApi({
    ...adminHandlers(),
    'GET /api/admin/branches': () => success({ branches: [colombo, nugegoda] }),
    'GET /api/branches': () => success({ branches: [colombo, nugegoda] }),
    'GET /api/admin/services': () => success({ services: [cut, colour] }),
    ...handlers,
  });
  return renderApp('/admin/branches');
}

// docs/decisions/0045-branches.md: the owner's Branches page.
describe('admin branches', () => {
  it('marks the main branch, which cannot be closed, and offers closing the others', async () => {
    openBranches();
    const main = (await screen.findByText('Main branch')).closest('li')!;
    expect(within(main).queryByRole('button', { name: /^Close/ })).toBeNull();
    const other = within(screen.getByRole('list', { name: 'Branches' }))
      .getByText('Nugegoda')
      .closest('li')!;
    expect(within(other).getByRole('button', { name: 'Close Nugegoda' })).toBeInTheDocument();
  });

  it('keeps a refused close in its dialog, one booking said in the singular, with the way to the bookings', async () => {
    const close = vi.fn(() =>
      jsonResponse(
        409,
        errorBody('CONFLICT', messageRef(m.hasFutureBooking, { count: 1 }), { futureBookings: 1 }),
      ),
    );
    const { router } = openBranches({ [`POST /api/admin/branches/${nugegoda._id}/close`]: close });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close Nugegoda' }));
    const dialog = screen.getByRole('dialog', { name: 'Close branch' });
    await user.click(within(dialog).getByRole('button', { name: 'Close branch' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This branch has 1 future booking: move or cancel it before closing it');
    expect(close).toHaveBeenCalledOnce();

    // The list of the branch's visits from today on: the switcher then shows Nugegoda.
    await user.click(within(alert).getByRole('link', { name: 'See the bookings to come at Nugegoda' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/appointments'));
    expect(new URLSearchParams(router.state.location.search).get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.queryByRole('dialog', { name: 'Close branch' })).toBeNull();
    expect(localStorage.getItem('salon-admin-branch')).toBe(nugegoda._id);
  });

  it('says two bookings in the plural, in Tamil too', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    try {
      await loadCatalogue('ta');
      openBranches({
        [`POST /api/admin/branches/${nugegoda._id}/close`]: () =>
          jsonResponse(
            409,
            errorBody('CONFLICT', messageRef(m.hasFutureBookings, { count: 2 }), { futureBookings: 2 }),
          ),
      });
      const user = userEvent.setup();
      // The row's last button is Close (the main branch has none).
      const buttons = await screen.findAllByRole('button', { name: /Nugegoda/ });
      await user.click(buttons.at(-1)!);
      const dialog = screen.getByRole('dialog');
      await user.click(within(dialog).getAllByRole('button').at(-1)!);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'இந்தக் கிளையில் 2 வரவிருக்கும் முன்பதிவுகள் உள்ளன',
      );
    } finally {
      document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
    }
  });

  it('moves the focus to the first wrong field when Save is refused (Chairs 0)', async () => {
    const save = vi.fn();
    openBranches({ [`PATCH /api/admin/branches/${nugegoda._id}`]: save });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Nugegoda' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Nugegoda' });
    const chairs = within(dialog).getByLabelText(/^Chairs/);
    await user.clear(chairs);
    await user.type(chairs, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(m.chairsInvalid)).toBeInTheDocument();
    await waitFor(() => expect(chairs).toHaveFocus());
    expect(chairs).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it('adds a branch offering the services ticked, at an own price, and names a mistake before sending', async () => {
    const create = vi.fn<ApiHandler>(() =>
      jsonResponse(201, { status: 'success', message: m.branchCreated, data: { branch: nugegoda } }),
    );
    openBranches({ 'POST /api/admin/branches': create });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add branch' }));
    const dialog = screen.getByRole('dialog', { name: 'Add branch' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Kandy');
    await user.type(within(dialog).getByLabelText(/^Latitude/), '7.29');
    await user.click(within(dialog).getByRole('button', { name: 'Add branch' }));
    expect(await within(dialog).findByText(m.placeInvalid)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/^Longitude/), '80.63');
    await user.click(await within(dialog).findByLabelText('Colour'));
    await user.type(within(dialog).getByLabelText(/Own price here/), '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Add branch' }));
    await waitFor(() => expect(create).toHaveBeenCalledOnce());
    expect(create.mock.calls[0]?.[0].body).toMatchObject({
      name: 'Kandy',
      lat: 7.29,
      lng: 80.63,
      chairs: 2,
      services: [{ serviceId: cut._id, priceLkr: 2500 }],
    });
    expect(await screen.findByText('Branch added')).toBeInTheDocument();
  });

  it('makes each service a whole row to tap, 44 px high (issue 29: the 16 px box alone was the target)', async () => {
    openBranches();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add branch' }));
    const dialog = screen.getByRole('dialog', { name: 'Add branch' });
    const box = await within(dialog).findByRole('checkbox', { name: 'Colour' });
    const row = box.closest('label');
    expect(row).not.toBeNull();
    expect(row).toHaveClass('min-h-11', 'w-full');
    const before = (box as HTMLInputElement).checked;
    // A tap on the row, beside the box and its words, ticks it.
    await user.click(row!);
    expect((box as HTMLInputElement).checked).toBe(!before);
  });

  it("names the branch's services in the page's language, the owner's translated titles", async () => {
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    try {
      await loadCatalogue('si');
      openBranches();
      const [edit] = await screen.findAllByRole('button', { name: /Colombo 3/ });
      await userEvent.setup().click(edit!);
      const dialog = screen.getByRole('dialog');
      expect(await within(dialog).findByLabelText('කොණ්ඩය වර්ණ ගැන්වීම')).not.toBeChecked();
      expect(within(dialog).queryByLabelText('Colour')).toBeNull();
      // No Sinhala title given: the English one, checked as the branch offers it.
      expect(within(dialog).getByLabelText('Ladies Cut')).toBeChecked();
    } finally {
      document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
    }
  });
});
