import { defineConfig } from '@playwright/test';
import { findChromium } from './support/chromium.ts';

// A Chromium already on the machine, never a download; flags keep it off the (closed) network.
const chromium = {
  executablePath: findChromium(),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './specs',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Setup goes through the API (support/account.ts, support/booking.ts), so a journey is its
  // own steps only: a minute is plenty even on a busy two-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // baseURL is each worker's own salon (support/fixtures.ts).
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The site honours reduced motion (apps/web/src/styles.css): no colour fades half-way when an
    // accessibility scan reads the contrast right after a click, on a loaded machine.
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    // A phone's width runs only the journeys tagged as layout-sensitive ({ tag: '@phone' }):
    // the rest behave the same at any width (e2e/README.md#the-phone-project).
    {
      name: 'mobile',
      grep: /@phone/,
      use: { browserName: 'chromium', viewport: { width: 375, height: 812 }, hasTouch: true },
    },
  ],
});
