import type { Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { newCustomer, signInNewAdmin, signInNewCustomer } from '../support/account.ts';
import { bookThroughApi, claimDay } from '../support/booking.ts';
import { expect, isMobile, test } from '../support/fixtures.ts';

/** A back-office page from the side navigation, or from the menu button on a phone. */
async function openAdminPage(page: Page, name: string) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: /^Admin menu/ }).click();
    await page.getByRole('navigation', { name: 'Admin mobile' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('navigation', { name: 'Admin', exact: true }).getByRole('link', { name }).click();
  }
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** Wide content scrolls inside its own box, never the page (at 375 px too). */
const expectNoSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

test(
  'the owner finds a customer by a phone typed another way, keeps an allergy note, and closes the day with a CSV',
  { tag: '@phone' },
  async ({ page }) => {
    // The customer's booking, then the owner's back office: two sides of the salon in one journey.
    test.slow();
    const date = claimDay();
    // A number of the test's own, so the search finds exactly this customer.
    const local = `077${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    const customer = await signInNewCustomer(
      page,
      { ...newCustomer(), name: 'Sachini Dissanayake' },
      { phone: local },
    );
    await bookThroughApi(page.request, customer.token, date);

    await signInNewAdmin(page);
    await openAdminPage(page, 'Customers');
    // Registered as 0771234567, searched as +94 77 123 4567.
    const typed = `+94 ${local.slice(1, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
    await page.getByRole('searchbox', { name: 'Search customers' }).fill(typed);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
    // A table on a wide screen, cards on a phone: the same rows either way.
    const found = isMobile(page)
      ? page.getByRole('list', { name: 'Customers' })
      : page.getByRole('table', { name: 'Customers' });
    await expect(found.getByRole('link', { name: local })).toHaveAttribute(
      'href',
      `tel:+94${local.slice(1)}`,
    );
    await found.getByRole('link', { name: 'Sachini Dissanayake' }).click();

    await expect(page.getByRole('heading', { name: 'Sachini Dissanayake', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('allergy');
    await page.getByRole('textbox', { name: 'Note' }).fill('Allergic to PPD hair dye: patch test first');
    await page.getByRole('button', { name: 'Add note' }).click();
    const notes = page.getByRole('list', { name: 'Notes' });
    await expect(notes.getByText('Allergic to PPD hair dye: patch test first')).toBeVisible();
    // Kept by the server: the note is there when the page is opened again.
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Notes' }).getByText('Allergy', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Notes' })).toContainText('patch test first');
    await expectNoSidewaysScroll(page);

    await openAdminPage(page, 'Daily close');
    await page.getByLabel('Day').fill(date);
    await expect(page).toHaveURL(new RegExp(`/admin/close\\?date=${date}$`));
    const visit = page.getByRole('listitem').filter({ hasText: 'Sachini Dissanayake' });
    await expect(visit).toContainText('LKR 1,000');
    await expect(visit.getByText('To take at the desk')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Totals per stylist' })).toContainText('Day total');
    await expectNoSidewaysScroll(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`salon-close-${date}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF"Date","Time","Booking","Customer"')).toBe(true);
    expect(csv).toContain('"Sachini Dissanayake"');
  },
);
