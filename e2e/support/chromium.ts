import { chromium } from '@playwright/test';
import fs from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser the journeys drive: CHROMIUM_PATH when set, else Debian's Chromium, else a
 * browser Playwright installed itself. Never downloaded by the suite (the network is closed).
 */
export function findChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (fs.existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  const bundled = chromium.executablePath();
  return bundled && fs.existsSync(bundled) ? bundled : undefined;
}

export const missingChromiumMessage =
  'e2e: no Chromium found. Install it (`apt-get install chromium`), point CHROMIUM_PATH at a ' +
  "Chromium binary, or install Playwright's own (`npx playwright install chromium`).";
