import type { Branch } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bookingHandlers,
  callsTo,
  chooseDateAndFirstSlot,
  fillCard,
} from '../../../test/booking-flow-helpers.ts';
import { openBooking } from '../../../test/booking-flow-helpers.ts';
import { buildAppointment, buildCart, buildCartItem, cartAnswer } from '../../../test/booking-builders.ts';
import { jsonResponse } from '../../../test/fake-api.ts';

const hours = (open: string, close: string) => [null, ...Array.from({ length: 6 }, () => ({ open, close }))];
const colombo: Branch = {
  _id: 'b0000000-0000-4000-8000-000000000001',
  name: 'Colombo 3',
  address: 'No. 42, Galle Road, Colombo 03',
  mapUrl: null,
  phone: null,
  whatsapp: null,
  hours: hours('09:00', '19:00'),
  lat: 6.8995,
  lng: 79.8533,
};
const nugegoda: Branch = {
  ...colombo,
  _id: 'b0000000-0000-4000-8000-000000000002',
  name: 'Nugegoda',
  address: 'No. 118, High Level Road, Nugegoda',
  hours: hours('10:00', '20:00'),
  lat: 6.8649,
  lng: 79.8997,
};
const branchesAnswer = (branches: Branch[]) => () =>
  jsonResponse(200, { status: 'success', data: { branches } });

/** The booking page asks for the cart priced at the chosen branch: the salon's prices there unless told. */
const pricedAt = (...carts: Array<[Branch, ReturnType<typeof buildCart>]>) =>
  Object.fromEntries(
    carts.map(([branch, cart]) => [`GET /api/cart/get-cart?branchId=${branch._id}`, () => cartAnswer(cart)]),
  );
const salonCart = buildCart([buildCartItem()]);
const bothBranches = () => ({
  ...bookingHandlers(),
  'GET /api/branches': branchesAnswer([colombo, nugegoda]),
  ...pricedAt([colombo, salonCart], [nugegoda, salonCart]),
});

