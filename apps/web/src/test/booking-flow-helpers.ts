import type { Cart } from '@salon/contracts';
import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { addDays, format, parseISO } from 'date-fns';
import { bookingWindow } from '../features/booking/lib/booking-dates.ts';
import { buildAppointment, buildCart, buildCartItem, cartAnswer } from './booking-builders.ts';
import { buildUser, jsonResponse, signedInHandlers, stubApi } from './fake-api.ts';
import type { ApiHandler } from './fake-api.ts';
import { publicConfig } from './public-config.ts';
import { renderApp } from './render-app.tsx';

/** A date the picker accepts: a few days after today in salon time. */
export const bookableDate = () => format(addDays(parseISO(bookingWindow(new Date()).min), 3), 'yyyy-MM-dd');

export const intentAnswer = (id = 'pi_sandbox_1') =>
  jsonResponse(200, {
    status: 'success',
    clientSecret: `${id}_secret_abcdef`,
    paymentIntentId: id,
    data: {
      clientSecret: `${id}_secret_abcdef`,
      paymentIntentId: id,
      holdExpiresAt: '2026-06-03T03:45:00.000Z',
      provider: 'sandbox',
    },
  });

/** The happy-path server for the booking screen; tests override the calls they care about. */
export function bookingHandlers(cart: Cart = buildCart([buildCartItem()])): Record<string, ApiHandler> {
  return {
    ...signedInHandlers(buildUser()),
    'GET /api/cart/get-cart': () => cartAnswer(cart),
    'GET /api/config': () =>
      jsonResponse(200, {
        status: 'success',
        data: publicConfig(),
      }),
    'POST /api/appointments/check-availability': () =>
      jsonResponse(200, {
        status: 'success',
        availableSlots: ['09:00', '09:30', '10:00', '14:30'],
        data: { availableSlots: ['09:00', '09:30', '10:00', '14:30'], duration: 60 },
      }),
    'POST /api/appointments/create-payment-intent': () => intentAnswer(),
    'POST /api/payments/sandbox/confirm': () =>
      jsonResponse(200, { paymentIntent: { id: 'pi_sandbox_1', status: 'succeeded' } }),
    'POST /api/appointments/create': () =>
      jsonResponse(201, {
        status: 'success',
        message: 'Appointment booked successfully!',
        data: { appointment: buildAppointment({ paymentId: 'pi_sandbox_1' }) },
      }),
  };
}

/** Opens the page; the first render (lazy route, session, cart) gets a generous wait on a busy machine. */
export async function openBooking(handlers: Record<string, ApiHandler>, { waitForForm = true } = {}) {
  const fetchMock = stubApi(handlers);
  const rendered = renderApp('/book-appointment');
  if (waitForForm) await screen.findByLabelText('Choose a date', {}, { timeout: 5000 });
  return { fetchMock, ...rendered };
}

export async function chooseDateAndFirstSlot(user: UserEvent, date = bookableDate()) {
  fireEvent.input(await screen.findByLabelText('Choose a date'), { target: { value: date } });
  await user.click(await screen.findByRole('radio', { name: '9:00 AM' }));
}

export async function fillCard(user: UserEvent, number: string) {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
}

export const callsTo = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === path);
