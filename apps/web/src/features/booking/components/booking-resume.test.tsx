import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { weekdayOf } from '@salon/domain';
import { addDays, format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  buildCart,
  buildCartItem,
  buildStaffMember,
  cartAnswer,
  staffAnswer,
} from '../../../test/booking-builders.ts';
import {
  bookableDate,
  bookingHandlers,
  callsTo,
  chooseCalendarDate,
  dayButton,
  intentAnswer,
  openBooking,
} from '../../../test/booking-flow-helpers.ts';
import { buildUser, errorAnswer, jsonResponse } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';

/** A bookable day after the one the page shows first, so a restored choice is told from the default. */
function laterBookableDate(): string {
  for (let days = 1; ; days++) {
    const date = format(addDays(parseISO(bookableDate()), days), 'yyyy-MM-dd');
    if (weekdayOf(date) !== 0) return date;
  }
}

/** The server of the booking page whose first payment setup finds the session gone. */
function expiringHandlers(overrides: Record<string, ApiHandler> = {}): Record<string, ApiHandler> {
  let setups = 0;
  return {
    ...bookingHandlers(),
    'POST /api/appointments/create-payment-intent': () =>
      ++setups === 1 ? errorAnswer('UNAUTHORIZED', 'Please log in to continue') : intentAnswer(),
    'POST /api/auth/login': () =>
      jsonResponse(200, { status: 'success', token: 'fresh-token', data: { user: buildUser() } }),
    ...overrides,
  };
}

async function chooseAndExpire(date: string, stylist?: string) {
  const user = userEvent.setup();
  if (stylist) await user.click(await screen.findByRole('radio', { name: new RegExp(stylist) }));
  await chooseCalendarDate(user, date);
  await user.click(await screen.findByRole('radio', { name: '2:30 PM' }));
  await user.type(screen.getByLabelText('Notes for the salon'), 'Patch test done');
  await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  // docs/product.md#8.1: the toast, then the sign-in page.
  expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  return user;
}

async function signInAgain(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'nimali@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('a checkout interrupted by an expired session (docs/product.md#2.10)', () => {
  it('comes back after signing in with the chosen stylist, date, time and note, and sets up that payment', async () => {
    const date = laterBookableDate();
    const stylist = buildStaffMember({ name: 'Dilani Fernando' });
    const { fetchMock, router } = await openBooking(
      expiringHandlers({ 'GET /api/staff': () => staffAnswer([stylist]) }),
    );
    const user = await chooseAndExpire(date, 'Dilani Fernando');
    expect(router.state.location.pathname).toBe('/login');

    await signInAgain(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/book-appointment'));
    expect(await screen.findByRole('radio', { name: '2:30 PM', checked: true })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Dilani Fernando/ })).toBeChecked();
    expect(screen.getByLabelText('Notes for the salon')).toHaveValue('Patch test done');
    expect((await dayButton(date)).closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/appointments/create-payment-intent')).toHaveLength(2),
    );
    const retried = JSON.parse(
      String(callsTo(fetchMock, '/api/appointments/create-payment-intent')[1]![1]?.body),
    );
    expect(retried).toMatchObject({
      date,
      startTime: '14:30',
      notes: 'Patch test done',
      staffId: stylist._id,
    });
  });

  it('lets go of a restored time that was taken meanwhile, keeping the day and the note', async () => {
    const date = laterBookableDate();
    let freeStarts = ['09:00', '09:30', '10:00', '14:30'];
    const { router } = await openBooking(
      expiringHandlers({
        'POST /api/appointments/check-availability': () =>
          jsonResponse(200, {
            status: 'success',
            availableSlots: freeStarts,
            data: { availableSlots: freeStarts, duration: 60 },
          }),
      }),
    );
    const user = await chooseAndExpire(date);
    freeStarts = ['09:00', '09:30'];

    await signInAgain(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/book-appointment'));
    expect(await screen.findByRole('radio', { name: '9:00 AM', checked: false })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Notes for the salon')).toHaveValue('Patch test done');
  });

  it('starts afresh when the cart changed in between', async () => {
    const date = laterBookableDate();
    let cart = buildCart([buildCartItem()]);
    const { router } = await openBooking(
      expiringHandlers({ 'GET /api/cart/get-cart': () => cartAnswer(cart) }),
    );
    const user = await chooseAndExpire(date);
    cart = buildCart([buildCartItem({ quantity: 2 })]);

    await signInAgain(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/book-appointment'));
    await screen.findByRole('grid', { name: /^Choose a date/ });
    expect(screen.getByLabelText('Notes for the salon')).toHaveValue('');
    expect(screen.queryByRole('radio', { checked: true })).not.toBeInTheDocument();
  });
});
