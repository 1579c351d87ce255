import { appointmentMessages } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../../lib/toast.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAppointment, buildOfferCart } from '../../../test/booking-builders.ts';
import {
  bookingHandlers,
  callsTo,
  chooseDateAndFirstSlot,
  fillCard,
  intentAnswer,
  openBooking,
} from '../../../test/booking-flow-helpers.ts';
import { errorAnswer, jsonResponse } from '../../../test/fake-api.ts';

async function reachCardForm() {
  const user = userEvent.setup();
  await chooseDateAndFirstSlot(user);
  await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  expect((await screen.findAllByText('Please enter your payment details')).length).toBeGreaterThan(0);
  return user;
}

// Sonner keeps its toasts in a module-level store: clear them so one test's toasts do not leak into the next.
afterEach(() => toast.dismiss());

describe('paying the booking fee (docs/product.md#2.10, docs/product.md#4.5)', () => {
  it('sends the note for the salon with the hold, counts its characters and settles it once the hold exists', async () => {
    const { fetchMock } = await openBooking(bookingHandlers());
    const user = userEvent.setup();
    await chooseDateAndFirstSlot(user);
    const note = screen.getByLabelText('Notes for the salon');
    expect(screen.getByText('Allergies, a patch test, preferences')).toBeInTheDocument();
    await user.type(note, '  Patch test done  ');
    expect(screen.getByText('19/500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/appointments/create-payment-intent')).toHaveLength(1),
    );
    const intentBody = JSON.parse(
      String(callsTo(fetchMock, '/api/appointments/create-payment-intent')[0]![1]?.body),
    );
    expect(intentBody.notes).toBe('  Patch test done  ');
    await waitFor(() => expect(screen.getByLabelText('Notes for the salon')).toBeDisabled());
  });

  it('activates the card form, pays with the sandbox and shows the success screen', async () => {
    const { fetchMock } = await openBooking(bookingHandlers());
    const user = await reachCardForm();
    expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).not.toBeInTheDocument();
    const paymentArea = screen.getByTestId('payment-form-area');
    expect(paymentArea).toHaveAttribute('aria-disabled', 'false');
    expect(paymentArea).not.toHaveAttribute('inert');
    expect(within(paymentArea).getByText('Test mode')).toBeInTheDocument();

    await fillCard(user, '4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/34');
    await user.click(screen.getByRole('button', { name: 'Pay LKR 1,000 Booking Fee' }));

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Your appointment has been successfully booked.')).toBeInTheDocument();
    expect(screen.getByText('APT-20260603-0001')).toBeInTheDocument();
    expect(screen.getByText('June 3, 2026')).toBeInTheDocument();
    expect(screen.getByText('9:00 AM - 10:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Hair Cut & Style x 1')).toBeInTheDocument();
    // One name for the fee on every screen (docs/product.md#2.10), not the spec's 'Appointment Fee' here.
    const success = screen.getByRole('heading', { name: 'Payment Successful!' }).closest('section')!;
    expect(within(success).getByText('Booking Fee')).toBeInTheDocument();
    expect(within(success).queryByText('Appointment Fee')).not.toBeInTheDocument();
    expect(screen.getByText('LKR 4,500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Appointments' })).toHaveAttribute(
      'href',
      '/profile/appointments',
    );
    expect(screen.getByRole('button', { name: 'Book Another Appointment' })).toBeInTheDocument();
    const chatLink = screen.getByRole('link', { name: 'Chat on WhatsApp' });
    // 44 px tall for a finger (docs/product.md#9), though it sits in a sentence.
    expect(chatLink).toHaveClass('min-h-11');
    const chat = new URL(chatLink.getAttribute('href')!);
    expect(chat.origin + chat.pathname).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(chat.searchParams.get('text')).toContain(
      'about my booking APT-20260603-0001 on June 3, 2026, 9:00 AM',
    );
    expect(await screen.findByText('Payment successful!')).toBeInTheDocument();
    expect(await screen.findByText('Appointment booked successfully!')).toBeInTheDocument();

    const intentBody = JSON.parse(
      String(callsTo(fetchMock, '/api/appointments/create-payment-intent')[0]![1]?.body),
    );
    expect(intentBody).toMatchObject({ totalAmount: 1000, startTime: '09:00' });
    const confirmBody = JSON.parse(String(callsTo(fetchMock, '/api/payments/sandbox/confirm')[0]![1]?.body));
    expect(confirmBody).toEqual({
      clientSecret: 'pi_sandbox_1_secret_abcdef',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
      billingDetails: { name: 'Nimali Perera', email: 'nimali@example.com' },
    });
    const createBody = JSON.parse(String(callsTo(fetchMock, '/api/appointments/create')[0]![1]?.body));
    expect(createBody).toMatchObject({
      startTime: '09:00',
      endTime: '10:00',
      paymentIntentId: 'pi_sandbox_1',
      services: [{ service: 'a0000000-0000-4000-8000-000000000001', quantity: 1 }],
    });
  });

  it('shows the offer price on the success screen for an offer booking', async () => {
    await openBooking({
      ...bookingHandlers(buildOfferCart()),
      'POST /api/appointments/create': () =>
        jsonResponse(201, {
          status: 'success',
          data: {
            appointment: buildAppointment({
              specialOffer: { _id: 'o1', title: 'Bridal Glow Package', price: 12000, originalPrice: 15000 },
              totalAmount: 12000,
            }),
          },
        }),
    });
    const user = await reachCardForm();
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay LKR 1,000 Booking Fee' }));
    const success = await screen.findByRole('region', { name: 'Payment Successful!' });
    expect(within(success).getByText('Bridal Glow Package')).toBeInTheDocument();
    expect(within(success).getAllByText('LKR 12,000')).toHaveLength(2);
    expect(within(success).getByText('LKR 13,000')).toBeInTheDocument();
    const split = within(success).getByTestId('payment-split');
    expect(split).toHaveTextContent('Paid nowLKR 1,000 booking feeLKR 1,000');
    expect(split).toHaveTextContent('To pay at the salonLKR 12,000');
  });

  it('shows a declined card on the failed screen, and Try Payment Again sets up a new payment', async () => {
    let intents = 0;
    const { fetchMock } = await openBooking({
      ...bookingHandlers(),
      'POST /api/appointments/create-payment-intent': () => intentAnswer(`pi_sandbox_${++intents}`),
      'POST /api/payments/sandbox/confirm': () =>
        jsonResponse(200, {
          error: {
            message: 'Your card was declined.',
            code: 'card_declined',
            decline_code: 'generic_decline',
            payment_intent: { id: 'pi_sandbox_1' },
          },
        }),
    });
    const user = await reachCardForm();
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay LKR 1,000 Booking Fee' }));

    const failed = await screen.findByRole('region', { name: 'Payment Failed' });
    expect(within(failed).getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(within(failed).getByText('pi_sandbox_1')).toBeInTheDocument();
    expect(within(failed).getByRole('link', { name: 'Return to Cart' })).toHaveAttribute('href', '/cart');
    expect(within(failed).getByText('hello@salon.lk')).toBeInTheDocument();

    await user.click(within(failed).getByRole('button', { name: 'Try Payment Again' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/appointments/create-payment-intent')).toHaveLength(2),
    );
    const paymentArea = await screen.findByTestId('payment-form-area');
    await waitFor(() => expect(paymentArea).toHaveAttribute('aria-disabled', 'false'));
    expect(screen.getByRole('radio', { name: '9:00 AM' })).toBeChecked();
    expect(screen.getByLabelText('Card number')).toHaveValue('');
  });

  it('reports a payment that did not succeed with its status', async () => {
    await openBooking({
      ...bookingHandlers(),
      'POST /api/payments/sandbox/confirm': () =>
        jsonResponse(200, { paymentIntent: { id: 'pi_sandbox_1', status: 'processing' } }),
    });
    const user = await reachCardForm();
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay LKR 1,000 Booking Fee' }));
    const failed = await screen.findByRole('region', { name: 'Payment Failed' });
    expect(within(failed).getByRole('alert')).toHaveTextContent(
      'Payment not completed. Status: processing. Please try again.',
    );
  });

  it('asks the customer to contact support when the booking fails after payment', async () => {
    await openBooking({
      ...bookingHandlers(),
      'POST /api/appointments/create': () =>
        errorAnswer(
          'FEE_REFUNDED',
          'Sorry, this time slot was taken while you were paying. Your booking fee has been refunded.',
        ),
    });
    const user = await reachCardForm();
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay LKR 1,000 Booking Fee' }));
    expect(
      await screen.findByText(
        'Payment was successful, but we had trouble creating your appointment. Please contact support with your payment ID: pi_sandbox_1',
      ),
    ).toBeInTheDocument();
    const failed = screen.getByRole('region', { name: 'Payment Failed' });
    expect(within(failed).getByRole('alert')).toHaveTextContent('Your booking fee has been refunded.');
  });

  it('says no answer came from creating the appointment when its answer is unreadable', async () => {
    await openBooking({
      ...bookingHandlers(),
      'POST /api/appointments/create': () => jsonResponse(201, { status: 'success' }),
    });
    const user = await reachCardForm();
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay LKR 1,000 Booking Fee' }));
    const failed = await screen.findByRole('region', { name: 'Payment Failed' });
    expect(within(failed).getByRole('alert')).toHaveTextContent(
      'No response received from appointment creation',
    );
  });

  it('says payment processing failed when the card form gets an unreadable answer', async () => {
    await openBooking({
      ...bookingHandlers(),
      'POST /api/payments/sandbox/confirm': () => jsonResponse(200, { nonsense: true }),
    });
    const user = await reachCardForm();
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay LKR 1,000 Booking Fee' }));
    const failed = await screen.findByRole('region', { name: 'Payment Failed' });
    expect(within(failed).getByRole('alert')).toHaveTextContent('Payment processing failed');
  });

  it('clears a slot taken while setting up payment and reloads the free times', async () => {
    const { fetchMock } = await openBooking({
      ...bookingHandlers(),
      'POST /api/appointments/create-payment-intent': () =>
        errorAnswer('SLOT_TAKEN', appointmentMessages.slotTaken),
    });
    const user = userEvent.setup();
    await chooseDateAndFirstSlot(user);
    expect(screen.getByRole('radio', { name: '9:00 AM' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    expect(await screen.findByText(appointmentMessages.slotTaken)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/api/appointments/check-availability')).toHaveLength(2));
    expect(await screen.findByRole('radio', { name: '9:00 AM' })).not.toBeChecked();
  });

  it('keeps the chosen slot when payment setup fails for another reason', async () => {
    const { fetchMock } = await openBooking({
      ...bookingHandlers(),
      'POST /api/appointments/create-payment-intent': () =>
        errorAnswer('CONFLICT', appointmentMessages.offerNoLongerAvailable),
    });
    const user = userEvent.setup();
    await chooseDateAndFirstSlot(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    expect(await screen.findByText(appointmentMessages.offerNoLongerAvailable)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '9:00 AM' })).toBeChecked();
    expect(callsTo(fetchMock, '/api/appointments/check-availability')).toHaveLength(1);
  });

  it('reports a payment setup failure and an answer without a client secret', async () => {
    let answer = () => jsonResponse(500, {});
    await openBooking({
      ...bookingHandlers(),
      'POST /api/appointments/create-payment-intent': () => answer(),
    });
    const user = userEvent.setup();
    await chooseDateAndFirstSlot(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText('Failed to setup payment')).toBeInTheDocument();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = () => jsonResponse(200, { status: 'success', data: {} });
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText('Invalid response from payment server')).toBeInTheDocument();
    expect(screen.getByTestId('payment-form-area')).toHaveAttribute('aria-disabled', 'true');
  });
});
