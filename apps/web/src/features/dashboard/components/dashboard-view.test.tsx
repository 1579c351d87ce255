import { LANGUAGE_COOKIE } from '@salon/contracts';
import type { Appointment, Cart } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { buildAppointment, buildCart, buildCartItem, cartAnswer } from '../../../test/booking-builders.ts';
import { bookingHandlers, callsTo } from '../../../test/booking-flow-helpers.ts';
import {
  buildUser,
  errorAnswer,
  jsonResponse,
  pendingResponse,
  signedInHandlers,
  stubApi,
} from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const HOUR = 60 * 60 * 1000;
/** A visit starting `hours` from now (negative: already past). */
const startingIn = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const listAnswer = (appointments: Appointment[]) =>
  jsonResponse(200, { status: 'success', data: { appointments } });

const COLOUR = 'a0000000-0000-4000-8000-0000000000c1';
const MANICURE = 'a0000000-0000-4000-8000-0000000000c2';

/** A past visit: a colour and two manicures, twelve days ago. */
const pastVisit = buildAppointment({
  _id: 'past-visit-1',
  appointmentId: 'APT-PAST-1',
  status: 'completed',
  date: '2026-01-10',
  startsAt: startingIn(-24 * 12),
  services: [
    { service: { _id: COLOUR, title: 'Root Colour', price: 6000, averageTime: 90 }, quantity: 1 },
    { service: { _id: MANICURE, title: 'Classic Manicure', price: 2000, averageTime: 30 }, quantity: 2 },
  ],
});

const nextVisit = buildAppointment({
  _id: 'next-visit-1',
  appointmentId: 'APT-NEXT-1',
  status: 'confirmed',
  startsAt: startingIn(24 * 6),
});

function openDashboard(handlers: Record<string, ApiHandler>) {
  const fetchMock = stubApi({ ...signedInHandlers(buildUser()), ...handlers });
  const rendered = renderApp('/dashboard');
  return { fetchMock, ...rendered };
}

const greeting = () => screen.findByRole('heading', { name: 'Hello, Nimali Perera', level: 1 });

