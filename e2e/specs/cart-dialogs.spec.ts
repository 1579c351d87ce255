import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { signInNewCustomer } from '../support/account.ts';
import { expect, test } from '../support/fixtures.ts';

/** docs/product.md#2.9 and docs/product.md#2.2: the cart asks before anything leaves it, and its toasts. */

const GEL = 'Gel Manicure';
const CLASSIC = 'Classic Manicure';
// Booked once per visit in the demo catalogue.
const HAIRCUT = "Ladies' Haircut & Blow-Dry";

const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function bookNow(page: Page, title: string) {
  if (!page.url().endsWith('/services')) await page.goto('/services');
  await page.getByRole('button', { name: `Book Now: ${title}`, exact: true }).click();
}

async function addServices(page: Page, titles: string[]) {
  await page.goto('/services');
  for (const [index, title] of titles.entries()) {
    await bookNow(page, title);
    await expect(page.getByTestId('cart-badge')).toHaveText(String(index + 1));
  }
}

async function bookFirstOffer(page: Page): Promise<string> {
  await page.goto('/special-offers');
  const card = page.getByRole('article').first();
  const offerTitle = (await card.getByRole('heading').first().textContent())!.trim();
  await card.getByRole('button', { name: 'Book This Offer' }).click();
  return offerTitle;
}

async function expectApart(first: Locator, second: Locator) {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  expect(a && b).toBeTruthy();
  const overlaps =
    a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  expect(overlaps, 'the toast covers the cart badge').toBe(false);
}

test.beforeEach(async ({ page }) => {
  await signInNewCustomer(page);
});

