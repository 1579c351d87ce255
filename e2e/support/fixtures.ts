import { test as base, expect } from '@playwright/test';
import { randomBytes } from 'node:crypto';

const OFFLINE_HOSTS = ['accounts.google.com', 'js.stripe.com'];

/**
 * Every page: third-party script hosts blocked (the machine is offline), and any console
 * error fails the test, since a user would be looking at a broken page.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context }, use) => {
    await context.route(
      (url) => OFFLINE_HOSTS.includes(url.hostname),
      (route) => route.abort('blockedbyclient'),
    );
    await use(context);
  },
});

export { expect };

export const uniqueEmail = (label = 'e2e') => `${label}-${randomBytes(4).toString('hex')}@example.lk`;

export const isMobile = (page: { viewportSize(): { width: number } | null }) =>
  (page.viewportSize()?.width ?? 1280) < 768;