describe("the customer's dashboard (docs/product.md#2.1)", () => {
  it('greets by name and shows the next visits with their actions, Book again and the way to book', async () => {
    openDashboard({
      'GET /api/appointments/my-appointments': () =>
        listAnswer([
          pastVisit,
          nextVisit,
          buildAppointment({
            _id: 'gone',
            appointmentId: 'APT-CANCELLED',
            status: 'cancelled',
            startsAt: startingIn(48),
          }),
        ]),
    });
    await greeting();
    expect(screen.getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: 'See Special Offers' })).toHaveAttribute(
      'href',
      '/special-offers',
    );

    const next = await screen.findByRole('region', { name: 'Your next visits' });
    const card = await within(next).findByRole('article', { name: /APT-NEXT-1/ });
    expect(within(card).getByText('confirmed')).toBeInTheDocument();
    expect(within(card).getByText('Hair Cut & Style x 1')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel Appointment' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Add to calendar/ })).toBeInTheDocument();
    // A cancelled visit is no visit to prepare for; My Appointments still lists it.
    expect(within(next).queryByRole('article', { name: /APT-CANCELLED/ })).not.toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'See all appointments' })).toHaveAttribute(
      'href',
      '/profile/appointments',
    );

    const again = screen.getByRole('region', { name: 'Book again' });
    expect(within(again).getByText('Root Colour x 1, Classic Manicure x 2')).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Book again' })).toHaveAccessibleDescription(
      /Root Colour x 1, Classic Manicure x 2/,
    );
  });

  it('asks before cancelling a next visit, as My Appointments does', async () => {
    const { fetchMock } = openDashboard({
      'GET /api/appointments/my-appointments': () => listAnswer([nextVisit]),
      'PATCH /api/appointments/next-visit-1/cancel': () =>
        jsonResponse(200, {
          status: 'success',
          data: {
            appointment: { ...nextVisit, status: 'cancelled' },
            refund: { refunded: true, amountLkr: 1000 },
          },
        }),
    });
    await greeting();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => String(path).includes('/cancel'))).toBe(false);
  });

  it('says there are no visits yet and still offers to book', async () => {
    openDashboard({ 'GET /api/appointments/my-appointments': () => listAnswer([]) });
    await greeting();
    expect(await screen.findByText('No visits yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute('href', '/services');
    expect(screen.queryByRole('region', { name: 'Book again' })).not.toBeInTheDocument();
  });

  it('shows that the visits are loading', async () => {
    openDashboard({ 'GET /api/appointments/my-appointments': () => pendingResponse() });
    await greeting();
    expect(await screen.findByText('Loading your visits...')).toBeInTheDocument();
  });

  it('shows a failure with Try Again that loads the visits', async () => {
    let fail = true;
    openDashboard({
      'GET /api/appointments/my-appointments': () =>
        fail ? errorAnswer('INTERNAL', 'Database unavailable') : listAnswer([nextVisit]),
    });
    await greeting();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load appointments')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: /APT-NEXT-1/ })).toBeInTheDocument();
  });

  it('Book again puts the same services in an empty cart, in their quantities, and opens booking', async () => {
    let cart: Cart = buildCart([]);
    const colourItem = buildCartItem({ _id: 'ci-colour', serviceId: COLOUR, title: 'Root Colour' });
    const manicureItem = buildCartItem({
      _id: 'ci-manicure',
      serviceId: MANICURE,
      title: 'Classic Manicure',
    });
    const { fetchMock, router } = openDashboard({
      ...bookingHandlers(),
      'GET /api/appointments/my-appointments': () => listAnswer([pastVisit]),
      'GET /api/cart/get-cart': () => cartAnswer(cart),
      'POST /api/cart/add-cart': ({ body }) => {
        const { serviceId } = body as { serviceId: string };
        cart = buildCart([...cart.items, serviceId === COLOUR ? colourItem : manicureItem]);
        return cartAnswer(cart);
      },
      'PUT /api/cart/update-quantity/ci-manicure': () => {
        cart = buildCart([colourItem, { ...manicureItem, quantity: 2 }]);
        return cartAnswer(cart);
      },
    });
    await greeting();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Book again' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/book-appointment'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/cart/clear-cart')).toHaveLength(0);
    expect(
      callsTo(fetchMock, '/api/cart/add-cart').map(([, init]) => JSON.parse(String(init?.body))),
    ).toEqual([{ serviceId: COLOUR }, { serviceId: MANICURE }]);
    const quantity = callsTo(fetchMock, '/api/cart/update-quantity/ci-manicure');
    expect(JSON.parse(String(quantity[0]![1]?.body))).toEqual({ quantity: 2 });
  });

  it('Book again asks before replacing a cart that holds other services, and leaves it when told no', async () => {
    const held = buildCart([buildCartItem({ title: 'Gel Nails' })]);
    const { fetchMock, router } = openDashboard({
      'GET /api/appointments/my-appointments': () => listAnswer([pastVisit]),
      'GET /api/cart/get-cart': () => cartAnswer(held),
    });
    await greeting();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Book again' }));

    const dialog = await screen.findByRole('dialog', { name: 'Replace your cart?' });
    expect(dialog).toHaveTextContent(
      'Booking this visit again puts its services in your cart in place of Gel Nails. Continue?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/api/cart/clear-cart')).toHaveLength(0);
    expect(callsTo(fetchMock, '/api/cart/add-cart')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("Book again empties the cart once agreed, and names the server's reason when a service is gone", async () => {
    const { fetchMock, router } = openDashboard({
      'GET /api/appointments/my-appointments': () => listAnswer([pastVisit]),
      'GET /api/cart/get-cart': () => cartAnswer(buildCart([buildCartItem({ title: 'Gel Nails' })])),
      'DELETE /api/cart/clear-cart': () => cartAnswer(buildCart([])),
      'POST /api/cart/add-cart': () => errorAnswer('NOT_FOUND', 'Service not found'),
    });
    await greeting();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Book again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your cart?' });
    await user.click(within(dialog).getByRole('button', { name: 'Replace cart' }));

    expect(await screen.findByText('Service not found')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/cart/clear-cart')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('reads in Sinhala to a customer who chose Sinhala', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    await loadCatalogue('si');
    try {
      openDashboard({ 'GET /api/appointments/my-appointments': () => listAnswer([pastVisit]) });
      expect(
        await screen.findByRole('heading', { name: 'ආයුබෝවන්, Nimali Perera', level: 1 }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'නැවත වෙන්කරන්න' })).toBeInTheDocument();
      expect(screen.queryByText('Book again')).not.toBeInTheDocument();
    } finally {
      document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
    }
  });
});
