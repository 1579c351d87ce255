import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoAdmin, signInNewCustomer } from '../support/account.ts';
import { E2E_ADMIN_KEY } from '../support/admin-key.ts';
import { addFirstServiceToCart, claimDay, dayButton, longDate, showMonthOf } from '../support/booking.ts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';

const SALON_TIME_ZONE = 'Asia/Colombo';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: SALON_TIME_ZONE }).format(new Date());
const addDays = (date: string, days: number) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const grid = (page: Page) => page.getByRole('grid', { name: /^Choose a date/ });
const selectedDay = (page: Page) => grid(page).locator('td[aria-selected="true"] button');

/** The customer's own answer from the server, with the session the page holds. */
async function firstBookableDate(page: Page): Promise<string | null> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const cart = await page.request.get('/api/cart/get-cart', {
    headers: { authorization: `Bearer ${token}` },
  });
  const items = (
    (await cart.json()) as { data: { cart: { items: Array<{ serviceId: string; quantity: number }> } } }
  ).data.cart.items;
  const answer = await page.request.post('/api/appointments/bookable-days', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      month: today().slice(0, 7),
      services: items.map((item) => ({ _id: item.serviceId, quantity: item.quantity })),
    },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { firstBookableDate: string | null } }).data.firstBookableDate;
}

async function openCalendar(page: Page) {
  await signInNewCustomer(page);
  await addFirstServiceToCart(page);
  await page.getByRole('link', { name: 'Proceed to Book Appointment' }).click();
  await expect(page).toHaveURL(/\/book-appointment$/);
  await expect(selectedDay(page)).toBeVisible();
}

test(
  'the first bookable day is chosen, and the keyboard moves through the calendar and chooses a day',
  { tag: '@phone' },
  async ({ page }) => {
    await openCalendar(page);
    const first = await firstBookableDate(page);
    expect(first).not.toBeNull();
    await expect(selectedDay(page)).toHaveAttribute('data-date', first!);
    await expect(
      page.getByText(longDate(first!).replace(/^\w+, /, ''), { exact: true }).first(),
    ).toBeVisible();
    const slots = page.getByRole('radiogroup', { name: 'Available time slots' });
    await expect(slots.getByRole('radio').first()).toBeVisible();

    // The chosen day is the grid's one tab stop; arrows move, Enter chooses.
    await selectedDay(page).focus();
    let target = addDays(first!, 1);
    await page.keyboard.press('ArrowRight');
    if (weekday(target) === 0) {
      target = addDays(target, 1);
      await page.keyboard.press('ArrowRight');
    }
    await showMonthOf(page, target);
    await expect(grid(page).locator(`button[data-date="${target}"]`)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(selectedDay(page)).toHaveAttribute('data-date', target);
    await expect(
      page.getByText(longDate(target).replace(/^\w+, /, ''), { exact: true }).first(),
    ).toBeVisible();
    await expect(slots.getByRole('radio').first()).toBeVisible();

    // PageDown turns to the next month with the focus on a day of it; PageUp comes back.
    const month = await grid(page).getAttribute('aria-label');
    await page.keyboard.press('PageDown');
    await expect(grid(page)).not.toHaveAttribute('aria-label', month!);
    const focusedMonth = () =>
      page.evaluate(() => document.activeElement?.getAttribute('data-date')?.slice(0, 7));
    await expect.poll(focusedMonth).not.toBe(target.slice(0, 7));
    await page.keyboard.press('PageUp');
    await expect(grid(page).locator(`button[data-date="${target}"]`)).toBeFocused();

    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the booking page scrolls sideways').toBeLessThanOrEqual(0);
  },
);

/** A back-office account registered through the API: it may fill a cart and book like a customer. */
async function apiBooker(request: APIRequestContext) {
  const response = await request.post('/api/auth/admin/register', {
    data: {
      name: demoAdmin.name,
      email: uniqueEmail('filler'),
      password: 'Secret123',
      confirmPassword: 'Secret123',
      adminKey: E2E_ADMIN_KEY,
    },
  });
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** Books a 6-hour visit (the 4-hour bridal look and a 2-hour look) at 09:00 through the API. */
async function bookSixHours(request: APIRequestContext, serviceIds: string[], date: string) {
  const headers = await apiBooker(request);
  for (const serviceId of serviceIds)
    expect(
      (await request.post('/api/cart/add-cart', { headers, data: { serviceId } })).status(),
    ).toBeLessThan(300);
  const intent = await request.post('/api/appointments/create-payment-intent', {
    headers,
    data: { totalAmount: 1000, date, startTime: '09:00', services: [] },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret, paymentIntentId } = (await intent.json()) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  await request.post('/api/payments/sandbox/confirm', {
    headers,
    data: { clientSecret, card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  const booked = await request.post('/api/appointments/create', { headers, data: { paymentIntentId } });
  expect(booked.status(), await booked.text()).toBe(201);
}

test('a day whose chairs are all taken for the cart shows as fully booked', async ({ page }) => {
  const services = (
    (await (await page.request.get('/api/services/get-services')).json()) as {
      data: { services: Array<{ _id: string; averageTime: number }> };
    }
  ).data.services;
  const long = [240, 120].map((minutes) => services.find((service) => service.averageTime === minutes)!._id);
  // A day of its own: filling it takes every chair.
  const date = claimDay();
  // Three chairs, each taken from 09:00 to 15:00: no 6-hour visit fits before closing at 19:00.
  for (let chair = 0; chair < 3; chair++) await bookSixHours(page.request, long, date);

  const { token } = await signInNewCustomer(page);
  for (const serviceId of long)
    await page.request.post('/api/cart/add-cart', {
      headers: { authorization: `Bearer ${token}` },
      data: { serviceId },
    });
  await page.goto('/book-appointment');
  await showMonthOf(page, date);
  await expect(dayButton(page, date)).toHaveAccessibleName(`${longDate(date)}, fully booked`);
  // A signed-in customer may still choose it, from the keyboard too: there they join the waitlist
  // for that day (docs/decisions/0042-waitlist.md).
  await expect(dayButton(page, date)).not.toHaveAttribute('aria-disabled');
  await dayButton(page, date).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('This day is full. Join the waitlist and we hold a time for you if one frees up.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByRole('dialog', { name: 'Join the waitlist' }).getByLabel('Date')).toHaveValue(date);
  await page.keyboard.press('Escape');
  // The same day still has room for a one-hour visit.
  await page.request.delete('/api/cart/clear-cart', { headers: { authorization: `Bearer ${token}` } });
  await addFirstServiceToCart(page);
  await page.goto('/book-appointment');
  await showMonthOf(page, date);
  await expect(dayButton(page, date)).toHaveAccessibleName(
    new RegExp(`^${longDate(date)}, (available|\\d times? left)$`),
  );
});
