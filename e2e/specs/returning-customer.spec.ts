import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { bookThroughApi, claimDay } from '../support/booking.ts';
import { signInNewCustomer } from '../support/account.ts';
import { moveAppointmentBack } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * A past visit paid with a card the customer chose to keep (docs/decisions/0033-saved-cards.md),
 * made through the API: booked on a day of its own, then moved 70 days back (beyond the
 * 60-day horizon, so always in the past).
 */
async function pastVisitWithSavedCard(request: APIRequestContext, token: string) {
  const appointmentId = await bookThroughApi(request, token, claimDay(), undefined, { keepCard: true });
  await moveAppointmentBack(appointmentId, 70);
}

/**
 * Counts what the customer does, in the page itself: every trusted click (a tap on a phone
 * ends in one) and every key typed, kept across page loads in sessionStorage.
 */
async function countInput(page: Page) {
  await page.addInitScript(() => {
    const bump = (key: string) =>
      sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? 0) + 1));
    window.addEventListener('click', (event) => event.isTrusted && bump('e2e-taps'), true);
    window.addEventListener(
      'keydown',
      (event) => {
        if (!event.isTrusted || event.key.length !== 1) return;
        bump('e2e-typed');
        if (/\d/.test(event.key)) bump('e2e-digits');
      },
      true,
    );
  });
  return async () =>
    page.evaluate(() => ({
      taps: Number(sessionStorage.getItem('e2e-taps') ?? 0),
      typed: Number(sessionStorage.getItem('e2e-typed') ?? 0),
      digits: Number(sessionStorage.getItem('e2e-digits') ?? 0),
    }));
}

test(
  'a returning customer books the earliest free time from the dashboard and pays with a saved card in 3 taps',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const customer = await signInNewCustomer(page);
    await pastVisitWithSavedCard(page.request, customer.token);
    const counts = await countInput(page);
    const press = (target: Locator) => (testInfo.project.use.hasTouch ? target.tap() : target.click());

    await page.goto('/dashboard');
    await press(page.getByRole('button', { name: 'Book again' }).first());

    // Book again opens the booking page with the earliest free start already chosen.
    await expect(page).toHaveURL(/\/book-appointment\?first=1$/);
    await expect(
      page.getByRole('radiogroup', { name: 'Available time slots' }).getByRole('radio', { checked: true }),
    ).toHaveCount(1);
    await press(page.getByRole('button', { name: 'Proceed to Payment' }));

    const payWithSaved = page.getByRole('button', { name: /^Pay with Visa ending 4242/ });
    await expect(payWithSaved).toBeEnabled();
    await expect(payWithSaved).toContainText('Expires 12/2034');
    // The saved-card choice at this width: no serious accessibility problem, nothing scrolling sideways.
    const { violations } = await new AxeBuilder({ page })
      .include('#payment-title')
      .include('[data-testid="payment-form-area"]')
      .analyze();
    expect(
      violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    ).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await press(payWithSaved);

    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    const { taps, typed, digits } = await counts();
    console.log(
      `returning customer (${testInfo.project.name}): ${taps} taps, ${typed} characters typed, ${digits} digits`,
    );
    expect(taps).toBeLessThanOrEqual(5);
    expect(digits).toBe(0);
    expect(typed).toBe(0);
  },
);
