import { expect, test } from '../support/fixtures.ts';

test('the FAQ opens one answer at a time', async ({ page }) => {
  await page.goto('/faq');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(main.getByRole('button', { expanded: false })).toHaveCount(10);

  const booking = main.getByRole('button', { name: 'How far in advance should I book my appointment?' });
  const payment = main.getByRole('button', { name: 'What payment methods do you accept?' });
  await booking.click();
  await expect(booking).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByText(/booking about a week ahead/)).toBeVisible();

  await payment.click();
  await expect(payment).toHaveAttribute('aria-expanded', 'true');
  await expect(booking).toHaveAttribute('aria-expanded', 'false');
  await expect(main.getByText(/booking about a week ahead/)).toBeHidden();
  await expect(main.getByText(/we take only a LKR 1,000 booking fee/)).toBeVisible();
  await expect(main.getByRole('button', { expanded: true })).toHaveCount(1);

  await payment.click();
  await expect(main.getByRole('button', { expanded: true })).toHaveCount(0);
});

for (const [path, title] of [
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-conditions', 'Terms & Conditions'],
  ['/refund-policy', 'Refund Policy'],
] as const) {
  test(`${title} names the salon and its contact details`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main).toContainText('Salon Hair & Beauty (Private) Limited');
    await expect(main).toContainText(/Effective date: \w+ \d{1,2}, \d{4}/);
    await expect(main).toContainText('+94 11 234 5678');
    await expect(main).not.toContainText(/\[(Company|Date|Contact)[^\]]*\]/i);
  });
}

test('the refund policy states the policy numbers', async ({ page }) => {
  await page.goto('/refund-policy');
  const main = page.getByRole('main');
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
});

test('the privacy policy repeats its content as a printable copy', async ({ page }) => {
  await page.goto('/privacy-policy');
  const main = page.getByRole('main');
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
