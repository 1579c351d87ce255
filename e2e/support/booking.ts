import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export { claimDay, claimDays } from './days.ts';

const SALON_TIME_ZONE = 'Asia/Colombo';
const DAY_MS = 86_400_000;

/**
 * A weekday `daysAhead` days after today in salon time (Sunday is closed). Only for a day a
 * test reads; a day it books, fills or closes comes from claimDay (support/days.ts), which no
 * other test is handed.
 */
export function bookableDate(daysAhead: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: SALON_TIME_ZONE }).format(new Date());
  let day = new Date(`${today}T00:00:00Z`).getTime() + daysAhead * DAY_MS;
  if (new Date(day).getUTCDay() === 0) day += DAY_MS;
  return new Date(day).toISOString().slice(0, 10);
}

/** The calendar's accessible name for a date, before its state: 'Wednesday, December 2, 2026'. */
export const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

/**
 * Which month calendar: the booking page's by default, or one inside `within` (a dialog) whose
 * grid is named `label` ('New date' in the reschedule dialog).
 */
export interface CalendarScope {
  within?: Locator;
  label?: string;
}

const gridOf = (page: Page, { within, label = 'Choose a date' }: CalendarScope) =>
  (within ?? page).getByRole('grid', { name: new RegExp(`^${label}, `) });

/** The calendar's button for a date (turn to its month first with showMonthOf). */
export const dayButton = (page: Page, date: string, scope: CalendarScope = {}) =>
  gridOf(page, scope).getByRole('button', { name: new RegExp(`^${longDate(date)}`) });

/** Turns the calendar to the month of `date` with its previous/next buttons. */
export async function showMonthOf(page: Page, date: string, scope: CalendarScope = {}) {
  const grid = gridOf(page, scope);
  const label = scope.label ?? 'Choose a date';
  const month = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  await expect(grid).toBeVisible();
  for (
    let turns = 0;
    turns < 4 && (await grid.getAttribute('aria-label')) !== `${label}, ${month}`;
    turns++
  ) {
    const shown = (await grid.locator('button[data-date]').first().getAttribute('data-date')) ?? '';
    await (scope.within ?? page)
      .getByRole('button', { name: date > shown ? 'Next month' : 'Previous month' })
      .click();
  }
  await expect(grid).toHaveAttribute('aria-label', `${label}, ${month}`);
}

/** Chooses `date` on the calendar; its time slots then load. */
export async function chooseDate(page: Page, date: string, scope: CalendarScope = {}) {
  await showMonthOf(page, date, scope);
  const day = dayButton(page, date, scope);
  await expect(day).not.toHaveAttribute('aria-disabled', 'true');
  await day.click();
  await expect(day.locator('xpath=..')).toHaveAttribute('aria-selected', 'true');
}

export async function addFirstServiceToCart(page: Page) {
  await page.goto('/services');
  await page
    .getByRole('button', { name: /^Book Now: / })
    .first()
    .click();
  await expect(page.getByText('Service added to cart')).toBeVisible();
  await page.getByRole('link', { name: /^Cart, 1 item/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Services Cart', level: 1 })).toBeVisible();
}

/**
 * From the cart to an active payment form, whichever the provider, holding a free slot of
 * `date`: the first by default, the last for a spec that must not compete with the others for
 * the morning's chairs.
 */
export async function holdSlot(page: Page, date: string, slot: 'first' | 'last' = 'first') {
  await page.getByRole('link', { name: 'Proceed to Book Appointment' }).click();
  await expect(page).toHaveURL(/\/book-appointment$/);
  await expect(page.getByText('Please select a date and time to continue')).toBeVisible();
  await chooseDate(page, date);
  const slots = page.getByRole('radiogroup', { name: 'Available time slots' });
  await slots.locator('label')[slot]().click();
  await expect(slots.getByRole('radio')[slot]()).toBeChecked();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByText('Please enter your payment details')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0);
}

/** holdSlot with the sandbox provider: its test-mode card form is ready. */
export async function startBooking(page: Page, date: string, slot: 'first' | 'last' = 'first') {
  await holdSlot(page, date, slot);
  await expect(page.getByText('Test mode')).toBeVisible();
}

export async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay LKR 1,000 Booking Fee' }).click();
}

/**
 * A booked, paid appointment made through the API for the customer whose session `token` is,
 * on the last free start of `date` for the first service of the catalogue (or `serviceId`):
 * for a test about what comes after booking. Its appointment's database id. `keepCard` pays with
 * the box "Save this card for next time" ticked, so the customer has a saved card afterwards.
 */
export async function bookThroughApi(
  request: APIRequestContext,
  token: string,
  date: string,
  serviceId?: string,
  { keepCard = false }: { keepCard?: boolean } = {},
): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const services = (await (await request.get('/api/services/get-services')).json()).data.services as {
    _id: string;
  }[];
  const service = serviceId ?? services[0]!._id;
  const add = await request.post('/api/cart/add-cart', { headers, data: { serviceId: service } });
  expect(add.ok(), await add.text()).toBe(true);
  const availability = await request.post('/api/appointments/check-availability', {
    headers,
    data: { date, services: [{ _id: service, quantity: 1 }] },
  });
  expect(availability.ok(), await availability.text()).toBe(true);
  const slots = (await availability.json()).data.availableSlots as string[];
  const intent = await request.post('/api/appointments/create-payment-intent', {
    headers,
    data: { totalAmount: 1000, date, startTime: slots.at(-1) },
  });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { clientSecret, paymentIntentId } = await intent.json();
  const paid = await request.post('/api/payments/sandbox/confirm', {
    headers,
    data: {
      clientSecret,
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' },
      ...(keepCard && { saveCard: true }),
    },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  if (keepCard) {
    const kept = await request.post('/api/payments/saved-cards', { headers, data: { paymentIntentId } });
    expect(kept.status(), await kept.text()).toBe(201);
  }
  const created = await request.post('/api/appointments/create', { headers, data: { paymentIntentId } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data.appointment._id as string;
}
