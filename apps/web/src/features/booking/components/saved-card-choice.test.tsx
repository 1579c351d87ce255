import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import {
  bookingHandlers,
  callsTo,
  chooseDateAndFirstSlot,
  fillCard,
  openBooking,
} from '../../../test/booking-flow-helpers.ts';
import { jsonResponse } from '../../../test/fake-api.ts';

const CARD_ID = '5b0c2f0e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const savedVisa = { id: CARD_ID, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 };
const withSavedCard = (cards: unknown[] = [savedVisa]) => ({
  ...bookingHandlers(),
  'GET /api/payments/saved-cards': () => jsonResponse(200, { status: 'success', data: { cards } }),
});

async function proceed() {
  const user = userEvent.setup();
  await chooseDateAndFirstSlot(user);
  await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  return user;
}

afterEach(() => toast.dismiss());

describe('the payment step offers saved cards (docs/decisions/0033-saved-cards.md)', () => {
  it('pays the fee with a saved card in one tap, without the card form', async () => {
    const { fetchMock } = await openBooking({
      ...withSavedCard(),
      [`POST /api/payments/saved-cards/${CARD_ID}/pay`]: () =>
        jsonResponse(200, { paymentIntent: { id: 'pi_sandbox_1', status: 'succeeded' } }),
    });
    const user = await proceed();

    const pay = await screen.findByRole('button', { name: /Pay with Visa ending 4242/ });
    expect(pay).toHaveTextContent('Expires 12/2034');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    const [payCall, ...others] = callsTo(fetchMock, `/api/payments/saved-cards/${CARD_ID}/pay`);
    expect(others).toEqual([]);
    expect(JSON.parse(String(payCall![1]?.body))).toEqual({ paymentIntentId: 'pi_sandbox_1' });
    expect(callsTo(fetchMock, '/api/payments/sandbox/confirm')).toEqual([]);
    expect(callsTo(fetchMock, '/api/appointments/create')).toHaveLength(1);
  });

  it('shows the decline reason when the saved card is refused, and books nothing', async () => {
    const { fetchMock } = await openBooking({
      ...withSavedCard(),
      [`POST /api/payments/saved-cards/${CARD_ID}/pay`]: () =>
        jsonResponse(200, {
          error: {
            message: 'Your card has expired.',
            code: 'expired_card',
            payment_intent: { id: 'pi_sandbox_1' },
          },
        }),
    });
    const user = await proceed();
    const pay = await screen.findByRole('button', { name: /Pay with Visa ending 4242/ });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getAllByText('Your card has expired.').length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, '/api/appointments/create')).toEqual([]);
  });

  it('"Use another card" opens the form, and a ticked box keeps the card after paying', async () => {
    const { fetchMock } = await openBooking({
      ...withSavedCard(),
      'POST /api/payments/saved-cards': () =>
        jsonResponse(201, { status: 'success', data: { card: { ...savedVisa, last4: '4444' } } }),
    });
    const user = await proceed();
    await user.click(await screen.findByRole('button', { name: 'Use another card' }));
    await fillCard(user, '5555555555554444');
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for next time' }));
    await user.click(screen.getByRole('button', { name: 'Pay LKR 1,000 Booking Fee' }));

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    const confirmBody = JSON.parse(String(callsTo(fetchMock, '/api/payments/sandbox/confirm')[0]![1]?.body));
    expect(confirmBody).toMatchObject({ saveCard: true });
    const keep = callsTo(fetchMock, '/api/payments/saved-cards').filter(
      ([, init]) => init?.method === 'POST',
    );
    expect(keep.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { paymentIntentId: 'pi_sandbox_1' },
    ]);
  });

  it('keeps nothing when the box is left unticked', async () => {
    const { fetchMock } = await openBooking(withSavedCard([]));
    const user = await proceed();
    await fillCard(user, '4242424242424242');
    expect(screen.getByRole('checkbox', { name: 'Save this card for next time' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pay LKR 1,000 Booking Fee' }));

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    const confirmBody = JSON.parse(String(callsTo(fetchMock, '/api/payments/sandbox/confirm')[0]![1]?.body));
    expect(confirmBody).not.toHaveProperty('saveCard');
    expect(
      callsTo(fetchMock, '/api/payments/saved-cards').filter(([, init]) => init?.method === 'POST'),
    ).toEqual([]);
  });
});
