import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signInNewCustomer } from '../support/account.ts';
import { addFirstServiceToCart, chooseDate, claimDay, holdSlot } from '../support/booking.ts';
import { expect, test as base } from '../support/fixtures.ts';
import type { PayHereCheckoutFake } from '../support/payhere-checkout-fake.ts';
import { startPayHereCheckoutFake } from '../support/payhere-checkout-fake.ts';
import type { Salon } from '../support/salon.ts';
import { startSalon } from '../support/salon.ts';

const KEYS = {
  merchantId: '1211149',
  merchantSecret: 'e2e-merchant-secret',
  appId: 'e2e-app-id',
  appSecret: 'e2e-app-secret',
};

/**
 * A server of this worker's own with PAYMENTS_PROVIDER=payhere, its checkout at a local fake of
 * PayHere's hosted page and its mail at the global setup's catcher; every page of these tests
 * opens on it.
 */
const test = base.extend<object, { payhere: { url: string; checkout: PayHereCheckoutFake } }>({
  payhere: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const checkout = await startPayHereCheckoutFake(KEYS);
      let server: Salon | undefined;
      try {
        server = await startSalon('payhere', {
          PAYMENTS_PROVIDER: 'payhere',
          PAYHERE_MERCHANT_ID: KEYS.merchantId,
          PAYHERE_MERCHANT_SECRET: KEYS.merchantSecret,
          PAYHERE_APP_ID: KEYS.appId,
          PAYHERE_APP_SECRET: KEYS.appSecret,
          PAYHERE_API_BASE: checkout.url,
        });
        await use({ url: server.url, checkout });
      } finally {
        // The fake first: a notify it still holds goes out while the server can take it.
        await checkout.close();
        await server?.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ payhere }, use) => use(payhere.url),
});

// One server per project is enough: the journeys of a viewport take turns on it.
test.describe.configure({ mode: 'default' });

async function openPayHereCheckout(page: Page, checkoutUrl: string) {
  const form = page.getByRole('form', { name: 'PayHere checkout' });
  await expect(form).toHaveAttribute('action', `${checkoutUrl}/pay/checkout`);
  await expect(
    form.getByText('You will pay the LKR 1,000 booking fee on PayHere’s secure page'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Pay with PayHere' }).click();
  await expect(page).toHaveURL(`${checkoutUrl}/pay/checkout`);
  await expect(page.getByRole('heading', { name: 'PayHere Sandbox' })).toBeVisible();
  // The fake refuses a checkout whose hash does not match: this line is only there when it did.
  await expect(page.getByText('Salon booking fee: LKR 1000.00')).toBeVisible();
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

test('a customer pays the booking fee on PayHere, waits for its word, and finds the appointment', async ({
  page,
  payhere,
}) => {
  // Two pages scanned, and PayHere's word waited for after the return page has asked in vain.
  test.slow();
  await signInNewCustomer(page);
  await addFirstServiceToCart(page);
  await holdSlot(page, claimDay());
  await openPayHereCheckout(page, payhere.checkout.url);

  // PayHere's notify is held back until the return page has been seen asking in vain.
  const releaseNotify = payhere.checkout.holdNotifies();
  const unconfirmed = page.waitForResponse(
    (response) => response.url().endsWith('/api/appointments/create') && response.status() === 402,
  );
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/book-appointment\/payhere-return\?order_id=[\w-]+$/);
  const orderId = new URL(page.url()).searchParams.get('order_id')!;
  const waiting = page
    .getByRole('status')
    .filter({ hasText: 'Waiting for PayHere to confirm your payment...' });
  await expect(waiting).toBeVisible();
  await unconfirmed;
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  expect(await seriousViolations(page), 'the waiting page').toEqual([]);
  await expect(waiting).toBeVisible();
  expect(payhere.checkout.notifies.filter((notify) => notify.orderId === orderId)).toEqual([]);

  releaseNotify();
  const success = page.getByRole('region', { name: 'Payment Successful!' });
  await expect(success.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({
    timeout: 20_000,
  });
  expect(payhere.checkout.notifies.filter((notify) => notify.orderId === orderId)).toEqual([
    { orderId, status: 200 },
  ]);
  const appointmentId = (await success.getByTestId('appointment-id').textContent())!.trim();
  expect(appointmentId).not.toBe('');
  expect(await seriousViolations(page), 'the success screen').toEqual([]);

  await page.getByRole('link', { name: 'View My Appointments' }).click();
  await expect(page).toHaveURL(/\/profile\/appointments$/);
  const card = page.getByRole('article', { name: new RegExp(appointmentId) });
  await expect(card.getByText('Status: pending')).toBeVisible();
});

test('cancelling on PayHere brings the customer back to booking with nothing booked', async ({
  page,
  payhere,
}) => {
  await signInNewCustomer(page);
  await addFirstServiceToCart(page);
  await holdSlot(page, claimDay());
  await openPayHereCheckout(page, payhere.checkout.url);

  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/book-appointment\?payhere=cancelled&order_id=[\w-]+$/);
  const orderId = new URL(page.url()).searchParams.get('order_id')!;
  await expect(page.getByRole('alert').filter({ hasText: 'You cancelled the PayHere payment' })).toHaveText(
    'You cancelled the PayHere payment, so nothing was booked. Choose a time and pay again to book.',
  );
  await expect(page.getByText('Please select a date and time to continue')).toBeVisible();

  await page.goto('/profile/appointments');
  await expect(page.getByText("You don't have any appointments yet.")).toBeVisible();
  expect(payhere.checkout.notifies.filter((notify) => notify.orderId === orderId)).toEqual([]);
});

test('"Save this card" on PayHere keeps the card, and the next booking fee is paid with it in one press', async ({
  page,
  payhere,
}) => {
  test.slow();
  await signInNewCustomer(page);
  await addFirstServiceToCart(page);
  await holdSlot(page, claimDay());
  const form = page.getByRole('form', { name: 'PayHere checkout' });
  await form.getByRole('checkbox', { name: 'Save this card for next time' }).check();
  await expect(form).toHaveAttribute('action', `${payhere.checkout.url}/pay/preapprove`);
  await form.getByRole('button', { name: 'Pay with PayHere' }).click();
  // The fake refuses a preapproval whose hash does not match: this line is only there when it did.
  await expect(page.getByText('Salon booking fee: LKR 1000.00')).toBeVisible();

  const kept = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/payments/saved-cards') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/book-appointment\/payhere-return\?order_id=[\w-]+&save_card=1$/);
  const orderId = new URL(page.url()).searchParams.get('order_id')!;
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 });
  // PayHere's preapproval took no money: the fee was charged once, through the Charging API.
  expect(payhere.checkout.charges.filter((charge) => charge.orderId === orderId)).toEqual([
    { orderId, amount: 1000 },
  ]);
  expect((await kept).status()).toBe(201);

  // The booking page keeps the last choice as a draft, so the second time is chosen here.
  await addFirstServiceToCart(page);
  await page.getByRole('link', { name: 'Proceed to Book Appointment' }).click();
  await chooseDate(page, claimDay());
  const slots = page.getByRole('radiogroup', { name: 'Available time slots' });
  await slots.locator('label').first().click();
  await expect(slots.getByRole('radio').first()).toBeChecked();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const payWithSaved = page.getByRole('button', { name: /^Pay with Visa ending 1292/ });
  await expect(payWithSaved).toContainText('Expires 12/2034');
  await payWithSaved.click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  expect(payhere.checkout.charges).toHaveLength(2);
});
