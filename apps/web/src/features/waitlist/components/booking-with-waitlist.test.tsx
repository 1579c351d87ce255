import type { WaitlistOffer } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, parseISO } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { buildCart, cartAnswer } from '../../../test/booking-builders.ts';
import { buildBranch } from '../../../test/branch-builders.ts';
import {
  bookableDate,
  bookableDaysAnswer,
  bookingHandlers,
  callsTo,
} from '../../../test/booking-flow-helpers.ts';
import { jsonResponse, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => toast.dismiss());

/** A day with no free start left: the page offers the waitlist for it. */
const fullDayAnswer = () =>
  jsonResponse(200, { status: 'success', availableSlots: [], data: { availableSlots: [], duration: 60 } });

describe('the booking page and the waitlist (docs/decisions/0042-waitlist.md)', () => {
  it('offers "Join the waitlist" on a full day', async () => {
    stubApi({
      ...bookingHandlers(),
      'POST /api/appointments/check-availability': fullDayAnswer,
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
      'POST /api/appointments/check-availability': fullDayAnswer,
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
});

const hours = Array.from({ length: 7 }, () => ({ open: '09:00', close: '19:00' }));
const colombo = buildBranch('b0000000-0000-4000-8000-000000000001', 'Colombo 3', {
  address: 'No. 42, Galle Road, Colombo 03',
  hours,
});
const nugegoda = { ...colombo, _id: 'b0000000-0000-4000-8000-000000000002', name: 'Nugegoda' };

/** An offer held at Nugegoda, at its price for the cut and its own fee. */
const heldOffer = (date: string): WaitlistOffer => ({
  _id: 'offer-1',
  entryId: 'entry-1',
  date,
  startTime: '10:00',
  endTime: '11:00',
  staffId: null,
  holdExpiresAt: '2030-03-01T04:45:00.000Z',
  bookingFeeLkr: 1500,
  services: [
    {
      serviceId: 'a0000000-0000-4000-8000-000000000009',
      title: 'Precision Cut',
      quantity: 1,
      priceLkr: 4000,
      durationMinutes: 60,
    },
  ],
  branchId: nugegoda._id,
  branchName: 'Nugegoda',
});

const offerHandlers = (date: string) => ({
  // The customer's cart is empty: the offer books what its entry waited for.
  ...bookingHandlers(buildCart([])),
  'GET /api/branches': () =>
    jsonResponse(200, { status: 'success', data: { branches: [colombo, nugegoda] } }),
  [`GET /api/cart/get-cart?branchId=${colombo._id}`]: () => cartAnswer(buildCart([])),
  [`GET /api/cart/get-cart?branchId=${nugegoda._id}`]: () => cartAnswer(buildCart([])),
  'GET /api/waitlist/mine': () =>
    jsonResponse(200, { status: 'success', data: { entries: [], offers: [heldOffer(date)] } }),
});

describe('claiming an offer (docs/decisions/0042-waitlist.md, docs/decisions/0045-branches.md)', () => {
  afterEach(() => window.localStorage.clear());

  it('with an empty cart shows the held services at the branch’s price, switches to the branch, and pays its fee', async () => {
    const date = bookableDate();
    window.localStorage.setItem('salon-branch', colombo._id);
    const fetchMock = stubApi(offerHandlers(date));
    renderApp('/book-appointment?offerId=offer-1');
    expect(await screen.findByText('A time is held for you')).toBeInTheDocument();
    expect(screen.getByText('At Nugegoda')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Service Summary' });
    expect(within(summary).getByText('Precision Cut')).toBeInTheDocument();
    expect(summary).toHaveTextContent('4,000');
    expect(summary).toHaveTextContent('1,500');
    // The branch the time is held at is the one remembered now.
    await waitFor(() => expect(window.localStorage.getItem('salon-branch')).toBe(nugegoda._id));
    // The held time is the only one: no calendar, no "Join the waitlist".
    expect(screen.queryByRole('grid', { name: /^Choose a date/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/appointments/create-payment-intent')).toHaveLength(1),
    );
    const [, init] = callsTo(fetchMock, '/api/appointments/create-payment-intent')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      date,
      startTime: '10:00',
      offerId: 'offer-1',
      totalAmount: 1500,
    });
  });

  it('says the offer has ended when it is no longer held', async () => {
    stubApi({
      ...offerHandlers(bookableDate()),
      'GET /api/waitlist/mine': () =>
        jsonResponse(200, { status: 'success', data: { entries: [], offers: [] } }),
    });
    renderApp('/book-appointment?offerId=offer-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This offer has ended: the time went to the next person waiting',
    );
    expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).not.toBeInTheDocument();
  });
});
