import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { newCustomer, signInNewAdmin, signInNewCustomer } from '../support/account.ts';
import { bookThroughApi, claimDay } from '../support/booking.ts';
import { expect, test } from '../support/fixtures.ts';

test('the owner finds a customer by a phone typed another way, keeps an allergy note, and closes the day with a CSV', async ({
  page,
}) => {
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
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  // Registered as 0771234567, searched as +94 77 123 4567.
  const typed = `+94 ${local.slice(1, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(typed);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('link', { name: local })).toHaveAttribute('href', `tel:+94${local.slice(1)}`);
  await table.getByRole('link', { name: 'Sachini Dissanayake' }).click();

  await expect(page.getByRole('heading', { name: 'Sachini Dissanayake', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('allergy');
  await page.getByRole('textbox', { name: 'Note' }).fill('Allergic to PPD hair dye: patch test first');
  await page.getByRole('button', { name: 'Add note' }).click();
  const notes = page.getByRole('list', { name: 'Notes' });
  await expect(notes.getByText('Allergic to PPD hair dye: patch test first')).toBeVisible();
  // Kept by the server: the note is there when the page is opened again.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Notes' }).getByText('Allergy', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText('patch test first');

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Daily close' }).click();
  await expect(page.getByRole('heading', { name: 'Daily close', level: 1 })).toBeVisible();
  await page.getByLabel('Day').fill(date);
  await expect(page).toHaveURL(new RegExp(`/admin/close\\?date=${date}$`));
  const visit = page.getByRole('listitem').filter({ hasText: 'Sachini Dissanayake' });
  await expect(visit).toContainText('LKR 1,000');
  await expect(visit.getByText('To take at the desk')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Totals per stylist' })).toContainText('Day total');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`salon-close-${date}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF"Date","Time","Booking","Customer"')).toBe(true);
  expect(csv).toContain('"Sachini Dissanayake"');
});
