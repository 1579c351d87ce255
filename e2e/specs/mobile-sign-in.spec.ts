import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures.ts';

/** The SMS outbox (DATA_DIR/sms-outbox) of this worker's salon (support/fixtures.ts). */
const smsOutbox = () => path.join(process.env.E2E_DATA_DIR!, 'sms-outbox');

/** A mobile number of this test alone, in E.164 and as the customer types it. */
function ownMobile(seed: string) {
  const digits = String(
    Math.abs([...seed].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) | 0, 7)) % 10_000_000,
  );
  const local = `076${digits.padStart(7, '0')}`;
  return {
    e164: `+94${local.slice(1)}`,
    typed: `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`,
  };
}

/** The code of the newest sign-in text to `e164`, waiting for it to arrive. */
async function textedCode(e164: string) {
  let code = '';
  await expect
    .poll(() => {
      const dir = smsOutbox();
      if (!fs.existsSync(dir)) return '';
      const texts = fs
        .readdirSync(dir)
        .sort()
        .map(
          (name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { to: string; text: string },
        )
        .filter((sms) => sms.to === e164 && sms.text.includes('sign-in code'));
      code = /\b(\d{6})\b/.exec(texts.at(-1)?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

// Signing back in with a known number (no name asked) is phone-sign-in.test.ts's, where the
// server's one-code-a-minute limit needs no real wait.
test('a new customer signs up with a mobile number and a texted code', async ({ page }, testInfo) => {
  const mobile = ownMobile(testInfo.testId + testInfo.project.name);
  const name = 'Tharushi Fernando';

  await page.goto('/register');
  await page.getByRole('button', { name: 'Use mobile number' }).click();
  await page.getByLabel('Mobile number').fill(mobile.typed);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  const sendAgain = await page.getByRole('button', { name: /Send a new code/ }).boundingBox();
  expect(sendAgain!.height).toBeGreaterThanOrEqual(44);

  await page.getByLabel('Code from the text').fill(await textedCode(mobile.e164));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('This number is new to us. Tell us your name to create your account.'),
  ).toBeVisible();
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Welcome! Your account is ready.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Hello, ${name}`, level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
