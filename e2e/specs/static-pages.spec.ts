import { expect, test } from '../support/fixtures.ts';

test('each policy names the salon and its contact details; the refund policy states its numbers; the privacy policy has a printable copy', async ({
  page,
}) => {
  const main = page.getByRole('main');
  for (const [path, title] of [
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-conditions', 'Terms & Conditions'],
    ['/refund-policy', 'Refund Policy'],
  ] as const) {
    await page.goto(path);
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main).toContainText('Salon Hair & Beauty (Private) Limited');
    await expect(main).toContainText(/Effective date: \w+ \d{1,2}, \d{4}/);
    await expect(main).toContainText('+94 11 234 5678');
    await expect(main).not.toContainText(/\[(Company|Date|Contact)[^\]]*\]/i);
  }

  // On the refund policy, the last one visited.
  for (const text of [
    '24 hours’ notice',
    '50% of the service cost',
    'charged in full',
    'more than 15 minutes late',
    '7 days of the service date',
    'refundable within 14 days',
    '5-10 business days',
    'up to 10 business days',
    'LKR 1,000 booking fee is refunded in full when you cancel 24 hours or more',
  ]) {
    await expect(main).toContainText(text);
  }

  await page.goto('/privacy-policy');
  await expect(main.getByRole('heading', { name: 'Printable copy' })).toBeVisible();
  await expect(main.getByRole('heading', { name: /Information we collect/ })).toHaveCount(2);
  await expect(main.getByText(/Personal Data Protection Act, No\. 9 of 2022/)).toHaveCount(2);
  const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
  expect(new Set(ids).size).toBe(ids.length);
});

test(
  'the contents list jumps to a section on a wide screen, and gives way to the text on a phone',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/terms-conditions');
    const contents = page.getByRole('navigation', { name: 'Contents' });
    if ((page.viewportSize()?.width ?? 0) < 1024) {
      // Phones read straight through: the side list is hidden from 1024 px down.
      await expect(contents).toBeHidden();
      await expect(page.getByRole('heading', { name: /Governing law/ })).toBeAttached();
      return;
    }
    await contents.getByRole('link', { name: 'Governing law' }).click();
    await expect(page).toHaveURL(/#terms-governing-law$/);
    await expect(page.getByRole('heading', { name: /Governing law/ })).toBeInViewport();
  },
);