const bodiesOf = (fetchMock: Parameters<typeof callsTo>[0], path: string) =>
  callsTo(fetchMock, path).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('choosing a branch (docs/decisions/0045-branches.md)', () => {
  it('never shows with one branch, and asks without a branch', async () => {
    const { fetchMock } = await openBooking({
      ...bookingHandlers(),
      'GET /api/branches': branchesAnswer([colombo]),
    });
    await chooseDateAndFirstSlot(userEvent.setup());
    expect(screen.queryByRole('heading', { name: 'Choose a branch' })).not.toBeInTheDocument();
    for (const body of bodiesOf(fetchMock, '/api/appointments/check-availability'))
      expect(body).not.toHaveProperty('branchId');
  });

  it('shows the branches with address and hours, the main one chosen; the one picked is sent and remembered', async () => {
    const { fetchMock } = await openBooking(bothBranches());
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Choose a branch' });
    expect(within(group).getByRole('radio', { name: /Colombo 3/ })).toBeChecked();
    const card = within(group)
      .getByRole('radio', { name: /Nugegoda/ })
      .closest('label')!;
    expect(card).toHaveTextContent('No. 118, High Level Road, Nugegoda');
    expect(card).toHaveTextContent('Monday to Saturday, 10:00 am to 8:00 pm (closed on Sundays)');

    await user.click(within(group).getByRole('radio', { name: /Nugegoda/ }));
    expect(window.localStorage.getItem('salon-branch')).toBe(nugegoda._id);
    expect(document.cookie).toContain(`salon_branch=${nugegoda._id}`);
    await chooseDateAndFirstSlot(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/appointments/create-payment-intent')).toHaveLength(1),
    );
    expect(bodiesOf(fetchMock, '/api/appointments/create-payment-intent')[0]).toMatchObject({
      branchId: nugegoda._id,
    });
    expect(bodiesOf(fetchMock, '/api/appointments/check-availability').at(-1)).toMatchObject({
      branchId: nugegoda._id,
    });
    expect(callsTo(fetchMock, `/api/staff?branchId=${nugegoda._id}`).length).toBeGreaterThan(0);
  });

  it('sorts the nearest first when the customer allows their location, and says so when not', async () => {
    let allow = true;
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (found: PositionCallback, refused: PositionErrorCallback) =>
          allow
            ? found({ coords: { latitude: 6.848, longitude: 79.9265 } } as GeolocationPosition)
            : refused({ code: 1 } as GeolocationPositionError),
      },
    });
    await openBooking(bothBranches());
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Choose a branch' });
    const names = () =>
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value'));
    expect(names()).toEqual([colombo._id, nugegoda._id]);
    await user.click(screen.getByRole('button', { name: 'Nearest first' }));
    expect(names()).toEqual([nugegoda._id, colombo._id]);
    expect(screen.getByText('Sorted by distance from you.')).toBeInTheDocument();
    expect(within(group).getAllByText(/^\d+ km away$/)).toHaveLength(2);

    allow = false;
    await user.click(screen.getByRole('button', { name: 'Nearest first' }));
    expect(
      screen.getByText('Your location is not available, so the branches stay in the salon’s order.'),
    ).toBeInTheDocument();
  });

  it("shows the chosen branch's prices and fee, and the pay button asks that fee", async () => {
    // Nugegoda: the cut at LKR 4,000 (the catalogue's 3,500) and its own fee of LKR 1,500.
    const atNugegoda = buildCart([buildCartItem({ price: 4000 })], null, 1500);
    const { fetchMock } = await openBooking({
      ...bothBranches(),
      ...pricedAt([colombo, salonCart], [nugegoda, atNugegoda]),
    });
    const user = userEvent.setup();
    const summary = () => screen.getByRole('heading', { name: 'Service Summary' }).closest('section')!;
    expect(summary()).toHaveTextContent('LKR 3,500');
    const group = await screen.findByRole('group', { name: 'Choose a branch' });
    await user.click(within(group).getByRole('radio', { name: /Nugegoda/ }));
    await waitFor(() => expect(summary()).toHaveTextContent('LKR 4,000'));
    expect(summary()).toHaveTextContent('LKR 1,500');
    expect(summary()).not.toHaveTextContent('LKR 3,500');

    await chooseDateAndFirstSlot(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/appointments/create-payment-intent')).toHaveLength(1),
    );
    expect(bodiesOf(fetchMock, '/api/appointments/create-payment-intent')[0]).toMatchObject({
      branchId: nugegoda._id,
      totalAmount: 1500,
    });
  });

  it("sends a question about a Nugegoda booking to Nugegoda's WhatsApp, and a branch with none to the salon's", async () => {
    const withWhatsApp = { ...nugegoda, whatsapp: '+94 77 765 4321' };
    const booked = (branch: Branch) => () =>
      jsonResponse(201, {
        status: 'success',
        message: 'Appointment booked successfully!',
        data: {
          appointment: buildAppointment({
            paymentId: 'pi_sandbox_1',
            branch: { _id: branch._id, name: branch.name, address: branch.address },
          }),
        },
      });
    const chatNumber = async () => {
      const link = await screen.findByRole('link', { name: 'Chat on WhatsApp' });
      const href = new URL(link.getAttribute('href')!);
      return href.origin + href.pathname;
    };
    const payAt = async (branch: Branch) => {
      const user = userEvent.setup();
      const group = await screen.findByRole('group', { name: 'Choose a branch' });
      await user.click(within(group).getByRole('radio', { name: new RegExp(branch.name) }));
      await chooseDateAndFirstSlot(user);
      await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
      expect((await screen.findAllByText('Please enter your payment details')).length).toBeGreaterThan(0);
      await fillCard(user, '4242424242424242');
      await user.click(screen.getByRole('button', { name: /^Pay LKR/ }));
      await screen.findByRole('heading', { name: 'Payment Successful!' });
    };

    const first = await openBooking({
      ...bothBranches(),
      'GET /api/branches': branchesAnswer([colombo, withWhatsApp]),
      'POST /api/appointments/create': booked(withWhatsApp),
    });
    await payAt(withWhatsApp);
    expect(screen.getByText(/Salon Nugegoda Branch, No. 118, High Level Road, Nugegoda/)).toBeInTheDocument();
    expect(await chatNumber()).toBe('https://wa.me/94777654321');
    first.unmount();
    window.localStorage.clear();

    // Colombo 3 keeps no WhatsApp of its own: the salon's number (GET /api/config) answers.
    await openBooking({ ...bothBranches(), 'POST /api/appointments/create': booked(colombo) });
    await payAt(colombo);
    expect(await chatNumber()).toBe('https://wa.me/94771234567');
  });

  it('names the cart services the chosen branch does not offer, books days for the rest, and holds the pay button until they are removed', async () => {
    window.localStorage.setItem('salon-branch', nugegoda._id);
    const cut = buildCartItem({ price: 2000, offered: true });
    const bridal = buildCartItem({
      _id: 'c0000000-0000-4000-8000-000000000002',
      serviceId: 'a0000000-0000-4000-8000-000000000002',
      title: 'Bridal Makeup',
      price: 55000,
      offered: false,
    });
    // As the server answers at Nugegoda: both lines, the summary of the cut alone.
    let atNugegoda: ReturnType<typeof buildCart> = { ...buildCart([cut]), items: [cut, bridal] };
    const { fetchMock } = await openBooking({
      ...bothBranches(),
      [`GET /api/cart/get-cart?branchId=${nugegoda._id}`]: () => cartAnswer(atNugegoda),
      [`DELETE /api/cart/remove-cart-item/${bridal._id}`]: () => {
        atNugegoda = buildCart([cut]);
        return cartAnswer(atNugegoda);
      },
    });
    const notice = (await screen.findByText('Nugegoda does not offer these services in your cart:')).closest(
      'section',
    )!;
    expect(notice).toHaveAttribute('role', 'alert');
    expect(within(notice).getByRole('listitem')).toHaveTextContent('Bridal Makeup');
    const summary = screen.getByRole('heading', { name: 'Service Summary' }).closest('section')!;
    expect(summary).toHaveTextContent('LKR 2,000');
    expect(summary).not.toHaveTextContent('55,000');
    // The days are asked for what Nugegoda can book, and the branch can still be switched.
    for (const body of bodiesOf(fetchMock, '/api/appointments/bookable-days'))
      expect(body.services).toEqual([expect.objectContaining({ _id: cut.serviceId })]);
    expect(screen.getByRole('group', { name: 'Choose a branch' })).toBeInTheDocument();
    // Booking would be refused: the pay button waits, saying why beside it.
    const user = userEvent.setup();
    await chooseDateAndFirstSlot(user);
    const pay = screen.getByRole('button', { name: 'Proceed to Payment' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(
      'To book, remove the services Nugegoda does not offer, or choose another branch.',
    );

    await user.click(within(notice).getByRole('button', { name: 'Remove them from the cart' }));
    await waitFor(() => expect(screen.queryByText(/does not offer/)).not.toBeInTheDocument());
    expect(callsTo(fetchMock, `/api/cart/remove-cart-item/${bridal._id}`)).toHaveLength(1);
    expect(summary).toHaveTextContent('LKR 2,000');
    expect(pay).toBeEnabled();
    expect(pay).not.toHaveAccessibleDescription();
    expect(callsTo(fetchMock, '/api/appointments/create-payment-intent')).toHaveLength(0);
    await user.click(pay);
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/appointments/create-payment-intent')).toHaveLength(1),
    );
  });

  it("takes a visitor's services the branch does not offer out of this browser's cart", async () => {
    window.localStorage.setItem('salon-branch', nugegoda._id);
    const cut = buildCartItem({ price: 2000, offered: true });
    const bridal = buildCartItem({
      _id: 'c0000000-0000-4000-8000-000000000002',
      serviceId: 'a0000000-0000-4000-8000-000000000002',
      title: 'Bridal Makeup',
      price: 55000,
      offered: false,
    });
    window.localStorage.setItem(
      'salon.guestCart',
      JSON.stringify([
        { serviceId: cut.serviceId, quantity: 1 },
        { serviceId: bridal.serviceId, quantity: 1 },
      ]),
    );
    const { 'GET /api/auth/me': _me, ...shared } = bookingHandlers();
    window.localStorage.removeItem('token');
    await openBooking({
      ...shared,
      'GET /api/branches': branchesAnswer([colombo, nugegoda]),
      // Priced at Nugegoda as the server does: the bridal line marked while the browser keeps it.
      'POST /api/cart/guest-preview': ({ body }) => {
        const { items } = body as { items: Array<{ serviceId: string }> };
        const kept = items.some((line) => line.serviceId === bridal.serviceId);
        return cartAnswer(kept ? { ...buildCart([cut]), items: [cut, bridal] } : buildCart([cut]));
      },
    });
    await screen.findByText('Nugegoda does not offer these services in your cart:');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove them from the cart' }));
    await waitFor(() => expect(screen.queryByText(/does not offer/)).not.toBeInTheDocument());
    expect(JSON.parse(window.localStorage.getItem('salon.guestCart')!)).toEqual([
      { serviceId: cut.serviceId, quantity: 1 },
    ]);
  });
});
