import type { Locator, Page } from '@playwright/test';
import { signInNewCustomer } from '../support/account.ts';
import { expect, test } from '../support/fixtures.ts';

// docs/product.md#9: on a touch screen every button and link a finger presses is at least 44 px
// each way. A phone, whichever project runs it (as mobile-sign-in.spec.ts is), so it runs once.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

const GEL = 'Gel Manicure';

/** Every control `targets` finds (at least one) has a box of 44 × 44 px or more. */
async function expectTouchSized(targets: Locator, what: string) {
  await expect(targets.first(), what).toBeVisible();
  for (const target of await targets.all()) {
    const name = (await target.getAttribute('aria-label')) ?? (await target.innerText()).trim();
    const box = await target.boundingBox();
    expect(box, `${what}: ${name} is not shown`).not.toBeNull();
    expect.soft(box!.width, `${what}: ${name}'s width`).toBeGreaterThanOrEqual(44);
    expect.soft(box!.height, `${what}: ${name}'s height`).toBeGreaterThanOrEqual(44);
  }
}

const footerLinks = (page: Page) => page.getByRole('contentinfo').getByRole('link');

test('on a touch phone the top bar, footer, password toggle, a toast, the cart and the calendar are 44 px targets', async ({
  page,
}) => {
  await page.goto('/login');
  await expectTouchSized(page.getByRole('button', { name: 'Show password' }), 'the password toggle');
  await expectTouchSized(page.getByRole('link', { name: 'Forgot password?' }), 'the sign-in links');
  await expectTouchSized(footerLinks(page), 'the footer');

  await signInNewCustomer(page);
  await page.goto('/services');
  await expectTouchSized(page.getByRole('button', { name: 'Menu', exact: true }), 'the top bar');
  await expectTouchSized(page.getByRole('link', { name: /^Cart/ }), 'the top bar');
  await expectTouchSized(
    page.getByRole('group', { name: 'Filter by category' }).getByRole('button'),
    'the filters',
  );

  await page.getByRole('button', { name: `Book Now: ${GEL}`, exact: true }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Service added to cart' });
  // Pointing at a toast holds it open while it is measured.
  await toast.hover();
  await expectTouchSized(toast.getByRole('button'), 'the toast');
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toBeHidden();

  await page.goto('/cart');
  await expectTouchSized(page.getByRole('button', { name: `Remove ${GEL}` }), 'the cart');
  await expectTouchSized(
    page.getByRole('group', { name: `Quantity of ${GEL}` }).getByRole('button'),
    'the quantity steps',
  );
  await expectTouchSized(page.getByRole('button', { name: 'About the booking fee' }), 'the summary');

  await page.goto('/book-appointment');
  const calendar = page.getByRole('grid', { name: /^Choose a date, / });
  await expectTouchSized(calendar.locator('button[data-date]'), 'the calendar');
  await expectTouchSized(page.getByRole('button', { name: /^(Previous|Next) month$/ }), 'the calendar');
  // Forty-four px days still fit the phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
