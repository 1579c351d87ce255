import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_COOKIE } from '@salon/contracts';
import { describe, expect, it, vi } from 'vitest';
import { formatLongDate } from '../../../lib/format-time.ts';
import { loadCatalogue } from '../../../lib/language.ts';
import { adminHandlers } from '../../../test/admin-builders.ts';
import { buildBranch } from '../../../test/branch-builders.ts';
import { success } from '../../../test/catalogue-builders.ts';
import { errorAnswer, jsonResponse, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { publicConfig } from '../../../test/public-config.ts';
import { renderApp } from '../../../test/render-app.tsx';

const weekday = { open: '09:00', close: '19:00' };
const settings = {
  openingHours: [null, weekday, weekday, weekday, weekday, weekday, weekday],
  capacity: 2,
  slotStepMinutes: 30,
  bufferMinutes: 0,
  leadTimeMinutes: 60,
  horizonDays: 60,
};
const poyaDay = { from: '2026-12-04', to: '2026-12-04', reason: 'Poya day' };
/** A closure as listed: the whole salon's (docs/decisions/0045-branches.md). */
const wholeSalon = (closure: object) => ({ ...closure, branch: null });
const profile = {
  name: 'Salon',
  address: 'No. 42, Galle Road, Colombo 03',
  phone: '+94 11 234 5678',
  whatsapp: null,
  email: null,
  mapUrl: null,
};

function openSettings(handlers: Record<string, ApiHandler> = {}) {
  stubApi({
    ...adminHandlers(),
    // The answer still lists the closed dates; the PUT never sends them (closures have their own call).
    'GET /api/admin/settings': () => success({ settings: { ...settings, closedDates: ['2026-12-04'] } }),
    'GET /api/admin/closures': () => success({ closures: [wholeSalon(poyaDay)] }),
    'GET /api/admin/booking-rules': () =>
      success({ rules: { autoConfirm: false, feeDeductedAtSalon: false, bookingFeeLkr: 1000 } }),
    'GET /api/admin/salon-profile': () => success({ profile }),
    ...handlers,
  });
  renderApp('/admin/settings');
}

const section = (name: string) => screen.findByRole('region', { name });

describe('admin settings', () => {
  it('saves opening hours and the booking numbers as the contract wants them', async () => {
    const put = vi.fn((body: unknown) =>
      success({ settings: { ...(body as object), closedDates: ['2026-12-04'] } }),
    );
    openSettings({ 'PUT /api/admin/settings': ({ body }) => put(body) });
    const user = userEvent.setup();
    const hours = await section('Hours and booking numbers');
    await within(hours).findByLabelText('Monday opens');
    expect(within(hours).queryByLabelText('Sunday opens')).not.toBeInTheDocument();

    await user.click(within(hours).getByLabelText('Open on Sunday'));
    await user.clear(within(hours).getByLabelText('Sunday opens'));
    await user.type(within(hours).getByLabelText('Sunday opens'), '10:00');
    await user.clear(within(hours).getByLabelText('Sunday closes'));
    await user.type(within(hours).getByLabelText('Sunday closes'), '09:00');
    const chairs = within(hours).getByLabelText('Chairs');
    await user.clear(chairs);
    await user.type(chairs, '0');
    await user.click(within(hours).getByRole('button', { name: 'Save hours and numbers' }));
    expect(await within(hours).findByText('Closing time must be after opening time')).toBeInTheDocument();
    expect(within(hours).getByText('Capacity must be between 1 and 50')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    await user.clear(within(hours).getByLabelText('Sunday closes'));
    await user.type(within(hours).getByLabelText('Sunday closes'), '16:00');
    await user.clear(chairs);
    await user.type(chairs, '3');
    await user.click(within(hours).getByRole('button', { name: 'Save hours and numbers' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]?.[0]).toEqual({
      ...settings,
      openingHours: [{ open: '10:00', close: '16:00' }, ...settings.openingHours.slice(1)],
      capacity: 3,
    });
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  });

  it('adds a one-day closure with its reason, refuses a backwards range, and removes one', async () => {
    // The server keeps what it was last given, as the real one does.
    let stored: object[] = [poyaDay];
    const put = vi.fn((body: { closures: object[] }) => {
      stored = body.closures;
      return success({ closures: stored.map(wholeSalon) });
    });
    openSettings({
      'GET /api/admin/closures': () => success({ closures: stored.map(wholeSalon) }),
      'PUT /api/admin/closures': ({ body }) => put(body as { closures: object[] }),
    });
    const user = userEvent.setup();
    const closures = await section('Closures');
    expect(await within(closures).findByText('December 4, 2026')).toBeInTheDocument();
    // One branch: no choice of where, and the list names no place.
    expect(within(closures).queryByLabelText('Branch')).not.toBeInTheDocument();
    expect(within(closures).queryByText(/Whole salon/)).not.toBeInTheDocument();

    await user.type(within(closures).getByLabelText(/Closed from/), '2026-12-25');
    await user.type(within(closures).getByLabelText(/Until/), '2026-12-20');
    await user.click(within(closures).getByRole('button', { name: 'Add closure' }));
    expect(await within(closures).findByText('A closure ends on or after its first day')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    await user.clear(within(closures).getByLabelText(/Until/));
    await user.type(within(closures).getByLabelText(/Reason/), 'Christmas');
    await user.click(within(closures).getByRole('button', { name: 'Add closure' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put.mock.calls[0]?.[0]).toEqual({
      closures: [poyaDay, { from: '2026-12-25', to: '2026-12-25', reason: 'Christmas' }],
    });
    expect(await within(closures).findByText('December 25, 2026')).toBeInTheDocument();

    await user.click(within(closures).getByRole('button', { name: 'Remove the closure December 4, 2026' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
    expect(put.mock.calls[1]?.[0]).toEqual({
      closures: [{ from: '2026-12-25', to: '2026-12-25', reason: 'Christmas' }],
    });
  });

  it('adds to the list as the server has it now, keeping a closure added elsewhere meanwhile', async () => {
    const addedElsewhere = { from: '2026-12-10', to: '2026-12-11', reason: 'Staff training' };
    let reads = 0;
    const put = vi.fn((body: { closures: object[] }) => success({ closures: body.closures.map(wholeSalon) }));
    openSettings({
      'GET /api/admin/closures': () =>
        success({
          closures: (++reads === 1 ? [poyaDay] : [poyaDay, addedElsewhere]).map(wholeSalon),
        }),
      'PUT /api/admin/closures': ({ body }) => put(body as { closures: object[] }),
    });
    const user = userEvent.setup();
    const closures = await section('Closures');
    await within(closures).findByText('December 4, 2026');
    await user.type(within(closures).getByLabelText(/Closed from/), '2026-12-25');
    await user.click(within(closures).getByRole('button', { name: 'Add closure' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put.mock.calls[0]?.[0].closures).toEqual([
      poyaDay,
      addedElsewhere,
      { from: '2026-12-25', to: '2026-12-25', reason: '' },
    ]);
  });

  it("with two branches, says the hours and chairs are the main branch's, links to Branches, and offers no branch switcher", async () => {
    window.localStorage.setItem('salon-admin-branch', 'b-nugegoda');
    openSettings({
      'GET /api/branches': () =>
        success({ branches: [buildBranch('b-colombo', 'Colombo 3'), buildBranch('b-nugegoda', 'Nugegoda')] }),
    });
    const hours = await section('Hours and booking numbers');
    expect(
      await within(hours).findByText(/These opening hours and chairs are the main branch's: Colombo 3\./),
    ).toBeInTheDocument();
    expect(within(hours).getByRole('link', { name: 'Branches page' })).toHaveAttribute(
      'href',
      '/admin/branches',
    );
    await within(hours).findByLabelText('Chairs');
    // Settings are the salon's: a branch chosen elsewhere changes nothing here, so none is offered.
    // (The closures' own Branch field stays: a closure may be one branch's.)
    const branchFields = screen.queryAllByRole('combobox', { name: 'Branch' });
    const closures = await section('Closures');
    expect(branchFields.filter((field) => !closures.contains(field))).toEqual([]);
    window.localStorage.clear();
  });

  it('with one branch, names no main branch', async () => {
    openSettings({
      'GET /api/branches': () => success({ branches: [buildBranch('b-colombo', 'Colombo 3')] }),
    });
    const hours = await section('Hours and booking numbers');
    await within(hours).findByLabelText('Chairs');
    expect(within(hours).queryByText(/main branch/)).not.toBeInTheDocument();
  });

  it("with two branches, adds a closure of one branch to that branch's list alone and names each closure's place", async () => {
    const colombo = buildBranch('b-colombo', 'Colombo 3');
    const nugegoda = buildBranch('b-nugegoda', 'Nugegoda');
    const atNugegoda = { _id: nugegoda._id, name: 'Nugegoda' };
    const painting = { from: '2026-12-10', to: '2026-12-10', reason: 'Painting' };
    let salonList: object[] = [poyaDay];
    let nugegodaList: object[] = [painting];
    const listed = () => [
      ...salonList.map(wholeSalon),
      ...nugegodaList.map((closure) => ({ ...closure, branch: atNugegoda })),
    ];
    const put = vi.fn((body: { branchId?: string; closures: object[] }) => {
      if (body.branchId === nugegoda._id) nugegodaList = body.closures;
      else salonList = body.closures;
      return success({ closures: listed() });
    });
    openSettings({
      'GET /api/branches': () => success({ branches: [colombo, nugegoda] }),
      'GET /api/admin/closures': () => success({ closures: listed() }),
      'PUT /api/admin/closures': ({ body }) => put(body as { closures: object[] }),
    });
    const user = userEvent.setup();
    const closures = await section('Closures');
    expect(
      await within(closures).findByRole('button', {
        name: 'Remove the closure December 4, 2026 at Whole salon',
      }),
    ).toBeInTheDocument();
    expect(
      within(closures).getByRole('button', { name: 'Remove the closure December 10, 2026 at Nugegoda' }),
    ).toBeInTheDocument();
    const where = within(closures).getByLabelText('Branch');
    expect(where).toHaveDisplayValue('Whole salon (every branch)');
    expect(
      within(where)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Whole salon (every branch)', 'Colombo 3', 'Nugegoda']);

    await user.selectOptions(where, 'Nugegoda');
    await user.type(within(closures).getByLabelText(/Closed from/), '2026-12-25');
    await user.type(within(closures).getByLabelText(/Reason/), 'Stocktake');
    await user.click(within(closures).getByRole('button', { name: 'Add closure' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    // Nugegoda's own list only: the whole salon's Poya day is not sent, nor turned into Nugegoda's.
    expect(put.mock.calls[0]?.[0]).toEqual({
      branchId: nugegoda._id,
      closures: [painting, { from: '2026-12-25', to: '2026-12-25', reason: 'Stocktake' }],
    });
    expect(
      await within(closures).findByRole('button', {
        name: 'Remove the closure December 25, 2026 at Nugegoda',
      }),
    ).toBeInTheDocument();

    await user.click(
      within(closures).getByRole('button', { name: 'Remove the closure December 4, 2026 at Whole salon' }),
    );
    await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
    expect(put.mock.calls[1]?.[0]).toEqual({ closures: [] });
  });

  it('lists the bookings a closure would strand, and cancels them only when the owner says so', async () => {
    const booking = (id: string, startTime: string, name: string) => ({
      _id: id,
      reference: `SAL-${id}`,
      date: '2026-12-25',
      startTime,
      endTime: '11:00',
      status: 'confirmed',
      customerName: name,
      customerPhone: '0771234567',
      services: ['Haircut x 1'],
    });
    const seen = booking('A1', '10:00', 'Nimali Perera');
    const meanwhile = booking('B2', '10:30', 'Kasun Silva');
    let stranded = [seen];
    const put = vi.fn((body: { closures: object[]; cancelBookings?: string[] }) => {
      const ids = new Set(body.cancelBookings ?? []);
      if (stranded.some((b) => !ids.has(b._id)))
        return errorAnswer('CLOSURE_HAS_BOOKINGS', 'Bookings fall on the days this closure shuts', {
          details: { bookings: stranded },
        });
      return success({ closures: body.closures.map(wholeSalon), cancelledBookings: stranded.length });
    });
    openSettings({ 'PUT /api/admin/closures': ({ body }) => put(body as never) });
    const user = userEvent.setup();
    const closures = await section('Closures');
    await within(closures).findByText('December 4, 2026');
    await user.type(within(closures).getByLabelText(/Closed from/), '2026-12-25');
    await user.click(within(closures).getByRole('button', { name: 'Add closure' }));

    const panel = await within(closures).findByRole('alert');
    expect(within(panel).getByText('One booking falls on these days')).toBeInTheDocument();
    expect(
      within(panel).getByText(/December 25, 2026, 10:00 AM - 11:00 AM · Nimali Perera/),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/Haircut x 1 · SAL-A1/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Call Nimali Perera on 0771234567' })).toHaveAttribute(
      'href',
      'tel:0771234567',
    );
    expect(within(panel).getByRole('link', { name: 'Open SAL-A1 to move it' })).toHaveAttribute(
      'href',
      '/admin/appointments?search=SAL-A1',
    );
    expect(put).toHaveBeenCalledTimes(1);
    expect(put.mock.calls[0]?.[0].cancelBookings).toBeUndefined();

    // A customer books the day while the owner reads: the cancel is refused and the list grows.
    stranded = [seen, meanwhile];
    await user.click(within(panel).getByRole('button', { name: 'Cancel these bookings and close' }));
    expect(await within(closures).findByText('2 bookings fall on these days')).toBeInTheDocument();
    expect(put.mock.calls[1]?.[0].cancelBookings).toEqual(['A1']);
    expect(within(closures).queryByText('December 25, 2026')).not.toBeInTheDocument();

    await user.click(within(closures).getByRole('button', { name: 'Cancel these bookings and close' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(3));
    expect(put.mock.calls[2]?.[0]).toEqual({
      closures: [poyaDay, { from: '2026-12-25', to: '2026-12-25', reason: '' }],
      cancelBookings: ['A1', 'B2'],
    });
    await waitFor(() => expect(within(closures).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('keeps the days open when the owner chooses to move the bookings first', async () => {
    const put = vi.fn(() =>
      errorAnswer('CLOSURE_HAS_BOOKINGS', 'Bookings fall on the days this closure shuts', {
        details: {
          bookings: [
            {
              _id: 'A1',
              reference: 'SAL-A1',
              date: '2026-12-25',
              startTime: '10:00',
              endTime: '11:00',
              status: 'pending',
              customerName: 'Nimali Perera',
              customerPhone: null,
              services: ['Haircut x 1'],
            },
          ],
        },
      }),
    );
    openSettings({ 'PUT /api/admin/closures': put });
    const user = userEvent.setup();
    const closures = await section('Closures');
    await within(closures).findByText('December 4, 2026');
    await user.type(within(closures).getByLabelText(/Closed from/), '2026-12-25');
    await user.click(within(closures).getByRole('button', { name: 'Add closure' }));
    const panel = await within(closures).findByRole('alert');
    expect(within(panel).queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Keep the days open' }));
    expect(within(closures).queryByRole('alert')).not.toBeInTheDocument();
    expect(put).toHaveBeenCalledTimes(1);
    expect(within(closures).queryByText('December 25, 2026')).not.toBeInTheDocument();
  });

  it('shows the closures in Sinhala, with the dates in Sinhala', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    try {
      await loadCatalogue('si');
      openSettings();
      const closures = await screen.findByRole('region', { name: 'වසා තබන දින' });
      expect(await within(closures).findByText(formatLongDate('2026-12-04', 'si'))).toBeInTheDocument();
      expect(formatLongDate('2026-12-04', 'si')).not.toBe('2026-12-04');
      expect(within(closures).getByRole('button', { name: 'වසා තබන දිනයක් එක් කරන්න' })).toBeInTheDocument();
      expect(within(closures).getByLabelText(/වසා තබන්නේ සිට/)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'සැකසුම්' })).toBeInTheDocument();
    } finally {
      document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
    }
  });

  it('switches automatic confirmation on', async () => {
    const put = vi.fn((body: object) =>
      success({ rules: { autoConfirm: false, feeDeductedAtSalon: false, bookingFeeLkr: 1000, ...body } }),
    );
    openSettings({ 'PUT /api/admin/booking-rules': ({ body }) => put(body as object) });
    const rules = await section('Booking rules');
    await userEvent.click(await within(rules).findByLabelText('Confirm paid bookings automatically'));
    await waitFor(() => expect(put).toHaveBeenCalledWith({ autoConfirm: true }));
    expect(await screen.findByText('Booking rules saved')).toBeInTheDocument();
    expect(within(rules).getByLabelText('Confirm paid bookings automatically')).toBeChecked();
  });

  it('deducts the booking fee from the bill at the salon, leaving automatic confirmation alone', async () => {
    const put = vi.fn((body: object) =>
      success({ rules: { autoConfirm: false, feeDeductedAtSalon: false, bookingFeeLkr: 1000, ...body } }),
    );
    openSettings({ 'PUT /api/admin/booking-rules': ({ body }) => put(body as object) });
    const rules = await section('Booking rules');
    const deduct = await within(rules).findByLabelText('Deduct the booking fee from the bill at the salon');
    expect(deduct).not.toBeChecked();
    await userEvent.click(deduct);
    await waitFor(() => expect(put).toHaveBeenCalledWith({ feeDeductedAtSalon: true }));
    expect(await screen.findByText('Booking rules saved')).toBeInTheDocument();
    expect(within(rules).getByLabelText('Deduct the booking fee from the bill at the salon')).toBeChecked();
    expect(within(rules).getByLabelText('Confirm paid bookings automatically')).not.toBeChecked();
  });

  it('sets the booking fee, refusing one out of range before asking the server', async () => {
    const put = vi.fn((body: object) =>
      success({ rules: { autoConfirm: false, feeDeductedAtSalon: false, bookingFeeLkr: 1000, ...body } }),
    );
    openSettings({ 'PUT /api/admin/booking-rules': ({ body }) => put(body as object) });
    const user = userEvent.setup();
    const rules = await section('Booking rules');
    const fee = await within(rules).findByLabelText('Booking fee (LKR)');
    expect(fee).toHaveValue('1000');
    const saveFee = within(rules).getByRole('button', { name: 'Save booking fee' });

    for (const typed of ['150', '50001', '1500.50', 'abc']) {
      await user.clear(fee);
      await user.type(fee, typed);
      await user.click(saveFee);
      expect(
        await within(rules).findByText(
          'The booking fee must be a whole number of rupees from LKR 200 to LKR 50,000',
        ),
      ).toBeInTheDocument();
    }
    expect(put).not.toHaveBeenCalled();

    await user.clear(fee);
    await user.type(fee, '1500');
    await user.click(saveFee);
    await waitFor(() => expect(put).toHaveBeenCalledWith({ bookingFeeLkr: 1500 }));
    expect(await screen.findByText('Booking rules saved')).toBeInTheDocument();
    expect(within(rules).getByLabelText('Booking fee (LKR)')).toHaveValue('1500');
    expect(
      within(rules).queryByText(
        'The booking fee must be a whole number of rupees from LKR 200 to LKR 50,000',
      ),
    ).not.toBeInTheDocument();
  });

  it('labels the booking fee field and its refusal in Sinhala for an owner who chose it', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    try {
      await loadCatalogue('si');
      openSettings();
      const user = userEvent.setup();
      const fee = await screen.findByLabelText('වෙන්කිරීමේ ගාස්තුව (රු.)');
      await user.clear(fee);
      await user.type(fee, '100');
      await user.click(screen.getByRole('button', { name: 'වෙන්කිරීමේ ගාස්තුව සුරකින්න' }));
      expect(
        await screen.findByText('වෙන්කිරීමේ ගාස්තුව රු. 200 සිට රු. 50,000 දක්වා වූ සම්පූර්ණ රුපියල් ගණනක් විය යුතුය'),
      ).toBeInTheDocument();
    } finally {
      document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
    }
  });

  it('shows the server’s refusal of a fee under the field', async () => {
    openSettings({
      'PUT /api/admin/booking-rules': () =>
        errorAnswer(
          'VALIDATION_FAILED',
          'The booking fee must be a whole number of rupees from LKR 200 to LKR 50,000',
        ),
    });
    const user = userEvent.setup();
    const rules = await section('Booking rules');
    const fee = await within(rules).findByLabelText('Booking fee (LKR)');
    await user.clear(fee);
    await user.type(fee, '2000');
    await user.click(within(rules).getByRole('button', { name: 'Save booking fee' }));
    expect(
      await within(rules).findByText(
        'The booking fee must be a whole number of rupees from LKR 200 to LKR 50,000',
      ),
    ).toBeInTheDocument();
  });

  it('saves the salon details, blank ones as null, after checking the e-mail', async () => {
    const put = vi.fn((body: unknown) => success({ profile: body }));
    openSettings({ 'PUT /api/admin/salon-profile': ({ body }) => put(body) });
    const user = userEvent.setup();
    const details = await section('Salon details');
    const name = await within(details).findByLabelText(/Salon name/);
    await user.clear(name);
    await user.type(name, 'Glow Studio');
    await user.clear(within(details).getByLabelText(/Phone/));
    await user.type(within(details).getByLabelText(/E-mail/), 'not-an-address');
    await user.click(within(details).getByRole('button', { name: 'Save salon details' }));
    expect(await within(details).findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    await user.clear(within(details).getByLabelText(/E-mail/));
    await user.type(within(details).getByLabelText(/E-mail/), 'hello@glow.lk');
    await user.click(within(details).getByRole('button', { name: 'Save salon details' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]?.[0]).toEqual({
      ...profile,
      name: 'Glow Studio',
      phone: null,
      email: 'hello@glow.lk',
    });
    expect(await screen.findByText('Salon details saved')).toBeInTheDocument();
  });

  it('shows a failed section with a retry while the others work', async () => {
    openSettings({ 'GET /api/admin/closures': () => errorAnswer('INTERNAL') });
    const closures = await section('Closures');
    expect(await within(closures).findByRole('alert')).toHaveTextContent('Failed to load closures');
    expect(await within(await section('Salon details')).findByLabelText(/Salon name/)).toHaveValue('Salon');
  });
});

describe('saving the hours reaches the public pages (docs/architecture.md#availability)', () => {
  it('shows the new hours in About once the owner opens Sundays, without a reload', async () => {
    // The server keeps what it was last given, and GET /api/config reads it, as the real one does.
    let stored = settings;
    stubApi({
      ...adminHandlers(),
      'GET /api/config': () =>
        jsonResponse(200, { status: 'success', data: publicConfig({ openingHours: stored.openingHours }) }),
      'GET /api/admin/settings': () => success({ settings: { ...stored, closedDates: [] } }),
      'GET /api/admin/closures': () => success({ closures: [] }),
      'GET /api/admin/booking-rules': () =>
        success({ rules: { autoConfirm: false, feeDeductedAtSalon: false, bookingFeeLkr: 1000 } }),
      'GET /api/admin/salon-profile': () => success({ profile }),
      'PUT /api/admin/settings': ({ body }) => {
        stored = body as typeof settings;
        return success({ settings: { ...stored, closedDates: [] } });
      },
    });
    const { router } = renderApp('/');
    const about = () => document.getElementById('about')?.textContent ?? '';
    await waitFor(() => expect(about()).toContain('(closed on Sundays)'));

    router.navigate('/admin/settings');
    const user = userEvent.setup();
    const hours = await section('Hours and booking numbers');
    await user.click(await within(hours).findByLabelText('Open on Sunday'));
    await user.clear(within(hours).getByLabelText('Sunday opens'));
    await user.type(within(hours).getByLabelText('Sunday opens'), '10:00');
    await user.clear(within(hours).getByLabelText('Sunday closes'));
    await user.type(within(hours).getByLabelText('Sunday closes'), '16:00');
    await user.click(within(hours).getByRole('button', { name: 'Save hours and numbers' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();

    router.navigate('/');
    await waitFor(() => expect(about()).toContain('Sunday, 10:00 am to 4:00 pm'));
    expect(about()).not.toContain('closed on Sundays');
  });
});
