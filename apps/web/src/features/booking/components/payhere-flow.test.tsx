import { LANGUAGE_COOKIE, payhereMessages } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../../lib/toast.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAppointment } from '../../../test/booking-builders.ts';
import {
  bookingHandlers,
  callsTo,
  chooseDateAndFirstSlot,
  openBooking,
} from '../../../test/booking-flow-helpers.ts';
import { loadCatalogue } from '../../../lib/language.ts';
import { errorAnswer, jsonResponse, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { publicConfig } from '../../../test/public-config.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { PayHereReturn } from './payhere-return.tsx';

afterEach(() => toast.dismiss());

const checkout = {
  action: 'https://sandbox.payhere.lk/pay/checkout',
  fields: {
    merchant_id: '1211149',
    return_url: 'https://salon.lk/book-appointment/payhere-return?order_id=order-1',
    cancel_url: 'https://salon.lk/book-appointment?payhere=cancelled&order_id=order-1',
    notify_url: 'https://salon.lk/api/payments/payhere/notify',
    order_id: 'order-1',
    items: 'Salon booking fee',
    currency: 'LKR',
    amount: '1000.00',
    first_name: 'Nimali',
    last_name: 'Perera',
    email: 'nimali@example.lk',
    phone: '0771234567',
    address: '12 Flower Road',
    city: 'Colombo',
    country: 'Sri Lanka',
    hash: '374B20E98A162BC9D11C22AC6B80E76A',
  },
};

const keepCardCheckout = {
  action: 'https://sandbox.payhere.lk/pay/preapprove',
  fields: {
    ...checkout.fields,
    return_url: 'https://salon.lk/book-appointment/payhere-return?order_id=order-1&save_card=1',
    order_id: 'order-1-keep',
    hash: '0F5D0C5E7A2B4C1D9E8F7A6B5C4D3E2F',
  },
};

/** A hold that ends in 15 minutes unless a test says when. */
const payhereHandlers = (
  holdExpiresAt = new Date(Date.now() + 15 * 60_000).toISOString(),
): Record<string, ApiHandler> => ({
  ...bookingHandlers(),
  'GET /api/config': () =>
    jsonResponse(200, { status: 'success', data: publicConfig({ paymentsProvider: 'payhere' }) }),
  'POST /api/appointments/create-payment-intent': () =>
    jsonResponse(200, {
      status: 'success',
      clientSecret: 'order-1',
      paymentIntentId: 'order-1',
      data: {
        clientSecret: 'order-1',
        paymentIntentId: 'order-1',
        holdExpiresAt,
        provider: 'payhere',
        checkout,
        keepCardCheckout,
      },
    }),
});

describe('paying with PayHere (docs/architecture.md#payment-providers)', () => {
  it('submits a real POST form to the checkout with every field the server signed', async () => {
    const { fetchMock } = await openBooking(payhereHandlers());
    const user = userEvent.setup();
    await chooseDateAndFirstSlot(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    const form = await screen.findByRole('form', { name: 'PayHere checkout' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', checkout.action);
    let submitted: Record<string, string> | undefined;
    form.addEventListener('submit', (event) => {
      // jsdom cannot leave the page; what the browser would send is read here instead.
      event.preventDefault();
      submitted = Object.fromEntries(new FormData(form as HTMLFormElement)) as Record<string, string>;
    });
    const pay = within(form).getByRole('button', { name: 'Pay with PayHere' });
    pay.focus();
    await user.keyboard('{Enter}');

    expect(submitted).toEqual(checkout.fields);
    expect(await within(form).findByRole('button', { name: payhereMessages.redirecting })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // Nothing is booked from the browser: the server waits for PayHere's notify.
    expect(callsTo(fetchMock, '/api/appointments/create')).toHaveLength(0);

    // Back from PayHere with the browser's Back button, the page is restored as it was left.
    const restored = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    expect(await within(form).findByRole('button', { name: 'Pay with PayHere' })).toBeEnabled();
  });

  it('posts PayHere\'s Preapproval form instead when "Save this card for next time" is ticked (docs/decisions/0033-saved-cards.md)', async () => {
    await openBooking(payhereHandlers());
    const user = userEvent.setup();
    await chooseDateAndFirstSlot(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    const form = await screen.findByRole('form', { name: 'PayHere checkout' });
    const box = within(form).getByRole('checkbox', { name: 'Save this card for next time' });
    expect(box).not.toBeChecked();
    expect(form).toHaveAttribute('action', checkout.action);
    let submitted: Record<string, string> | undefined;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted = Object.fromEntries(new FormData(form as HTMLFormElement)) as Record<string, string>;
    });

    await user.click(box);
    expect(form).toHaveAttribute('action', keepCardCheckout.action);
    await user.click(within(form).getByRole('button', { name: 'Pay with PayHere' }));
    expect(submitted).toEqual(keepCardCheckout.fields);
  });

  it('keeps the card once the fee paid through the Preapproval has booked', async () => {
    const fetchMock = stubApi({
      ...payhereHandlers(),
      'POST /api/appointments/create': () =>
        jsonResponse(201, {
          status: 'success',
          data: { appointment: buildAppointment({ paymentId: 'order-1' }) },
        }),
      'POST /api/payments/saved-cards': () =>
        jsonResponse(201, {
          status: 'success',
          data: {
            card: {
              id: '5b0f3c1e-8f5a-4c1a-9a57-2f1d3b7c9e10',
              brand: 'visa',
              last4: '1292',
              expMonth: 12,
              expYear: 2030,
            },
          },
        }),
    });
    renderApp('/book-appointment/payhere-return?order_id=order-1&save_card=1');
    expect(await screen.findByRole('region', { name: 'Payment Successful!' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/api/payments/saved-cards')).not.toHaveLength(0));
    const kept = callsTo(fetchMock, '/api/payments/saved-cards').filter(
      ([, init]) => init?.method === 'POST',
    );
    expect(kept.map(([, init]) => String(init?.body))).toEqual([
      JSON.stringify({ paymentIntentId: 'order-1' }),
    ]);
  });

  it('takes the checkout away once the hold has ended, saying so (docs/decisions/0017-payhere.md)', async () => {
    await openBooking(payhereHandlers(new Date(Date.now() - 1000).toISOString()));
    const user = userEvent.setup();
    await chooseDateAndFirstSlot(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(payhereMessages.holdEnded);
    expect(screen.queryByRole('form', { name: 'PayHere checkout' })).not.toBeInTheDocument();
  });

  it('says plainly that a cancelled PayHere payment booked nothing', async () => {
    stubApi(payhereHandlers());
    renderApp('/book-appointment?payhere=cancelled&order_id=order-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(payhereMessages.cancelled);
  });
});

describe('back from PayHere', () => {
  const returnRoute = (attempts: number) => [
    {
      path: '/return',
      element: (
        <PayHereReturn
          orderId="order-1"
          polling={{ intervalMs: 5, attempts }}
          onBookAnother={() => {}}
          onRetry={() => {}}
        />
      ),
    },
  ];
  const notCompleted = () => errorAnswer('PAYMENT_REQUIRED', 'The payment has not been completed');

  it('waits while PayHere has not confirmed, then shows the booked appointment', async () => {
    let confirmed = false;
    const fetchMock = stubApi({
      ...payhereHandlers(),
      'POST /api/appointments/create': () =>
        confirmed
          ? jsonResponse(201, {
              status: 'success',
              data: { appointment: buildAppointment({ paymentId: 'order-1', appointmentId: 'SAL-PH0001' }) },
            })
          : notCompleted(),
    });
    renderApp('/return', { routes: returnRoute(1000) });
    expect(await screen.findByText(payhereMessages.waiting)).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/appointments/create').length).toBeGreaterThanOrEqual(2),
    );
    expect(screen.getByText(payhereMessages.waiting)).toBeInTheDocument();

    confirmed = true;
    const success = await screen.findByRole('region', { name: 'Payment Successful!' });
    expect(within(success).getByTestId('appointment-id')).toHaveTextContent('SAL-PH0001');
    const asked = callsTo(fetchMock, '/api/appointments/create');
    expect(new Set(asked.map(([, init]) => String(init?.body)))).toEqual(
      new Set([JSON.stringify({ paymentIntentId: 'order-1' })]),
    );
  });

  it('says when the payment stays unconfirmed, with the reference, and checks again on request', async () => {
    let confirmed = false;
    const fetchMock = stubApi({
      ...payhereHandlers(),
      'POST /api/appointments/create': () =>
        confirmed
          ? jsonResponse(201, {
              status: 'success',
              data: { appointment: buildAppointment({ paymentId: 'order-1' }) },
            })
          : notCompleted(),
    });
    renderApp('/return', { routes: returnRoute(2) });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      payhereMessages.stillPending.replace('{reference}', 'order-1'),
    );
    expect(callsTo(fetchMock, '/api/appointments/create')).toHaveLength(3);
    expect(screen.getByRole('link', { name: payhereMessages.myAppointments })).toHaveAttribute(
      'href',
      '/profile/appointments',
    );

    confirmed = true;
    await userEvent.setup().click(screen.getByRole('button', { name: payhereMessages.checkAgain }));
    expect(await screen.findByRole('region', { name: 'Payment Successful!' })).toBeInTheDocument();
  });

  describe('in Sinhala (docs/architecture.md#languages)', () => {
    afterEach(() => {
      document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
    });

    it('says in Sinhala that a cancelled PayHere payment booked nothing', async () => {
      document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
      await loadCatalogue('si');
      stubApi(payhereHandlers());
      renderApp('/book-appointment?payhere=cancelled&order_id=order-1');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'ඔබ PayHere ගෙවීම අවලංගු කළ බැවින් කිසිවක් වෙන්කර නැත. වෙන්කිරීමට වේලාවක් තෝරා නැවත ගෙවන්න.',
      );
      expect(alert).not.toHaveTextContent(payhereMessages.cancelled);
    });

    it('lists the booked services under the Sinhala titles they were booked with', async () => {
      document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
      await loadCatalogue('si');
      const [haircut] = buildAppointment().services;
      stubApi({
        ...payhereHandlers(),
        'POST /api/appointments/create': () =>
          jsonResponse(201, {
            status: 'success',
            data: {
              appointment: buildAppointment({
                paymentId: 'order-1',
                services: [
                  {
                    ...haircut!,
                    service: { ...haircut!.service, translations: { si: { title: 'කොණ්ඩය කැපීම' } } },
                  },
                  {
                    service: {
                      _id: 'a0000000-0000-4000-8000-000000000002',
                      title: 'Beard Trim',
                      price: 1500,
                      averageTime: 15,
                    },
                    quantity: 2,
                  },
                ],
              }),
            },
          }),
      });
      renderApp('/return', { routes: returnRoute(10) });

      const success = (await screen.findByTestId('appointment-id')).closest('section')!;
      expect(within(success).getByText('කොණ්ඩය කැපීම x 1')).toBeInTheDocument();
      // No Sinhala title was given: the English one, as booked.
      expect(within(success).getByText('Beard Trim x 2')).toBeInTheDocument();
      expect(within(success).queryByText(/Hair Cut & Style/)).not.toBeInTheDocument();
    });
  });

  it('shows the failed screen when the payment can never book', async () => {
    stubApi({
      ...payhereHandlers(),
      'POST /api/appointments/create': () =>
        errorAnswer('FEE_REFUNDED', 'The booking fee of this payment has been refunded'),
    });
    renderApp('/return', { routes: returnRoute(10) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The booking fee of this payment has been refunded',
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument());
  });
});
