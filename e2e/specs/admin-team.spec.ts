import AxeBuilder from '@axe-core/playwright';
import { signInNewAdmin } from '../support/account.ts';
import { expect, test } from '../support/fixtures.ts';

// Nothing is saved: another stylist on the worker's salon would change the times every other
// journey of that worker is offered (docs/decisions/0036-stylists.md). The API's own tests cover saving.
test(
  'the team dialog fits a phone, is reached by keyboard and has no serious accessibility fault',
  { tag: '@phone' },
  async ({ page }) => {
    test.slow();
    await signInNewAdmin(page);
    await page.goto('/admin/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible({ timeout: 30_000 });
    const add = page.getByRole('button', { name: 'Add stylist' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add stylist' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/^Name/).fill('Nimali');
    await dialog.getByRole('button', { name: 'Add a shift on Monday' }).click();
    await dialog.getByRole('button', { name: 'Add a shift on Monday' }).click();
    await expect(dialog.getByLabel('Start of shift 2 on Monday')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the dialog scrolls sideways').toBeLessThanOrEqual(0);
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id);
    expect(serious).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
  },
);
