import type { Page, Route } from '@playwright/test';
import { signInNewCustomer } from '../support/account.ts';
import { addFirstServiceToCart, claimDay, payWithCard, startBooking } from '../support/booking.ts';
import { expect, test } from '../support/fixtures.ts';
import { pngFile } from '../support/images.ts';

/**
 * docs/product.md#8.1 and docs/product.md#8.3: what a customer reads when a request fails. A
 * failure the server would not give on its own is forced by answering the browser's request
 * here: a 401 for a session that ended elsewhere, or a success in the wrong shape.
 */

const wrongShape = (route: Route) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: '{"unexpected":true}' });

// Chromium logs every 5xx it receives, and the app logs an answer that breaks its contract:
// expected here, and only here.
function forgiveForcedFailures(consoleErrors: string[]) {
  const forced = /status of 500|does not match its contract/;
  const unexpected = consoleErrors.filter((text) => !forced.test(text));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
}

const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * Answers `url` as the server answers a session that ended elsewhere (signed out on another
 * device, say). Only that request: a real revocation would let any background refresh of the
 * page meet the 401 first.
 */
const sessionEndedFor = (page: Page, url: string) =>
  page.route(url, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'error', code: 'UNAUTHORIZED', message: 'Please log in to continue' }),
    }),
  );

async function expectSentToSignIn(page: Page) {
  await expect(toastWith(page, 'Session expired. Please login again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

test('a session that ended elsewhere: an upload or a page whose data load is answered 401 says the session expired and goes to sign-in', async ({
  page,
}) => {
  await signInNewCustomer(page);
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Upload photo' })).toBeVisible();
  await sessionEndedFor(page, '**/api/users/upload');

  await page.getByTestId('profile-image-input').setInputFiles(pngFile('me.png'));
  await expectSentToSignIn(page);

  // Signed in again: this time the appointments' load meets the ended session.
  await page.unroute('**/api/users/upload');
  await signInNewCustomer(page);
  await page.goto('/profile');
  await sessionEndedFor(page, '**/api/appointments/my-appointments*');

  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'My Appointments' })
    .click();
  await expectSentToSignIn(page);
});

// The resend countdown: the dialog opens with it running (accounts.spec.ts, the customer who left
// before verifying); what follows the 60 s lives where the clock can be moved:
// apps/web/src/features/auth/components/verification-modal.test.tsx ('counts down 60 s after a
// resend before allowing another') and apps/api/src/modules/auth/registration.test.ts ('after 60
// seconds mails a new code that replaces the old one').

// Each area's own words for a failure are checked beside the component, where a forced answer
// costs nothing (apps/web/src/features/...):
// - catalogue/components/services-catalogue.test.tsx: "names %s in the catalogue's own words"
//   (Invalid response format) and 'names a wordless failure of Book Now %s' (Failed to add
//   service to cart, Failed to add to cart);
// - cart/components/cart-view.test.tsx: 'removes a service with a toast, and reports a failed
//   removal' (Failed to remove from cart);
// - profile/components/change-password-form.test.tsx: 'falls back to the product text when the
//   server gives no reason' (Failed to change password);
// - booking/components/payment-flow.test.tsx: 'says no answer came from creating the appointment
//   when its answer is unreadable' and 'says payment processing failed when the card form gets an
//   unreadable answer'.
// The browser keeps the one whose layout matters: the failed payment's buttons on a phone.
test.describe("the area's own words when the server gives none", () => {
  test.afterEach(({ consoleErrors }) => forgiveForcedFailures(consoleErrors));

  test('a card payment whose answer is unreadable: Payment processing failed', async ({ page }) => {
    await signInNewCustomer(page);
    await addFirstServiceToCart(page);
    await startBooking(page, claimDay());
    await page.route('**/api/payments/sandbox/confirm', wrongShape);
    await payWithCard(page, '4242424242424242');
    const failed = page.getByRole('region', { name: 'Payment Failed' });
    await expect(failed.getByRole('alert')).toContainText('Payment processing failed');
    // docs/product.md#9: on a phone's width the stacked buttons and the help links stay 44 px tall.
    await page.setViewportSize({ width: 375, height: 800 });
    const targets = failed.locator('button, a');
    await expect(targets).toHaveCount(4);
    for (const target of await targets.all()) {
      const box = await target.boundingBox();
      expect(box?.height, await target.innerText()).toBeGreaterThanOrEqual(44);
    }
  });
});
