import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

// Moving between pages in the app (apps/web/src/lib/scroll-restoration.ts and the root
// layout's progress bar): what a visitor expects of a site that loads its pages as they go.

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a new page starts at the top, Back returns to where the visitor was, a section link scrolls to it, and the page stays under a progress bar while the next one loads', async ({
  page,
}) => {
  await page.goto('/services');
  await expect(page.getByRole('article').first()).toBeVisible();
  const faqLink = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' });
  await faqLink.scrollIntoViewIfNeeded();
  const left = await scrollY(page);
  expect(left).toBeGreaterThan(0);

  await faqLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Beauty Services' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(left);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator('#contact')).toBeInViewport();

  // The page stays, under a progress bar, while the next page’s code loads.
  await page.goto('/services');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/faq-page-*.js', async (route) => {
    await held;
    await route.continue();
  });

  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  const bar = page.locator('div[aria-hidden="true"].fixed.top-0');
  await expect(bar).toHaveClass(/scale-x-75/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Beauty Services' })).toBeVisible();

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(bar).toHaveClass(/scale-x-0/);
});
