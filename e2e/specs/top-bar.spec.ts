import type { Page } from '@playwright/test';
import { signInNewCustomer } from '../support/account.ts';
import { expect, test } from '../support/fixtures.ts';

// docs/product.md#2.2: the top bar is one row in every language, wide or on a phone. Sinhala's
// and Tamil's words run longer than English ones (the `nav-wide` variant, apps/web/src/styles.css).

const SCRIPT_FONTS = { en: null, si: 'Noto Sans Sinhala', ta: 'Noto Sans Tamil' } as const;

/** The bar's row, measured once the language's own font has replaced the fallback. */
async function measureBar(page: Page, font: string | null) {
  if (font)
    await page.waitForFunction(
      (family) =>
        [...document.fonts].some((face) => face.family.includes(family) && face.status === 'loaded'),
      font,
    );
  return page.evaluate(() => {
    const row = document.querySelector('header')!.firstElementChild as HTMLElement;
    const links = [...row.querySelectorAll('nav a')].map((link) => link.getBoundingClientRect());
    return {
      rowOverflow: row.scrollWidth - row.clientWidth,
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      tallestLink: Math.max(0, ...links.map((link) => link.height)),
      linkTops: new Set(links.map((link) => Math.round(link.top))).size,
    };
  });
}

test('the top bar stays one row in English, Sinhala and Tamil at 1280 px and on a phone, with nothing pushed sideways', async ({
  page,
  baseURL,
}) => {
  // Signed in, the bar is at its widest: the cart and the customer's name join the links.
  await signInNewCustomer(page);
  for (const [language, font] of Object.entries(SCRIPT_FONTS)) {
    await page.context().addCookies([{ name: 'salon_lang', value: language, url: baseURL! }]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const links = page.getByRole('banner').getByRole('navigation').getByRole('link');
    await expect(links).toHaveCount(6);
    await expect(links.first()).toBeVisible();
    const wide = await measureBar(page, font);
    // Each link on one line (a wrapped one is 57 px tall), all in one row, nothing spilling out.
    expect(wide.tallestLink, `${language} at 1280 px`).toBeLessThanOrEqual(40);
    expect(wide.linkTops, `${language} at 1280 px`).toBe(1);
    expect(wide.rowOverflow, `${language} at 1280 px`).toBeLessThanOrEqual(0);
    expect(wide.pageOverflow, `${language} at 1280 px`).toBeLessThanOrEqual(0);

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(links.first()).toBeHidden();
    const phone = await measureBar(page, font);
    expect(phone.rowOverflow, `${language} at 375 px`).toBeLessThanOrEqual(0);
    expect(phone.pageOverflow, `${language} at 375 px`).toBeLessThanOrEqual(0);
  }
});
