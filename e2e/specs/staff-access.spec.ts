import { E2E_ADMIN_KEY } from '../support/admin-key.ts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import { resetLink } from '../support/mailbox.ts';

test('the footer leads staff to their sign-in; a new owner registers with the key, reaches the dashboard, and later resets a forgotten password and signs in again', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Staff sign-in' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.goto('/admin/register');
  await page.getByLabel('Full name').fill('Salon Owner');
  const email = uniqueEmail('owner');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm password', { exact: true }).fill('Secret123');
  await page.getByLabel('Registration key', { exact: true }).fill(E2E_ADMIN_KEY);
  await page.getByRole('button', { name: 'Register as admin' }).click();
  await expect(page.getByText('Admin registration successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible({ timeout: 30_000 });

  // The same owner, signed out, forgets the password and resets it from the staff sign-in.
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.context().clearCookies();
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(/reset link has been sent/i).first()).toBeVisible();

  const link = await resetLink(email);
  expect(link).toMatch(/\?account=admin$/);
  await page.goto(link);
  await expect(page.getByLabel('Admin Account')).toBeChecked();
  await page.getByLabel('New password', { exact: true }).fill('OwnerNew789');
  await page.getByLabel('Confirm password', { exact: true }).fill('OwnerNew789');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('Password reset successful! Please login with your new password.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 10_000 });

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('OwnerNew789');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
});