// One customer's cart through its dialogs, each step leaving the cart the next one starts from.
test('a customer fills the cart from the services and the offers, and it asks before anything leaves it', async ({
  page,
}) => {
  // Five dialogs over the services, the offers and the cart, one of them scanned by axe.
  test.slow();
  // An offer asks before replacing the services in the cart, naming them; once replaced, the
  // badge counts the offer's services.
  await addServices(page, [GEL, CLASSIC]);
  const offerTitle = await bookFirstOffer(page);
  const included = await page.getByRole('article').first().getByRole('listitem').count();
  const replaceServices = page.getByRole('dialog', { name: 'Replace the services in your cart?' });
  await expect(replaceServices).toContainText(`removes ${GEL} and ${CLASSIC} from your cart`);

  await replaceServices.getByRole('button', { name: 'Cancel' }).click();
  await expect(replaceServices).toBeHidden();
  await expect(page).toHaveURL(/\/special-offers$/);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  await page.getByRole('article').first().getByRole('button', { name: 'Book This Offer' }).click();
  await replaceServices.getByRole('button', { name: 'Replace with offer' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  // The badge counts the offer's services.
  await expect(page.getByTestId('cart-badge')).toHaveText(String(included));
  await expect(toastWith(page, `Removed ${GEL} and ${CLASSIC} from your cart`)).toBeVisible();
  await expect(page.getByText(/^Save \d+%$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: GEL, exact: true })).toHaveCount(0);

  // Removing one of the offer's services asks first, naming the offer.
  const items = page.getByRole('region', { name: 'Included services' });
  // Counted once the cart has drawn them, not while it is still loading.
  await expect(items.getByRole('listitem').first()).toBeVisible();
  const count = await items.getByRole('listitem').count();
  expect(count).toBeGreaterThan(0);

  await items
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  const removeOffer = page.getByRole('dialog', { name: 'Remove the special offer?' });
  await expect(removeOffer).toContainText(offerTitle);
  await removeOffer.getByRole('button', { name: 'Cancel' }).click();
  await expect(removeOffer).toBeHidden();
  await expect(items.getByRole('listitem')).toHaveCount(count);

  await items
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await removeOffer.getByRole('button', { name: 'Remove offer' }).click();
  await expect(toastWith(page, `Removed ${offerTitle} from your cart`)).toContainText(
    'Item removed from cart',
  );
  await expect(page.getByText('Your cart is empty')).toBeVisible();

  // Book Now over an offer asks in the app, and Cancel keeps the offer.
  await bookFirstOffer(page);
  await expect(page).toHaveURL(/\/cart$/);
  const badge = (await page.getByTestId('cart-badge').textContent())!.trim();
  await bookNow(page, GEL);
  const replaceOffer = page.getByRole('dialog', { name: 'Replace the special offer?' });
  await expect(replaceOffer).toContainText(
    'Adding a regular service will remove the special offer from your cart. Continue?',
  );
  await replaceOffer.getByRole('button', { name: 'Cancel' }).click();
  await expect(replaceOffer).toBeHidden();
  await expect(page.getByTestId('cart-badge')).toHaveText(badge);

  await bookNow(page, GEL);
  await replaceOffer.getByRole('button', { name: 'Remove offer and add' }).click();
  await expect(toastWith(page, `Removed ${offerTitle} from your cart`)).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page).toHaveURL(/\/services$/);

  // Clear Cart asks first; Cancel keeps the cart (the one service Book Now left in it).
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  const clearCart = page.getByRole('dialog', { name: 'Clear your cart?' });
  await expect(clearCart).toContainText(`This removes ${GEL} from your cart.`);
  expect(await seriousViolations(page)).toEqual([]);
  await clearCart.getByRole('button', { name: 'Cancel' }).click();
  await expect(clearCart).toBeHidden();
  await expect(page.getByRole('heading', { name: GEL, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await clearCart.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(toastWith(page, 'Cart cleared successfully')).toContainText(`Removed ${GEL} from your cart`);
  await expect(page.getByText('Your cart is empty')).toBeVisible();

  // A service booked once per visit has no quantity stepper and cannot be added twice.
  await addServices(page, [HAIRCUT, GEL]);
  await bookNow(page, HAIRCUT);
  await expect(page.getByText(`${HAIRCUT} can be booked once per visit`)).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: HAIRCUT, exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: `Quantity of ${HAIRCUT}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Remove ${HAIRCUT}` })).toBeVisible();
  await expect(page.getByRole('group', { name: `Quantity of ${GEL}` })).toBeVisible();
});
test(
  'Book Now stays on the list; the toast offers View cart and leaves the cart badge visible',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/services');
    await bookNow(page, GEL);
    const toast = toastWith(page, 'Service added to cart');
    // Pointing at a toast holds it open, as it would for a reader.
    await toast.hover();
    await expect(page).toHaveURL(/\/services$/);
    const badge = page.getByTestId('cart-badge');
    await expect(badge).toHaveText('1');
    await expectApart(toast, badge);
    await expectApart(toast, page.getByRole('link', { name: /^Cart, 1 item/ }));
    await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toHaveAttribute('href', '/cart');
    // Only the toast: a whole-page scan on a busy machine can outlast the toast.
    expect(await seriousViolations(page, '[data-sonner-toaster]')).toEqual([]);

    await toast.getByRole('button', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Services Cart', level: 1 })).toBeVisible();
  },
);

test(
  'on a phone the total and Proceed stay on screen, and at the end of the cart cover nothing',
  { tag: '@phone' },
  async ({ page }) => {
    await signInNewCustomer(page);
    await addServices(page, [GEL, CLASSIC, HAIRCUT]);
    await page.goto('/cart');
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByText('Total Amount')).toBeAttached();
    const bar = page.getByRole('region', { name: 'Total', exact: true });
    if (page.viewportSize()!.width >= 1024) {
      // A wide screen has the summary beside the list: its own button, no bar.
      await expect(bar).toBeHidden();
      await expect(summary.getByRole('link', { name: 'Proceed to Book Appointment' })).toBeVisible();
      return;
    }
    const proceed = bar.getByRole('link', { name: 'Proceed to Book Appointment' });
    await expect(proceed).toBeInViewport();
    await expect(bar.getByText(/^LKR /)).toBeInViewport();
    expect((await proceed.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // Scrolled to the end of the cart, the bar rests below the summary's last line.
    await bar.evaluate((element) => element.parentElement!.scrollIntoView({ block: 'end' }));
    const lastLine = summary.getByText('Only booking fee is charged now', { exact: false });
    await expect(lastLine).toBeInViewport();
    await expect(bar).toBeInViewport();
    await expectApart(bar, lastLine);
    await proceed.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/book-appointment$/);
  },
);

async function seriousViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target) }));
}
