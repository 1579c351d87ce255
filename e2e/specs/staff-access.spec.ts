import { registerAdminThroughApi } from '../support/account.ts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import { resetLink } from '../support/mailbox.ts';

test('an owner who forgot the password resets it from the staff sign-in and reaches the dashboard', async ({
  page,
}) => {
  const { email } = await registerAdminThroughApi(page, uniqueEmail('owner'));

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
