import { signInNewAdmin } from '../support/account.ts';
import { expect, test } from '../support/fixtures.ts';

// docs/decisions/0045-branches.md: the owner adds a branch on the Branches page, customers are
// offered it, and closing it (no bookings there) takes it off their list again, so the worker's
// other journeys still see the demo's two branches.
test('the owner adds a branch, customers see it, and closing it takes it off their list', async ({
  page,
}) => {
  test.slow();
  const name = `Kandy ${Date.now().toString(36)}`;
  const offered = async () =>
    (
      (await (await page.request.get('/api/branches')).json()) as { data: { branches: { name: string }[] } }
    ).data.branches.map((branch) => branch.name);

  await signInNewAdmin(page);
  await page.getByRole('link', { name: 'Branches' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Branches' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Branches', exact: true }).getByText('Main branch'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add branch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add branch' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Address/).fill('No. 5, Peradeniya Road, Kandy');
  await dialog.getByLabel(/^Phone/).fill('081 222 3344');
  await dialog.getByLabel(/^WhatsApp number/).fill('077 123 4567');
  await dialog.getByLabel('Open on Sunday').check();
  // A mistake is named on its field and nothing is sent.
  await dialog.getByLabel(/^Chairs/).fill('0');
  await dialog.getByRole('button', { name: 'Add branch' }).click();
  await expect(dialog.getByText('Chairs must be a whole number from 1 to 50')).toBeVisible();
  await dialog.getByLabel(/^Chairs/).fill('3');
  await dialog.getByRole('button', { name: 'Add branch' }).click();
  await expect(page.getByText('Branch added')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The Branches page's own list: the footer lists every branch too.
  const row = page
    .getByRole('list', { name: 'Branches', exact: true })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(row).toContainText('No. 5, Peradeniya Road, Kandy');
  await expect(row).toContainText('Chairs: 3');
  expect(await offered()).toContain(name);

  await row.getByRole('button', { name: `Close ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Close branch' })
    .getByRole('button', { name: 'Close branch' })
    .click();
  await expect(page.getByText('Branch closed: customers no longer see it')).toBeVisible();
  await expect(row).toContainText('Closed for good');
  expect(await offered()).not.toContain(name);
});
