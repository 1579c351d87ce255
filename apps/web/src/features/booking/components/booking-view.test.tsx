import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../../lib/format-time.ts';
import { buildCart } from '../../../test/booking-builders.ts';
import {
  bookableDate,
  bookingHandlers,
  callsTo,
  chooseDateAndFirstSlot,
  openBooking,
} from '../../../test/booking-flow-helpers.ts';
import { errorAnswer, jsonResponse } from '../../../test/fake-api.ts';
import { bookingWindow } from '../lib/booking-dates.ts';

describe('booking screen before payment (docs/product.md#2.10)', () => {
  it('asks for a date first, limits the picker to the booking window and keeps payment dimmed', async () => {
    await openBooking(bookingHandlers());
    expect(await screen.findByRole('heading', { name: 'Book Appointment', level: 1 })).toBeInTheDocument();
    const picker = screen.getByLabelText('Choose a date');
    const range = bookingWindow(new Date());
    expect(picker).toHaveAttribute('type', 'date');
    expect(picker).toHaveAttribute('min', range.min);
    expect(picker).toHaveAttribute('max', range.max);
    expect(screen.getByText('Please select a date first')).toBeInTheDocument();
    expect(screen.getByText('Please select a date and time to continue')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).not.toBeInTheDocument();

    const paymentArea = screen.getByTestId('payment-form-area');
    expect(paymentArea).toHaveAttribute('aria-disabled', 'true');
    expect(paymentArea).toHaveAttribute('inert');
    expect(within(paymentArea).getByRole('button', { name: 'Pay LKR 1000 Booking Fee' })).toBeInTheDocument();
  });

  it('shows 12-hour slots in three columns and the chosen slot with its end and minutes', async () => {
    const { fetchMock } = await openBooking(bookingHandlers());
    const user = userEvent.setup();
    const date = bookableDate();
    await chooseDateAndFirstSlot(user, date);

    expect(screen.getByText(formatLongDate(date))).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Available time slots' });
    expect(group).toHaveClass('grid-cols-3');
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['9:00 AM', '9:30 AM', '10:00 AM', '2:30 PM']);
    expect(screen.getByRole('radio', { name: '9:00 AM' })).toBeChecked();

    const selected = screen.getByRole('region', { name: 'Selected Time Slot' });
    expect(within(selected).getByText('9:00 AM - 10:00 AM')).toBeInTheDocument();
    expect(within(selected).getByText(/60 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-form-area')).toHaveAttribute('aria-disabled', 'true');

    const [, init] = callsTo(fetchMock, '/api/appointments/check-availability')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      date,
      services: [{ _id: 'a0000000-0000-4000-8000-000000000001', averageTime: 60, quantity: 1 }],
    });
  });

  it('clears the chosen time when the date changes', async () => {
    await openBooking(bookingHandlers());
    const user = userEvent.setup();
    await chooseDateAndFirstSlot(user);
    expect(screen.getByRole('radio', { name: '9:00 AM' })).toBeChecked();
    fireEvent.input(screen.getByLabelText('Choose a date'), {
      target: { value: bookingWindow(new Date()).max },
    });
    expect(await screen.findByRole('radio', { name: '9:00 AM' })).not.toBeChecked();
    expect(screen.getByText('Please select a date and time to continue')).toBeInTheDocument();
  });

  it('says when a date has no slots, and when slots could not be loaded', async () => {
    let fail = false;
    await openBooking({
      ...bookingHandlers(),
      'POST /api/appointments/check-availability': () =>
        fail
          ? errorAnswer('VALIDATION_FAILED')
          : jsonResponse(200, {
              status: 'success',
              availableSlots: [],
              data: { availableSlots: [], duration: 60 },
            }),
    });
    fireEvent.input(await screen.findByLabelText('Choose a date'), { target: { value: bookableDate() } });
    expect(await screen.findByText('No available slots for this date')).toBeInTheDocument();

    fail = true;
    fireEvent.input(screen.getByLabelText('Choose a date'), {
      target: { value: bookingWindow(new Date()).max },
    });
    expect(await screen.findByText('Failed to load available time slots')).toBeInTheDocument();
  });

  it('sends an empty cart back to the services with a toast', async () => {
    const { router } = await openBooking(
      {
        ...bookingHandlers(buildCart([])),
        'GET /api/services/get-services': () =>
          jsonResponse(200, { status: 'success', data: { services: [] } }),
      },
      { waitForForm: false },
    );
    expect(await screen.findByText('Please add services to your cart first')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
  });
});
