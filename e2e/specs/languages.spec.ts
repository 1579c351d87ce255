import AxeBuilder from '@axe-core/playwright';
import { request as apiRequest } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expect, isMobile, test } from '../support/fixtures.ts';

// docs/architecture.md#languages: English, Sinhala and Tamil, chosen in the header (or the
// small-screen menu), remembered in a cookie and rendered by the server in that language.

const labels = {
  en: { menu: 'Menu', mobile: 'Mobile', language: 'Language' },
  ta: { menu: 'மெனு', mobile: 'கைபேசி', language: 'மொழி' },
} as const;

async function chooseLanguage(page: Page, shownIn: keyof typeof labels, option: string) {
  const label = labels[shownIn];
  let scope = page.getByRole('banner');
  if (isMobile(page)) {
    await page.getByRole('button', { name: label.menu }).click();
    scope = page.getByRole('navigation', { name: label.mobile });
  }
  await scope.getByRole('combobox', { name: label.language }).selectOption({ label: option });
}

// Tamil and Sinhala words run longer than English ones: neither may push a phone's page sideways.
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const fontRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\.(woff2?|ttf)$/.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
};

test(
  'a visitor reads the site in Tamil, keeps it after a reload, and goes back to English',
  { tag: '@phone' },
  async ({ page }) => {
    const fonts = fontRequests(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Book Now' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.waitForLoadState('networkidle');
    expect(fonts).toEqual([]);

    await chooseLanguage(page, 'en', 'தமிழ்');

    await expect(page.getByRole('link', { name: 'முன்பதிவு செய்க' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'எங்களை ஏன் தேர்ந்தெடுக்க வேண்டும்' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    // English fetched no font; Tamil brings its own, self-hosted, and the text is set in it.
    const whyHeading = page.getByRole('heading', { name: 'எங்களை ஏன் தேர்ந்தெடுக்க வேண்டும்' });
    expect(await whyHeading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^"?Noto Sans Tamil/,
    );
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some(
            (face) => face.family.includes('Noto Sans Tamil') && face.status === 'loaded',
          ),
        ),
      )
      .toBe(true);
    expect(fonts.every((url) => url.includes('noto-sans-tamil'))).toBe(true);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(fonts.some((url) => new URL(url).origin === new URL(page.url()).origin)).toBe(true);

    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
    ).toEqual([]);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('link', { name: 'முன்பதிவு செய்க' })).toBeVisible();

    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'எங்கள் அழகுச் சேவைகள்' })).toBeVisible();
    await expect(
      page
        .getByRole('article')
        .first()
        .getByText(/^நேரம்: \d+ நிமிடங்கள்$/),
    ).toBeVisible();
    expect(await page.title()).toBe('எங்கள் அழகுச் சேவைகள் | Salon');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await chooseLanguage(page, 'ta', 'English');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Beauty Services' })).toBeVisible();
    await expect(
      page
        .getByRole('article')
        .first()
        .getByText(/^LKR [\d,]+$/),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Beauty Services' })).toBeVisible();
  },
);

test('the server renders the language of the cookie, and English without it; the FAQ and a policy arrive rendered in Tamil and work once hydrated', async ({
  page,
  baseURL,
}) => {
  const client = await apiRequest.newContext({ baseURL });
  const sinhala = await (await client.get('/', { headers: { cookie: 'salon_lang=si' } })).text();
  expect(sinhala).toContain('<html lang="si"');
  expect(sinhala).toContain('දැන් වෙන්කරන්න');
  expect(sinhala).not.toContain('>Book Now<');

  const english = await (await client.get('/')).text();
  expect(english).toContain('<html lang="en"');
  expect(english).toContain('>Book Now<');
  expect(english).not.toContain('දැන් වෙන්කරන්න');

  // The FAQ and a policy in Tamil.
  const refund = await (await client.get('/refund-policy', { headers: { cookie: 'salon_lang=ta' } })).text();
  expect(refund).toContain('சேவைக் கட்டணத்தில் 50%');
  expect(refund).not.toContain('Cancellations require');
  await client.dispose();

  await page.context().addCookies([{ name: 'salon_lang', value: 'ta', url: baseURL! }]);
  await page.goto('/faq');
  const question = page.getByRole('button', { name: 'உங்கள் ரத்துக் கொள்கை என்ன?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'உங்கள் ரத்துக் கொள்கை என்ன?' })).toContainText(
    'Rs. 1,000 முன்பதிவுக் கட்டணம்',
  );
});
