import AxeBuilder from '@axe-core/playwright';
import { request as apiRequest } from '@playwright/test';
import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { demoAdmin, signIn, signInNewAdmin, signInNewCustomer, signOut } from '../support/account.ts';
import { chooseDate, claimDay, dayButton, longDate, showMonthOf } from '../support/booking.ts';
import { expect, test } from '../support/fixtures.ts';
import { pngFile } from '../support/images.ts';

const unique = (label: string) => `${label} ${randomBytes(3).toString('hex')}`;

async function slotsOn(page: Page, date: string) {
  await page.goto('/book-appointment');
  await chooseDate(page, date);
  return page.getByRole('radiogroup', { name: 'Available time slots' });
}

test('the owner builds the catalogue: a service whose price changes, a special offer with a picture, gallery photos under a caption; the public pages show each', async ({
  page,
  baseURL,
}) => {
  // Three back-office screens, each a lazily loaded bundle, and three public pages.
  test.slow();
  // A signed-out visitor, who is sent /services rendered on the server.
  const visitor = await apiRequest.newContext({ baseURL });
  const renderedCard = async () => {
    const html = await (await visitor.get('/services')).text();
    return html.split('<article').find((card) => card.includes(title)) ?? '';
  };
  const title = unique('E2E Trim');
  await signInNewAdmin(page);
  await page.goto('/admin/services');
  await page.getByRole('button', { name: 'New service' }).click();
  let dialog = page.getByRole('dialog', { name: 'New service' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByLabel('Price (LKR)').fill('2500');
  await dialog.getByLabel('Duration (minutes)').fill('30');
  await dialog
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('A quick tidy-up between cuts');
  await dialog.getByRole('button', { name: 'Create service' }).click();
  await expect(page.getByText('Service created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await renderedCard()).toContain('LKR 2,500');

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  dialog = page.getByRole('dialog', { name: `Edit ${title}` });
  await dialog.getByLabel('Price (LKR)').fill('2750');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Service updated successfully')).toBeVisible();

  await page.goto('/services');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('LKR 2,750', { exact: true })).toBeVisible();
  expect(await renderedCard()).toContain('LKR 2,750');
  await visitor.dispose();

  // A special offer with a picture, and the offers page shows it.
  const offerTitle = unique('E2E Glow Duo');
  await page.goto('/admin/offers');
  await page.getByRole('button', { name: 'New offer' }).click();
  const offerDialog = page.getByRole('dialog', { name: 'New special offer' });
  await offerDialog.getByLabel(/^Title/).fill(offerTitle);
  await offerDialog.getByLabel(/^Description/).fill('Two favourites, one price');
  const services = offerDialog.getByRole('group', { name: 'Included services' }).getByRole('checkbox');
  await services.nth(0).check();
  await services.nth(1).check();
  await offerDialog.getByRole('button', { name: 'Use as original price' }).click();
  await offerDialog.getByLabel('Discount (%)').fill('20');
  await expect(offerDialog.getByText(/^Offer price: LKR [\d,]+$/)).toBeVisible();
  await offerDialog.locator('input[type="file"]').setInputFiles(pngFile('offer.png', [212, 160, 180]));
  await expect(offerDialog.getByRole('img', { name: 'Picture preview' })).toBeVisible();
  await offerDialog.getByRole('button', { name: 'Create offer' }).click();
  await expect(page.getByText('Special offer created successfully')).toBeVisible();

  await page.goto('/special-offers');
  const offerCard = page.getByRole('article', { name: offerTitle });
  await expect(offerCard.getByText('20% OFF')).toBeVisible();
  const picture = offerCard.locator('img').first();
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);

  // Gallery photos, shown under their caption.
  const caption = unique('E2E Balayage');
  await page.goto('/admin/gallery');
  await page.getByLabel('Caption for the new photos').fill(caption);
  await page
    .getByLabel('Photos', { exact: true })
    .setInputFiles([pngFile('one.png', [180, 120, 90]), pngFile('two.png', [90, 120, 180])]);
  await page.getByRole('button', { name: 'Upload 2 photos' }).click();
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(2);

  await page.goto('/gallery');
  const group = page.getByRole('region', { name: caption });
  await expect(group.getByRole('heading', { name: caption })).toBeVisible();
  await expect(group.getByRole('button', { name: `View image: ${caption}` })).toHaveCount(2);
});

test('the owner closes a day and a customer can no longer pick it', async ({ page }) => {
  // A customer, an owner and the customer again, with the calendar turned twice: a long journey.
  test.slow();
  // A day of its own: closing it takes it from every other test.
  const date = claimDay();
  const customer = await signInNewCustomer(page);
  await page.goto('/services');
  await page
    .getByRole('button', { name: /^Book Now: / })
    .first()
    .click();
  await expect(page.getByText('Service added to cart')).toBeVisible();
  // Open before: the check below can only pass because of the closure.
  await expect((await slotsOn(page, date)).getByRole('radio').first()).toBeVisible();
  await signOut(page, customer.name);

  await signInNewAdmin(page);
  await page.goto('/admin/settings');
  const closures = page.getByRole('region', { name: 'Closures' });
  await closures.getByLabel('Closed from').fill(date);
  await closures.getByLabel('Reason').fill('E2E stock-take');
  await closures.getByRole('button', { name: 'Add closure' }).click();
  await expect(page.getByText('Closures saved')).toBeVisible();
  await page.reload();
  // A reloaded back office loads its chunks and settings afresh: slow on a busy machine.
  // Written as the site writes dates ("December 10, 2026"), not as typed.
  const shownDate = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
  await expect(
    page.getByRole('region', { name: 'Closures' }).getByText(shownDate, { exact: true }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await signOut(page, demoAdmin.name);

  await signIn(page, customer.email, customer.password);
  // Signed out on the booking page with a service in the cart, the customer is brought back to it.
  await expect(page).toHaveURL(/\/book-appointment$/);
  // The closed day cannot be chosen on the calendar any more.
  await page.goto('/book-appointment');
  await showMonthOf(page, date);
  await expect(dayButton(page, date)).toHaveAccessibleName(`${longDate(date)}, closed`);
  await expect(dayButton(page, date)).toHaveAttribute('aria-disabled', 'true');
});

test(
  'each back-office catalogue screen fits the screen and has no serious accessibility fault',
  { tag: '@phone' },
  async ({ page }) => {
    // Six screens, each scanned.
    test.slow();
    await signInNewAdmin(page);
    const screens = [
      ['/admin/services', 'Services'],
      ['/admin/team', 'Team'],
      ['/admin/offers', 'Special offers'],
      ['/admin/gallery', 'Gallery'],
      ['/admin/reviews', 'Reviews'],
      ['/admin/settings', 'Settings'],
    ] as const;
    for (const [path, title] of screens) {
      await page.goto(path);
      // Each screen is a lazily loaded chunk of the back office: slow on a busy machine.
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }));
      expect(serious, `${path} accessibility`).toEqual([]);
    }
  },
);
