import type { Page } from '@playwright/test';
import { newCustomer, signInNewCustomer } from '../support/account.ts';
import { verificationCode } from '../support/mailbox.ts';
import { expect, test } from '../support/fixtures.ts';

/** Waits until every image on the page that has started loading has finished, and none broke. */
async function expectImagesLoaded(page: Page, selector: string) {
  const images = page.locator(selector);
  await expect(images.first()).toBeVisible();
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
  }
}

test.describe('catalogue pages load cleanly', () => {
  test('home: hero, tiles, six benefits, a seven-image teaser and a click-to-load map', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/services');
    const tiles = page.getByRole('region', { name: 'Explore' });
    await expect(tiles.getByRole('link', { name: /^Our Services/ })).toHaveAttribute('href', '/services');
    await expect(tiles.getByRole('link', { name: /^Special Offers/ })).toHaveAttribute(
      'href',
      '/special-offers',
    );
    const benefits = page.getByRole('region', { name: 'Why Choose Us' }).getByRole('listitem');
    await expect(benefits).toHaveCount(6);
    await expect(page.getByRole('list', { name: 'Gallery highlights' }).getByRole('img')).toHaveCount(7);
    await expectImagesLoaded(page, '[aria-label="Gallery highlights"] img');
    await expect(page.locator('#about')).toBeAttached();

    // No third-party frame until asked for: the page works offline.
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    // The machine is offline: answer the embed with a blank page instead of a network error.
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
    );
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.locator('iframe[src^="https://www.google.com/maps?q="]')).toBeVisible();
  });

  test('services: the seeded catalogue with prices in LKR', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Beauty Services' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(16);
    await expect(cards.first().getByText(/^LKR [\d,]+$/)).toBeVisible();
    await expect(cards.first().getByText(/^Duration: \d+ min$/)).toBeVisible();
    await expectImagesLoaded(page, 'article img >> nth=0');
  });

  test('special offers: badge, LKR prices, validity and included services', async ({ page }) => {
    await page.goto('/special-offers');
    const cards = page.getByRole('article');
    // The three seeded offers, and any a back-office journey running alongside has just added.
    await expect(cards.nth(2)).toBeVisible();
    const first = cards.first();
    await expect(first.getByText(/^\d+% OFF$/)).toBeVisible();
    await expect(first.getByText(/^LKR [\d,]+$/).first()).toBeVisible();
    await expect(
      first.getByText(/[A-Z][a-z]{2} \d{1,2}, \d{4} – [A-Z][a-z]{2} \d{1,2}, \d{4}$/),
    ).toBeVisible();
    await expect(first.getByText('Included Services')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Book This Offer' })).toBeVisible();
    await expectImagesLoaded(page, 'article img');
  });

  test('gallery: captioned groups of images', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    const thumbnails = page.getByRole('button', { name: /^View image/ });
    await expect(thumbnails.first()).toBeVisible();
    expect(await thumbnails.count()).toBeGreaterThanOrEqual(12);
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
  });
});

test('services filter by category, search case-insensitively and say when nothing matches', async ({
  page,
}) => {
  await page.goto('/services');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const total = await cards.count();

  await page.getByRole('button', { name: 'Nail Art', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Nail Art', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => cards.count()).toBeLessThan(total);
  for (const card of await cards.all())
    await expect(card.getByText('Nail Art', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'All Services', exact: true }).click();
  await expect(cards).toHaveCount(total);
  const firstTitle = (await cards.first().getByRole('heading').textContent()) ?? '';
  await page.getByPlaceholder('Search services...').fill(firstTitle.toUpperCase());
  await expect(page.getByRole('article', { name: firstTitle })).toBeVisible();
  await expect.poll(() => cards.count()).toBeLessThan(total);

  await page.getByPlaceholder('Search services...').fill('no such treatment anywhere');
  await expect(page.getByText('No services found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
  await expect(cards).toHaveCount(0);
});

test('Book Now lets a visitor choose a time before making an account', async ({ page }) => {
  await page.goto('/services');
  await page
    .getByRole('button', { name: /^Book Now/ })
    .first()
    .click();
  await expect(page.getByText('Service added to cart')).toBeVisible();
  await page.getByRole('button', { name: 'Choose a time' }).click();
  await expect(page).toHaveURL(/\/book-appointment$/);
  await expect(page.getByRole('heading', { name: 'Available time slots' })).toBeVisible();
});

test('a customer books a service and the cart badge counts it', async ({ page }) => {
  await signInNewCustomer(page);
  await page.goto('/services');
  await expect(page.getByRole('link', { name: 'Cart' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Book Now/ })
    .first()
    .click();
  await expect(page.getByText('Service added to cart')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toHaveAttribute('href', '/cart');
});

test('a customer books a special offer and lands on the cart', async ({ page }) => {
  await signInNewCustomer(page);
  await page.goto('/special-offers');
  const card = page.getByRole('article').first();
  await expect(card.getByRole('listitem').first()).toBeVisible();
  const includedCount = await card.getByRole('listitem').count();
  await card.getByRole('button', { name: 'Book This Offer' }).click();
  await expect(page.getByText('Special offer added to cart')).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-badge')).toHaveText(String(includedCount));
});

test('the gallery lightbox opens on click, moves with the arrows and closes on Escape', async ({ page }) => {
  await page.goto('/gallery');
  const thumbnails = page.getByRole('button', { name: /^View image/ });
  await expect(thumbnails.first()).toBeVisible();
  const total = await thumbnails.count();

  await thumbnails.first().click();
  const lightbox = page.getByRole('dialog', { name: 'Image viewer' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText(`1 / ${total}`)).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText(`2 / ${total}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText(`${total} / ${total}`)).toBeVisible();
  await expect(lightbox.getByRole('img')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(thumbnails.first()).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('Book Now while signed out: the visitor registers at checkout and is back on the booking page with it in the cart', async ({
  page,
}) => {
  await page.goto('/services');
  const first = page.getByRole('button', { name: /^Book Now/ }).first();
  const serviceName = (await first.getAttribute('aria-label'))?.replace(/^Book Now: /, '');
  await first.click();
  await expect(page.getByText('Service added to cart')).toBeVisible();
  await page.getByRole('button', { name: 'Choose a time' }).click();
  await expect(page).toHaveURL(/\/book-appointment$/);
  // One tap picks the earliest free time; the account is asked for where payment would be.
  await page.getByRole('button', { name: /^First available: / }).click();
  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  const customer = newCustomer();
  await page.getByLabel('Full name').fill(customer.name);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(customer.password);
  await page.getByLabel('Phone number').fill('0771234567');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your email' });
  await dialog.getByLabel('Verification code').fill(await verificationCode(customer.email));
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(page).toHaveURL(/\/book-appointment$/);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/cart');
  await expect(page.getByRole('main')).toContainText(serviceName ?? '');
});

/** A customer with an account who is signed out on this browser (signing out is accounts.spec.ts's). */
async function signedOutCustomer(page: Page) {
  const customer = await signInNewCustomer(page);
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.context().clearCookies();
  return customer;
}

test('Book This Offer while signed out: once signed in, the offer is in the cart', async ({ page }) => {
  const customer = await signedOutCustomer(page);
  await page.goto('/special-offers');
  await page.getByRole('button', { name: 'Book This Offer' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Special offer added to cart')).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
});

test('a protected page sends the visitor back to it after signing in', async ({ page }) => {
  const customer = await signedOutCustomer(page);
  await page.goto('/profile/appointments');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/appointments$/);
});
