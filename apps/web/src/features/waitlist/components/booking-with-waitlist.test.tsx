import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, parseISO } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import {
  bookableDate,
  bookableDaysAnswer,
  bookingHandlers,
  callsTo,
} from '../../../test/booking-flow-helpers.ts';
import { jsonResponse, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => toast.dismiss());

describe('the booking page and the waitlist (docs/decisions/0042-waitlist.md)', () => {
  it('offers "Join the waitlist" on a full day', async () => {
    stubApi({
      ...bookingHandlers(),
      'POST /api/appointments/check-availability': () =>
        jsonResponse(200, {
          status: 'success',
          availableSlots: [],
          data: { availableSlots: [], duration: 60 },
        }),
    });
    renderApp('/book-appointment');
    expect(await screen.findByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
  });

  it('a full day can be chosen from the keyboard: it says so and offers the waitlist for that day', async () => {
    const full = bookableDate();
    stubApi({
      ...bookingHandlers(),
      'POST /api/appointments/bookable-days': ({ body }) =>
        bookableDaysAnswer((body as { month: string }).month, { full: [full], first: null }),
      'POST /api/appointments/check-availability': () =>
        jsonResponse(200, {
          status: 'success',
          availableSlots: [],
          data: { availableSlots: [], duration: 60 },
        }),
    });
    renderApp('/book-appointment');
    const grid = await screen.findByRole('grid', { name: /^Choose a date/ });
    if (!grid.getAttribute('aria-label')?.endsWith(format(parseISO(full), 'MMMM yyyy')))
      await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    const day = await screen.findByRole('button', {
      name: `${format(parseISO(full), 'EEEE, MMMM d, yyyy')}, fully booked`,
    });
    expect(day).not.toHaveAttribute('aria-disabled');
    day.focus();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByText(
        'This day is full. Join the waitlist and we hold a time for you if one frees up.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join the waitlist' });
    expect(within(dialog).getByLabelText(/Date/)).toHaveValue(full);
  });

  it('pays for a held offer with its id, the held time chosen', async () => {
    const date = bookableDate();
    const fetchMock = stubApi(bookingHandlers());
    renderApp(`/book-appointment?offerId=offer-1&date=${date}&start=10:00`);
    expect(await screen.findByText('A time is held for you')).toBeInTheDocument();
    // The held time is chosen already: no "Join the waitlist" beside it.
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/appointments/create-payment-intent')).toHaveLength(1),
    );
    const [, init] = callsTo(fetchMock, '/api/appointments/create-payment-intent')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ date, startTime: '10:00', offerId: 'offer-1' });
  });
});

describe('an offer held at a branch with its own fee (docs/decisions/0045-branches.md)', () => {
  it('asks for the fee stored with the offer, not the cart’s', async () => {
    const date = bookableDate();
    const fetchMock = stubApi(bookingHandlers());
    renderApp(`/book-appointment?offerId=offer-1&date=${date}&start=10:00&fee=1500`);
    expect(await screen.findByText('A time is held for you')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/appointments/create-payment-intent')).toHaveLength(1),
    );
    const [, init] = callsTo(fetchMock, '/api/appointments/create-payment-intent')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ offerId: 'offer-1', totalAmount: 1500 });
  });
});
