import {
  newCustomer,
  openAccountMenu,
  registerThroughForm,
  signIn,
  signOut,
  submitRegistration,
} from '../support/account.ts';
import { expect, test } from '../support/fixtures.ts';
import { countMails, resetLink, verificationCode } from '../support/mailbox.ts';

test('a customer registers, verifies the mailed code, signs out and signs in again', async ({ page }) => {
  const customer = newCustomer();
  await registerThroughForm(page, customer);

  const menu = await openAccountMenu(page, customer.name);
  await expect(menu.getByText(customer.name.toUpperCase())).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/');
  await signOut(page, customer.name);

  await signIn(page, customer.email, customer.password);
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('UserDashboard')).toBeVisible();
});

test('a wrong password is refused with the product message', async ({ page }) => {
  const customer = newCustomer();
  await registerThroughForm(page, customer);
  await signOut(page, customer.name);

  await signIn(page, customer.email, 'NotMyPass1');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  const customer = newCustomer();
  await registerThroughForm(page, customer);
  await signOut(page, customer.name);

  await page.getByRole('link', { name: /forgot password/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(/reset link has been sent/i).first()).toBeVisible();

  await page.goto(await resetLink(customer.email));
  await page.getByLabel('New password', { exact: true }).fill('weak');
  await page.getByLabel('Confirm password', { exact: true }).fill('weak');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText(
      'Password must be at least 8 characters long. Password must contain at least one uppercase letter. Password must contain at least one number',
    ),
  ).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('BrandNew789');
  await page.getByLabel('Confirm password', { exact: true }).fill('BrandNew789');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('Password reset successful! Please login with your new password.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await signIn(page, customer.email, 'BrandNew789');
  await expect(page).toHaveURL(/\/dashboard$/);
});

// Registering makes no account until the code comes back (docs/decisions/0022-pending-registrations.md).
test('a customer who left before verifying has no account yet, and registering again mails a code that verifies', async ({
  page,
}) => {
  const customer = newCustomer();
  await expect(await submitRegistration(page, customer)).toBeVisible();

  await signIn(page, customer.email, customer.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const dialog = await submitRegistration(page, customer);
  await expect(dialog).toBeVisible();
  await expect.poll(() => countMails(customer.email, /verification code/i)).toBe(2);
  await dialog.getByLabel('Verification code').fill(await verificationCode(customer.email));
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('UserDashboard')).toBeVisible();
});

for (const path of ['/profile', '/profile/appointments', '/dashboard', '/cart', '/book-appointment']) {
  test(`${path} sends a signed-out visitor to /login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });
}

test('the demo admin signs in at /admin/login and lands on the admin dashboard', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill('admin@salon.lk');
  await page.getByLabel('Password', { exact: true }).fill('SalonAdmin1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
