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

// One visitor looks round the catalogue's pages in turn: each page's content and pictures load.
test('a visitor looks round the salon: home (hero, tiles, six benefits, a seven-image teaser, a click-to-load map), services and offers in LKR, and the gallery', async ({
  page,
}) => {
  // Home: hero, tiles, six benefits, a seven-image teaser and a click-to-load map.
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

  // Services: the seeded catalogue with prices in LKR.
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Beauty Services' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(16);
  await expect(cards.first().getByText(/^LKR [\d,]+$/)).toBeVisible();
  await expect(cards.first().getByText(/^Duration: \d+ min$/)).toBeVisible();
  await expectImagesLoaded(page, 'article img >> nth=0');

  // Special offers: badge, LKR prices, validity and included services.
  await page.goto('/special-offers');
  // The three seeded offers, and any an earlier back-office journey of this salon added.
  await expect(cards.nth(2)).toBeVisible();
  const first = cards.first();
  await expect(first.getByText(/^\d+% OFF$/)).toBeVisible();
  await expect(first.getByText(/^LKR [\d,]+$/).first()).toBeVisible();
  await expect(first.getByText(/[A-Z][a-z]{2} \d{1,2}, \d{4} – [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(first.getByText('Included Services')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Book This Offer' })).toBeVisible();
  await expectImagesLoaded(page, 'article img');

  // Gallery: captioned groups of images.
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  const thumbnails = page.getByRole('button', { name: /^View image/ });
  await expect(thumbnails.first()).toBeVisible();
  expect(await thumbnails.count()).toBeGreaterThanOrEqual(12);
  expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
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
  await expect(page.getByRole('heading', { name: 'Available time slots' })).toBeVisible();
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

test('a signed-out customer is sent to sign in from every signed-in page, and is brought back to the page asked for, or to the cart with the offer chosen', async ({
  page,
}) => {
  const customer = await signedOutCustomer(page);
  const signInAgain = async () => {
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  };
  for (const path of ['/profile', '/dashboard', '/cart', '/book-appointment', '/profile/appointments']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  }
  // Sent from /profile/appointments, the last one: back there once signed in.
  await signInAgain();
  await expect(page).toHaveURL(/\/profile\/appointments$/);

  await page.evaluate(() => localStorage.removeItem('token'));
  await page.context().clearCookies();
  await page.goto('/special-offers');
  await page.getByRole('button', { name: 'Book This Offer' }).first().click();
  await signInAgain();
  await expect(page.getByText('Special offer added to cart')).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
});
