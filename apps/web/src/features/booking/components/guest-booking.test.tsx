import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCart, buildCartItem, cartAnswer } from '../../../test/booking-builders.ts';
import {
  bookableDate,
  bookingHandlers,
  callsTo,
  chooseCalendarDate,
  dayButton,
  openBooking,
} from '../../../test/booking-flow-helpers.ts';
import { buildUser, jsonResponse } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';

const item = buildCartItem();
const cart = buildCart([item]);

/** The booking page's server for a visitor: no session, the browser's cart priced by the server. */
function visitorHandlers(): Record<string, ApiHandler> {
  const { 'GET /api/auth/me': _me, 'GET /api/cart/get-cart': _cart, ...shared } = bookingHandlers(cart);
  window.localStorage.removeItem('token');
  let added = false;
  return {
    ...shared,
    'POST /api/cart/guest-preview': () => cartAnswer({ ...cart, _id: 'guest' }),
    'POST /api/auth/login': () =>
      jsonResponse(200, { status: 'success', token: 'fresh-token', data: { user: buildUser() } }),
    'GET /api/auth/me': () => jsonResponse(200, { status: 'success', data: { user: buildUser() } }),
    'POST /api/cart/add-cart': () => {
      added = true;
      return cartAnswer(cart);
    },
    // Before the merge the account's cart is empty; the add above fills it.
    'GET /api/cart/get-cart': () => cartAnswer(added ? cart : buildCart([])),
  };
}

describe('a visitor on the booking page (docs/product.md#2.10)', () => {
  it('sees free times without an account and is asked for one only at payment', async () => {
    // The visitor's Book Now kept it in this browser (features/cart/lib/guest-cart.ts).
    window.localStorage.setItem(
      'salon.guestCart',
      JSON.stringify([{ serviceId: item.serviceId, quantity: 1 }]),
    );
    const { fetchMock, router } = await openBooking(visitorHandlers());
    const user = userEvent.setup();
    const date = bookableDate();
    await chooseCalendarDate(user, date);
    await user.click(await screen.findByRole('radio', { name: '2:30 PM' }));
    await user.type(screen.getByLabelText('Notes for the salon'), 'Patch test done');
    expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/appointments/create-payment-intent')).toHaveLength(0);
    const preview = JSON.parse(String(callsTo(fetchMock, '/api/cart/guest-preview')[0]![1]?.body));
    expect(preview).toEqual({ items: [{ serviceId: item.serviceId, quantity: 1 }] });

    await user.click(screen.getByRole('button', { name: 'Sign in to pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.type(screen.getByLabelText('Email'), 'nimali@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // Back on the booking page with the same choices, the browser's cart now in the account.
    await waitFor(() => expect(router.state.location.pathname).toBe('/book-appointment'));
    expect(await screen.findByRole('radio', { name: '2:30 PM', checked: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Notes for the salon')).toHaveValue('Patch test done');
    expect((await dayButton(date)).closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Proceed to Payment' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/cart/add-cart')).toHaveLength(1);
    expect(window.localStorage.getItem('salon.guestCart')).toBeNull();
  });

  it('with nothing chosen in this browser asks the visitor to sign in, as before', async () => {
    const { router } = await openBooking(visitorHandlers(), { waitForForm: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
