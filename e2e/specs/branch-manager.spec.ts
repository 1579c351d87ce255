import { registerAdminThroughApi, signInNewCustomer } from '../support/account.ts';
import { expect, test } from '../support/fixtures.ts';

// docs/decisions/0049-branch-manager.md: the owner makes a customer's account the manager of the
// demo's Nugegoda branch; the manager signs in to the back office and sees that branch alone.
test('a branch manager signs in to the back office and sees only their branch', async ({ page }) => {
  const customer = await signInNewCustomer(page);
  // Appointing ends the customer's sessions: this browser signs in again, at the back office.
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.context().clearCookies();

  const owner = await registerAdminThroughApi(page);
  const branches = await (await page.request.get('/api/branches')).json();
  const nugegoda = branches.data.branches.find((branch: { name: string }) => branch.name === 'Nugegoda');
  const appointed = await page.request.put('/api/admin/managers', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { email: customer.email, branchId: nugegoda._id },
  });
  expect(appointed.status()).toBe(200);

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  const dayAnswer = page.waitForResponse((response) => response.url().includes('/api/admin/day?'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/day$/);
  await expect(page.getByRole('heading', { name: 'Day view', level: 1 })).toBeVisible({ timeout: 30_000 });
  // Their branch is named, never a choice, and the day asked is Nugegoda's.
  await expect(page.getByTestId('own-branch')).toHaveText('Nugegoda');
  await expect(page.getByRole('combobox', { name: 'Branch' })).toHaveCount(0);
  const day = await dayAnswer;
  expect(day.status()).toBe(200);
  expect(day.url()).toContain(`branchId=${nugegoda._id}`);
  // Nadeesha works at Colombo 3 only.
  await expect(page.getByText('Nadeesha Perera')).toHaveCount(0);
  // The salon's settings are the owner's: the manager lands back on the day.
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin\/day$/);
  const menu = page.getByRole('navigation', { name: 'Admin', exact: true });
  await expect(menu.getByRole('link')).toHaveText([
    'Appointments',
    'Day view',
    'Customers',
    'Daily close',
    'Waitlist',
  ]);
  // The appointments list is their branch's: the call names Nugegoda.
  const listAnswer = page.waitForResponse((response) => response.url().includes('/api/appointments/all'));
  await menu.getByRole('link', { name: 'Appointments' }).click();
  await expect(page).toHaveURL(/\/admin\/appointments/);
  const list = await listAnswer;
  expect(list.status()).toBe(200);
  expect(list.url()).toContain(`branchId=${nugegoda._id}`);
});
