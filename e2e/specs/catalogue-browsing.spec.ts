import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { newCustomer, signInNewCustomer } from '../support/account.ts';
import { E2E_ADMIN_KEY } from '../support/admin-key.ts';
import { bookThroughApi, claimDay } from '../support/booking.ts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';

/** Serious or critical findings of the axe scan, as in accessibility.spec.ts. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** The bottom edge of the sticky top bar: nothing that must stay readable may sit above it. */
async function topBarBottom(page: Page) {
  const bar = await page.getByRole('banner').boundingBox();
  return (bar?.y ?? 0) + (bar?.height ?? 0);
}

test.describe('browsing the services', () => {
  test(
    'the first row of cards shows without scrolling, with the filters above it, and the filters stay in view under the top bar while the list scrolls',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/services');
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeInViewport({ ratio: 1 });
      await expect(cards.first().getByRole('button', { name: /^Book Now: / })).toBeInViewport();
      await expect(page.getByRole('group', { name: 'Filter by category' })).toBeInViewport();
      await expect(page.getByRole('searchbox', { name: 'Search services' })).toBeInViewport();
      // No sideways scroll, even with the category row scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );

      await expect(cards.first()).toBeVisible();
      await cards.last().scrollIntoViewIfNeeded();
      await expect(cards.first()).not.toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);

      const filters = page.getByTestId('service-filters');
      await expect(page.getByRole('group', { name: 'Filter by category' })).toBeInViewport();
      await expect(page.getByRole('button', { name: 'All Services', exact: true })).toBeInViewport();
      await expect(page.getByRole('searchbox', { name: 'Search services' })).toBeInViewport();
      const box = (await filters.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual((await topBarBottom(page)) - 0.5);

      // Filtering from down the page works from where the reader is.
      await page.getByRole('button', { name: 'Facial', exact: true }).click();
      await expect(page).toHaveURL(/\/services\?category=facial$/);
      await expect(cards.first()).toBeVisible();
      for (const card of await cards.all())
        await expect(card.getByText('Facial', { exact: true })).toBeVisible();
    },
  );

  test('a hero tile on the home page opens the services filtered to its category; a link to a filtered list works on the server-rendered page too, and a reload keeps the filter', async ({
    page,
  }) => {
    // The axe scan takes long on a busy machine.
    test.slow();
    await page.goto('/');
    await page
      .getByRole('list', { name: 'Our specialities' })
      .getByRole('link', { name: /^Nail Art/ })
      .click();
    await expect(page).toHaveURL(/\/services\?category=nail$/);
    await expect(page.getByRole('button', { name: 'Nail Art', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all())
      await expect(card.getByText('Nail Art', { exact: true })).toBeVisible();

    await page.goto('/services?category=makeup');
    await expect(page.getByRole('button', { name: 'Makeup', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const card of await cards.all())
      await expect(card.getByText('Makeup', { exact: true })).toBeVisible();
    expect(await seriousViolations(page), 'filtered list').toEqual([]);

    await page.getByRole('button', { name: 'Hair Style', exact: true }).click();
    await expect(page).toHaveURL(/\/services\?category=hair$/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Hair Style', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const card of await cards.all())
      await expect(card.getByText('Hair Style', { exact: true })).toBeVisible();
  });
});

test("the footer's About Us and Contact land on the home page's section, under the top bar", async ({
  page,
}) => {
  for (const [name, path, id] of [
    ['About Us', '/about', 'about'],
    ['Contact', '/contact', 'contact'],
  ] as const) {
    await page.goto('/services');
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/#${id}$`));
    const section = page.locator(`#${id}`);
    await expect(section).toBeInViewport();
    await expect(page.getByRole('heading', { name: /not found/i })).toHaveCount(0);
    await expect
      .poll(async () => (await section.boundingBox())!.y)
      .toBeGreaterThanOrEqual((await topBarBottom(page)) - 1);

    // Typed or bookmarked: the server sends it to the same place.
    const answer = await page.request.get(path, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe(`/#${id}`);
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/#${id}$`));
    await expect(section).toBeInViewport();
  }
});

// The badge itself, once a visit that has begun is completed: apps/api/src/modules/reviews/reviews.test.ts
// and apps/web/src/features/reviews/components/review-list.test.tsx (a visit cannot begin in this run).
test('a review by a client whose visit is still ahead shows no "Verified visit", and the owner cannot complete it early', async ({
  page,
}) => {
  // Other tests publish reviews at the same time: a name of its own finds this one's card.
  const base = newCustomer();
  const { token, name } = await signInNewCustomer(page, {
    ...base,
    name: `Verified ${base.email.split(/[-@]/)[1]}`,
  });
  const customer = { name };
  const appointmentId = await bookThroughApi(page.request, token, claimDay());

  await page.goto('/reviews');
  await page.getByRole('radio', { name: '5 stars' }).focus();
  await page.keyboard.press('Space');
  await page.getByLabel('Your review').fill('Lovely cut and colour, I will be back.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  const card = page.getByRole('article').filter({ hasText: customer.name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Verified visit')).toHaveCount(0);

  // The owner tries to mark the visit done before it began, through the back office's API.
  const admin = await page.request.post('/api/auth/admin/register', {
    data: {
      name: 'Salon Admin',
      email: uniqueEmail('admin'),
      password: 'Secret123',
      confirmPassword: 'Secret123',
      adminKey: E2E_ADMIN_KEY,
    },
  });
  expect(admin.status()).toBe(201);
  const adminHeaders = { authorization: `Bearer ${(await admin.json()).token}` };
  const changeTo = (status: string) =>
    page.request.patch(`/api/appointments/${appointmentId}/status`, {
      headers: adminHeaders,
      data: { status },
    });
  const confirmed = await changeTo('confirmed');
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const completed = await changeTo('completed');
  expect(completed.status()).toBe(409);
  expect((await completed.json()).message).toBe(
    'This visit has not started yet; it can be marked completed or no-show once its start time has passed.',
  );

  await page.reload();
  await expect(card).toBeVisible();
  await expect(card.getByText('Verified visit')).toHaveCount(0);
  await expect(
    page.getByText('Reviews marked Verified visit come from clients who completed an appointment with us.', {
      exact: false,
    }),
  ).toBeVisible();
});
