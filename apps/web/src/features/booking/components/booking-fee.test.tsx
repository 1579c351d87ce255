import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { buildAppointment, buildCart, buildCartItem, cartAnswer } from '../../../test/booking-builders.ts';
import {
  bookingHandlers,
  callsTo,
  chooseDateAndFirstSlot,
  fillCard,
  intentAnswer,
  openBooking,
} from '../../../test/booking-flow-helpers.ts';
import { errorAnswer, jsonResponse } from '../../../test/fake-api.ts';
import { publicConfig } from '../../../test/public-config.ts';

/** The booking screen of a salon whose owner set the fee to `fee` (the server's cart and config say so). */
function handlersAtFee(fee: number) {
  return {
    ...bookingHandlers(buildCart([buildCartItem()], null, fee)),
    'GET /api/config': () =>
      jsonResponse(200, { status: 'success', data: publicConfig({ bookingFeeLkr: fee }) }),
  };
}

async function proceedToPayment() {
  const user = userEvent.setup();
  await chooseDateAndFirstSlot(user);
  await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  return user;
}

// Sonner keeps its toasts in a module-level store: clear them so one test's toasts do not leak into the next.
afterEach(() => toast.dismiss());

describe('the booking fee the owner set (docs/product.md#9)', () => {
  it('names the configured fee on the pay button and asks the server for it', async () => {
    const { fetchMock } = await openBooking(handlersAtFee(1500));
    await proceedToPayment();
    expect(await screen.findByRole('button', { name: 'Pay LKR 1,500 Booking Fee' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay LKR 1,000 Booking Fee' })).not.toBeInTheDocument();
    const intentBody = JSON.parse(
      String(callsTo(fetchMock, '/api/appointments/create-payment-intent')[0]![1]?.body),
    );
    expect(intentBody).toMatchObject({ totalAmount: 1500 });
  });

  it('shows on the success screen the fee the booking paid, not the fee set now', async () => {
    // The hold was started at LKR 1500 and is booked at it; the owner has set 1000 since.
    await openBooking({
      ...handlersAtFee(1000),
      'POST /api/appointments/create': () =>
        jsonResponse(201, {
          status: 'success',
          data: { appointment: buildAppointment({ appointmentFee: 1500 }) },
        }),
    });
    const user = await proceedToPayment();
    await fillCard(user, '4242424242424242');
    await user.click(await screen.findByRole('button', { name: 'Pay LKR 1,000 Booking Fee' }));
    const success = await screen.findByRole('region', { name: 'Payment Successful!' });
    const feeRow = within(success).getByText('Booking Fee').closest('li')!;
    expect(feeRow).toHaveTextContent('LKR 1,500');
    expect(within(success).getByText('LKR 5,000')).toBeInTheDocument();
    expect(within(success).getByTestId('payment-split')).toHaveTextContent(
      'Paid nowLKR 1,500 booking feeLKR 1,500',
    );
    expect(success).not.toHaveTextContent('1,000');
  });

  it('keeps the spec’s button text verbatim at the default fee', async () => {
    await openBooking(bookingHandlers());
    await proceedToPayment();
    expect(await screen.findByRole('button', { name: 'Pay LKR 1,000 Booking Fee' })).toBeInTheDocument();
  });

  it('says the current fee when the owner changed it meanwhile, reloads the cart, and then asks for it', async () => {
    // The cart was loaded at LKR 1000; the owner has set 1500 since.
    let feeNow = 1000;
    const { fetchMock } = await openBooking({
      ...handlersAtFee(1000),
      'GET /api/cart/get-cart': () => cartAnswer(buildCart([buildCartItem()], null, feeNow)),
      'POST /api/appointments/create-payment-intent': ({ body }) => {
        feeNow = 1500;
        return (body as { totalAmount: number }).totalAmount === 1500
          ? intentAnswer()
          : errorAnswer('FEE_CHANGED', 'The booking fee is LKR 1500', { details: { bookingFeeLkr: 1500 } });
      },
    });
    const user = await proceedToPayment();
    expect(await screen.findByText('The booking fee is LKR 1500')).toBeInTheDocument();
    // The summary shows the fee the server now asks for, and the next try asks for it.
    await waitFor(() => expect(screen.getAllByText('LKR 1,500').length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('button', { name: 'Pay LKR 1,500 Booking Fee' })).toBeInTheDocument();
    const bodies = callsTo(fetchMock, '/api/appointments/create-payment-intent').map(
      ([, init]) => JSON.parse(String(init?.body)).totalAmount,
    );
    expect(bodies).toEqual([1000, 1500]);
  });
});
