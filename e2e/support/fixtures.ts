import { test as base, expect } from '@playwright/test';
import type { Response } from '@playwright/test';
import { createHash, randomBytes } from 'node:crypto';
import { startSalon } from './salon.ts';
import type { Salon } from './salon.ts';

const OFFLINE_HOSTS = ['accounts.google.com', 'js.stripe.com'];

/**
 * Every page: third-party script hosts blocked (the machine is offline), and any console
 * error fails the test, since a user would be looking at a broken page. Every worker has a salon
 * of its own (`salon`): its own server and database, so no journey of another worker books its
 * chairs or changes its settings.
 */
export const test = base.extend<{ consoleErrors: string[] }, { salon: Salon }>({
  // A salon per worker (e2e/README.md#a-salon-per-worker): a database cloned from the run's
  // migrated template and a server on it. A worker that restarts after a failure gets a new one.
  salon: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use, workerInfo) => {
      const salon = await startSalon(`worker${workerInfo.workerIndex}`);
      // The days this worker's tests claim (support/days.ts) and its server's folders.
      process.env.E2E_DAY_POOL_DIR = salon.dayPoolDir;
      process.env.E2E_DATA_DIR = salon.dataDir;
      process.env.E2E_DATABASE_URL = salon.databaseUrl;
      try {
        await use(salon);
      } finally {
        await salon.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ salon }, use) => use(salon.url),
  // Each test is a customer of its own: a client address of its own (the server trusts the
  // loopback proxy, support/server.ts), so the per-address limits count one test's requests.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({
      ...extraHTTPHeaders,
      'x-forwarded-for': clientAddressOf(testInfo.testId + testInfo.project.name),
    });
  },
  // A server-rendered page shows before its scripts run (docs/architecture.md#page-rendering);
  // a test, like a user, acts once the app has taken it over.
  page: async ({ page }, use) => {
    // Only a page of the app has an app to wait for (not /favicon.svg, say).
    const waitForApp = async (response: Response | null) => {
      if (!response?.headers()['content-type']?.startsWith('text/html')) return;
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp(response);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp(response);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A 4xx answer the app handles (a wrong password, say) is logged by Chromium itself.
        const isHandledClientError =
          /Failed to load resource: the server responded with a status of 4\d\d/.test(message.text());
        if (message.type() === 'error' && !isHandledClientError) errors.push(message.text());
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

/** An address in 10.0.0.0/8 drawn from `seed`: private, so never a real customer's. */
function clientAddressOf(seed: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(seed).digest();
  return `10.${a}.${b}.${c}`;
}

export const uniqueEmail = (label = 'e2e') => `${label}-${randomBytes(4).toString('hex')}@example.lk`;

export const isMobile = (page: { viewportSize(): { width: number } | null }) =>
  (page.viewportSize()?.width ?? 1280) < 768;
