import type { Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { newCustomer, openAccountMenu, signIn, signInNewCustomer, signOut } from '../support/account.ts';
import { expect, isMobile, test } from '../support/fixtures.ts';

/** A real 64x64 PNG (a plum square), built by hand so the test needs no image library. */
function plumPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 64;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [74, 29, 63]).flat()),
  ]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
}

test('a customer edits their details and sees them after a reload, then changes their password and signs in with the new one', async ({
  page,
}) => {
  const customer = await signInNewCustomer(page);
  await openProfile(page);

  await expect(page.getByLabel('Email')).toHaveValue(customer.email);
  await page.getByLabel('Full name').fill('Nimali Fernando');
  await page.getByLabel('Phone number').fill('0719876543');
  await page.getByLabel('Address').fill('No. 5, Lake Drive, Kandy');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  if (!isMobile(page)) await expect(page.getByRole('button', { name: 'NIMALI FERNANDO' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Nimali Fernando');
  await expect(page.getByLabel('Phone number')).toHaveValue('0719876543');
  await expect(page.getByLabel('Address')).toHaveValue('No. 5, Lake Drive, Kandy');
  const completion = page.getByRole('progressbar', { name: 'Profile completion' });
  await expect(completion).toHaveAttribute('aria-valuenow', '67');

  // The password, from the profile's other tab.

  await page.getByRole('tab', { name: 'Change Password' }).click();
  await page.getByLabel('Current password', { exact: true }).fill('WrongOne123');
  await page.getByLabel('New password', { exact: true }).fill('BrandNew789');
  await page.getByLabel('Confirm new password', { exact: true }).fill('BrandNew789');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Current password is incorrect' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByLabel('Current password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  const banner = page.getByRole('status').filter({ hasText: 'Password changed successfully' });
  await expect(banner).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');
  await expect(banner).toBeHidden({ timeout: 5_000 });

  await signOut(page, 'Nimali Fernando');
  await signIn(page, customer.email, 'BrandNew789');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a customer uploads a profile picture and the nav bar shows it', { tag: '@phone' }, async ({ page }) => {
  const customer = await signInNewCustomer(page);
  await openProfile(page);

  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'salon-avatar-')), 'me.png');
  fs.writeFileSync(file, plumPng());
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await (await chooser).setFiles(file);

  await expect(page.getByText('Profile image updated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  const menu = await openAccountMenu(page, customer.name);
  const navImage = isMobile(page)
    ? menu.locator('img').first()
    : page.getByRole('banner').locator('img').first();
  await expect(navImage).toHaveAttribute('src', /^\/uploads\/avatars\/[\w-]+\.webp$/);
  await expect
    .poll(() => navImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

test('a customer reviews the salon, then edits the review', async ({ page }) => {
  // Other tests publish reviews at the same time: a name of its own finds this one's card.
  const base = newCustomer();
  const customer = await signInNewCustomer(page, { ...base, name: `Ayesha ${base.email.split(/[-@]/)[1]}` });
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { name: 'Share Your Experience' })).toBeVisible();

  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Please select a rating')).toBeVisible();
  await expect(page.getByText('Please enter a comment')).toBeVisible();

  // Keyboard only: the first star, then the arrow keys, as in any radio group.
  await page.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page
    .getByLabel('Your review', { exact: true })
    .fill('Lovely balayage, and the team made me feel at home.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Update Your Review' })).toBeVisible();

  const myCard = page.getByRole('article').filter({ hasText: customer.name });
  await expect(myCard).toContainText('4.0');
  await expect(myCard).toContainText('Lovely balayage');

  await page.getByRole('radio', { name: '5 stars' }).focus();
  await page.keyboard.press('Space');
  await page
    .getByLabel('Your review', { exact: true })
    .fill('Back again: still the best balayage in Colombo.');
  await page.getByRole('button', { name: 'Update Review' }).click();
  await expect(page.getByText('Review updated successfully')).toBeVisible();
  await expect(myCard).toContainText('5.0');
  await expect(myCard).toContainText('still the best balayage');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Update Your Review' })).toBeVisible();
  await expect(page.getByLabel('Your review', { exact: true })).toHaveValue(
    'Back again: still the best balayage in Colombo.',
  );
  await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
});
