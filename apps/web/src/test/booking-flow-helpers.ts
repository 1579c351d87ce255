import type { Cart } from '@salon/contracts';
import { datesOfMonth, weekdayOf } from '@salon/domain';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { addDays, format, parseISO } from 'date-fns';
import { bookingWindow } from '../features/booking/lib/booking-dates.ts';
import { buildAppointment, buildCart, buildCartItem, cartAnswer, staffAnswer } from './booking-builders.ts';
import { buildUser, jsonResponse, signedInHandlers, stubApi } from './fake-api.ts';
import type { ApiHandler } from './fake-api.ts';
import { publicConfig } from './public-config.ts';
import { renderApp } from './render-app.tsx';

/** A date the calendar offers (the fake server's first bookable day): a Monday-to-Saturday a few days ahead. */
export function bookableDate(): string {
  for (let days = 3; ; days++) {
    const date = format(addDays(parseISO(bookingWindow(new Date()).min), days), 'yyyy-MM-dd');
    if (weekdayOf(date) !== 0) return date;
  }
}

/**
 * The fake server's month: past before today, Sundays closed, nothing after the window; the
 * rest open with ten starts, except `few` (2 left) and `full` dates.
 */
export function bookableDaysAnswer(
  month: string,
  {
    few = [],
    full = [],
    first = bookableDate(),
  }: { few?: string[]; full?: string[]; first?: string | null } = {},
) {
  const { min, max } = bookingWindow(new Date());
  const days = datesOfMonth(month).map((date) => {
    const state =
      date < min
        ? 'past'
        : date > max
          ? 'beyond'
          : weekdayOf(date) === 0
            ? 'closed'
            : full.includes(date)
              ? 'full'
              : few.includes(date)
                ? 'few'
                : 'open';
    return { date, state, slotsLeft: state === 'open' ? 10 : state === 'few' ? 2 : 0 };
  });
  return jsonResponse(200, { status: 'success', data: { month, days, firstBookableDate: first } });
}

const monthAsked = (body: unknown) => (body as { month: string }).month;

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
    // A salon with no team books as before (docs/decisions/0036-stylists.md).
    'GET /api/staff': () => staffAnswer([]),
    'GET /api/config': () =>
      jsonResponse(200, {
        status: 'success',
        data: publicConfig(),
      }),
    'POST /api/appointments/bookable-days': ({ body }) => bookableDaysAnswer(monthAsked(body)),
    'POST /api/appointments/check-availability': () =>
      jsonResponse(200, {
        status: 'success',
        availableSlots: ['09:00', '09:30', '10:00', '14:30'],
        data: { availableSlots: ['09:00', '09:30', '10:00', '14:30'], duration: 60 },
      }),
    'POST /api/appointments/create-payment-intent': () => intentAnswer(),
    'GET /api/payments/saved-cards': () => jsonResponse(200, { status: 'success', data: { cards: [] } }),
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
  if (waitForForm) await screen.findByRole('grid', { name: /^Choose a date/ });
  return { fetchMock, ...rendered };
}

/** The calendar's button for a date ('Wednesday, December 2, 2026, available'). */
export const dayButton = (date: string) =>
  screen.findByRole('button', { name: new RegExp(`^${format(parseISO(date), 'EEEE, MMMM d, yyyy')}`) });

/** Chooses a date on the calendar, turning to its month first. */
export async function chooseCalendarDate(user: UserEvent, date: string) {
  const grid = await screen.findByRole('grid', { name: /^Choose a date/ });
  const target = format(parseISO(date), 'MMMM yyyy');
  for (let turns = 0; !grid.getAttribute('aria-label')?.endsWith(target) && turns < 3; turns++) {
    const shown = grid.querySelector('button[data-date]')?.getAttribute('data-date') ?? '';
    await user.click(screen.getByRole('button', { name: date > shown ? 'Next month' : 'Previous month' }));
  }
  await user.click(await dayButton(date));
}

export async function chooseDateAndFirstSlot(user: UserEvent, date = bookableDate()) {
  await chooseCalendarDate(user, date);
  await user.click(await screen.findByRole('radio', { name: '9:00 AM' }));
}

export async function fillCard(user: UserEvent, number: string) {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
}

export const callsTo = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === path);
