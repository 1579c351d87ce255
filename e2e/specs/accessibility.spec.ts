import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signInNewAdmin, signInNewCustomer } from '../support/account.ts';
import { expect, test } from '../support/fixtures.ts';

/** Every public page, with the text that proves its content (not just its shell) has loaded. */
const publicPages: [path: string, ready: string | RegExp][] = [
  ['/', /\S/],
  ['/services', 'Our Beauty Services'],
  ['/special-offers', /Special Offers/i],
  ['/reviews', 'What Our Clients Say'],
  ['/gallery', /Gallery/i],
  ['/faq', 'Frequently Asked Questions'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-conditions', 'Terms & Conditions'],
  ['/refund-policy', 'Refund Policy'],
  ['/login', /Welcome/i],
  ['/register', /Create a new account/i],
  ['/forgot-password', /password/i],
  ['/admin/login', 'Admin sign in'],
  ['/admin/register', 'Admin registration'],
  ['/admin/forgot-password', 'Forgot your staff password?'],
  ['/no-such-page', /not found/i],
];

async function waitForContent(page: Page, ready: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: ready }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Skeletons and spinners announce themselves as a status with a loading label.
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/**
 * Rules axe rates below serious that still cost accessibility points in Lighthouse: headings
 * that skip a level leave screen-reader users guessing how the page is organised.
 */
async function outlineViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  return violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/**
 * What Chrome's Issues panel collects while the page loads (Lighthouse best practices counts
 * them): a CSP-blocked eval, a form field with neither id nor name, and the like.
 */
async function recordBrowserIssues(page: Page) {
  const issues: string[] = [];
  const devtools = await page.context().newCDPSession(page);
  devtools.on('Audits.issueAdded', ({ issue }) =>
    issues.push(`${issue.code} ${JSON.stringify(issue.details)}`),
  );
  await devtools.send('Audits.enable');
  return issues;
}

/**
 * Scans each page in turn, and fails after the last one, naming every page at fault: one test
 * for several pages rather than a test each, since a browser context and a first load per page
 * cost more than the scan (docs/decisions/0026-browser-suite-budget.md).
 */
async function scanPages(page: Page, pages: [path: string, ready: string | RegExp][]) {
  const faults: Record<string, unknown> = {};
  const browserIssues = await recordBrowserIssues(page);
  for (const [path, ready] of pages) {
    browserIssues.length = 0;
    await page.goto(path);
    await waitForContent(page, ready);
    const found = {
      serious: await seriousViolations(page),
      'heading outline': await outlineViolations(page),
      'Chrome issues': [...browserIssues],
    };
    if (Object.values(found).some((list) => list.length > 0)) faults[path] = found;
  }
  expect(faults).toEqual({});
}

test("the salon's pages (home, catalogue, reviews, gallery, FAQ, policies) have no serious accessibility violations", async ({
  page,
}) => {
  // Nine pages, each scanned.
  test.slow();
  await scanPages(page, publicPages.slice(0, 9));
});

test('the sign-in, registration and staff pages, the missing page and the signed-in screens have no serious accessibility violations', async ({
  page,
}) => {
  // Seven pages and three signed-in screens, each scanned.
  test.slow();
  await scanPages(page, publicPages.slice(9));

  await signInNewCustomer(page);

  await page.goto('/profile');
  await waitForContent(page, 'My Profile');
  expect(await seriousViolations(page), 'profile information tab').toEqual([]);

  await page.getByRole('tab', { name: 'Change Password' }).click();
  expect(await seriousViolations(page), 'change password tab').toEqual([]);

  await page.getByRole('tab', { name: 'Saved cards' }).click();
  await expect(page.getByText(/No saved cards yet/)).toBeVisible();
  expect(await seriousViolations(page), 'saved cards tab').toEqual([]);

  await page.goto('/reviews');
  await waitForContent(page, 'What Our Clients Say');
  await expect(page.getByRole('heading', { name: 'Share Your Experience' })).toBeVisible();
  expect(await seriousViolations(page), 'review form').toEqual([]);
});

/** The focused element shows a keyboard focus ring: a drawn outline, not one whose style is none. */
async function expectFocusRing(page: Page, what: string) {
  const ring = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const style = getComputedStyle(focused);
    return {
      tag: focused.tagName,
      visible: focused.matches(':focus-visible'),
      style: style.outlineStyle,
      width: style.outlineWidth,
    };
  });
  expect(ring, what).toMatchObject({ visible: true, width: '2px' });
  expect(ring.style, `${what} (${ring.tag}) outline style`).not.toBe('none');
}

test('back office pages have no serious accessibility violations', { tag: '@phone' }, async ({ page }) => {
  // Seven screens, each scanned.
  test.slow();
  await signInNewAdmin(page);
  for (const [path, ready] of [
    ['/admin/dashboard', 'Overview'],
    ['/admin/appointments', 'Appointments'],
    ['/admin/day', 'Day view'],
    ['/admin/customers', 'Customers'],
    ['/admin/close', 'Daily close'],
    ['/admin/waitlist', 'Waitlist'],
  ] as const) {
    await page.goto(path);
    await waitForContent(page, ready);
    // Wide content (the day's chairs, the table) scrolls inside its own box, never the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), path).toEqual([]);
  }

  // Each kind of field shows a keyboard focus ring: text, select and date (the filters).
  await page.goto('/admin/appointments');
  await waitForContent(page, 'Appointments');
  await page.getByRole('searchbox', { name: 'Search' }).focus();
  await expectFocusRing(page, 'search field');
  // The keyboard moves on to the selects; a date field is focused as a keyboard user reaches it.
  await page.keyboard.press('Tab');
  await expectFocusRing(page, 'status select');
  await page.keyboard.press('Tab');
  await expectFocusRing(page, 'sort select');
  await page.getByLabel('From').focus();
  await expectFocusRing(page, 'from date');

  await page.goto('/admin/dashboard');
  await waitForContent(page, 'Overview');
  await page.getByRole('button', { name: 'Show table' }).click();
  expect(await seriousViolations(page), 'overview with the table shown').toEqual([]);
});

/** How far the page reaches past the window's right edge, in pixels. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

// Every page at a phone's width, in one test of the wide project: it sets its own viewport.
test('no page scrolls sideways on a 360 px phone', async ({ page }) => {
  // Nineteen pages in one test.
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  const overflowing: string[] = [];
  async function check(path: string, ready: string | RegExp) {
    await page.goto(path);
    await waitForContent(page, ready);
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) overflowing.push(`${path} by ${overflow}px`);
  }
  for (const [path, ready] of publicPages) await check(path, ready);
  await signInNewCustomer(page);
  for (const [path, ready] of [
    ['/profile', 'My Profile'],
    ['/cart', 'Services Cart'],
    ['/profile/appointments', 'My Appointments'],
  ] as const)
    await check(path, ready);
  expect(overflowing).toEqual([]);
});
