import type { Page } from '@playwright/test';
import { E2E_ADMIN_KEY } from './admin-key.ts';
import { expect, isMobile, uniqueEmail } from './fixtures.ts';
import { verificationCode } from './mailbox.ts';

export interface Customer {
  name: string;
  email: string;
  password: string;
}

export const newCustomer = (): Customer => ({
  name: 'Nimali Perera',
  email: uniqueEmail(),
  password: 'Secret123',
});

/** Fills and sends the registration form; the verification dialog opens next. */
export async function submitRegistration(page: Page, customer: Customer) {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(customer.name);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(customer.password);
  await page.getByLabel('Phone number').fill('0771234567');
  await page.getByLabel('Address').fill('12 Flower Road, Colombo 7');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  return page.getByRole('dialog', { name: 'Verify your email' });
}

/** Registers through the form and verifies with the code from the mail, as a customer would. */
export async function registerThroughForm(page: Page, customer: Customer) {
  const dialog = await submitRegistration(page, customer);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Verification code').fill(await verificationCode(customer.email));
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** Opens the account menu: the name button on a wide screen, the menu toggle on a phone. */
export async function openAccountMenu(page: Page, name: string) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    return page.getByRole('navigation', { name: 'Mobile' });
  }
  await page.getByRole('button', { name: name.toUpperCase() }).click();
  return page.getByRole('banner');
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signOut(page: Page, name: string) {
  const menu = await openAccountMenu(page, name);
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

/** The demo admin the server seeds (apps/api/src/modules/demo/demo-admin.ts). */
export const demoAdmin = { name: 'Salon Admin', email: 'admin@salon.lk', password: 'SalonAdmin1' } as const;

/**
 * Signs a new admin of its own into the back office, for a test that is not about signing in.
 * Registered through the API with the server's key, so it spends none of the demo admin's
 * sign-ins (the server allows one client ten per account in 15 minutes), and signing it out
 * ends no other test's session.
 */
export async function signInNewAdmin(page: Page) {
  const { token } = await registerAdminThroughApi(page);
  // Any page of the site's origin will do to reach its storage; the icon is the lightest.
  await page.goto('/favicon.svg');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('/admin/dashboard');
  // The back office is its own lazily loaded bundle: on a busy machine it takes a while.
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible({ timeout: 30_000 });
}

/** A new admin account of the test's own, registered with the server's key; its session token. */
export async function registerAdminThroughApi(page: Page, email = uniqueEmail('admin')) {
  const response = await page.request.post('/api/auth/admin/register', {
    data: {
      name: demoAdmin.name,
      email,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      adminKey: E2E_ADMIN_KEY,
    },
  });
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { email, token };
}

/**
 * A verified customer of the test's own, registered and verified through the API and signed in
 * on `page`: for a test about something other than registering.
 */
export async function signInNewCustomer(
  page: Page,
  customer = newCustomer(),
  { phone = '0771234567' }: { phone?: string } = {},
) {
  const registered = await page.request.post('/api/auth/register', {
    data: {
      name: customer.name,
      email: customer.email,
      password: customer.password,
      confirmPassword: customer.password,
      phone,
      address: '12 Flower Road, Colombo 7',
    },
  });
  expect(registered.status()).toBe(201);
  const { userId } = (await registered.json()) as { userId: string };
  const verified = await page.request.post('/api/auth/verify-email', {
    data: { userId, otp: await verificationCode(customer.email) },
  });
  expect(verified.ok()).toBe(true);
  const { token } = (await verified.json()) as { token: string };
  await page.goto('/favicon.svg');
  // The token, and the hint that tells the server to send a signed-in browser the bare app.
  await page.evaluate((value) => {
    localStorage.setItem('token', value);
    document.cookie = 'salon_signed_in=1; Path=/; SameSite=Lax';
  }, token);
  return { ...customer, token };
}
