import { signInNewAdmin } from '../support/account.ts';
import { expect, isMobile, test } from '../support/fixtures.ts';

/**
 * The overview's stylists table (docs/decisions/0037-stylist-in-messages.md) on a phone, in every
 * language. The demo salon may have no team, so the server's answer gains one here: what is
 * checked is the page's layout, the API's numbers have tests of their own.
 */
const TEAM = [
  { _id: 's1', name: 'Nimali', bookings: 128, bookedMinutes: 10_440, noShows: 3 },
  { _id: 's2', name: 'Tharshini Balasubramaniam-Wickramasinghe', bookings: 0, bookedMinutes: 0, noShows: 0 },
];

for (const [language, title] of [
  ['en', 'Stylists this month'],
  ['si', 'මෙම මාසයේ ශිල්පීන්'],
  ['ta', 'இந்த மாதம் அழகுக் கலைஞர்கள்'],
] as const)
  test(
    `the overview's stylists fit the screen in ${language}`,
    { tag: '@phone' },
    async ({ page, context, baseURL }) => {
      await signInNewAdmin(page);
      await context.addCookies([{ name: 'salon_lang', value: language, url: baseURL! }]);
      // With or without a branch (docs/decisions/0047-back-office-per-branch.md).
      await page.route(/\/api\/admin\/overview(\?|$)/, async (route) => {
        const answer = await route.fetch();
        const body = await answer.json();
        body.data.overview.stylists = TEAM;
        await route.fulfill({ response: answer, json: body });
      });
      await page.goto('/admin/dashboard');
      const panel = page.getByRole('region', { name: title });
      // A card per stylist on a phone, a table wider up.
      const entries = isMobile(page)
        ? panel.getByRole('listitem')
        : panel.getByRole('row').filter({ hasText: /\d/ });
      await expect(entries).toHaveCount(2);
      await expect(entries.nth(0)).toContainText('Nimali');
      await expect(entries.nth(1)).toContainText('Tharshini');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      const panelBox = (await panel.boundingBox())!;
      for (const entry of await entries.all()) {
        const box = (await entry.boundingBox())!;
        expect(box.x + box.width, 'a stylist reaches past the panel').toBeLessThanOrEqual(
          panelBox.x + panelBox.width,
        );
      }
      await panel.screenshot({ path: test.info().outputPath('stylists.png') });
    },
  );
