// What a first visit downloads: each route opened in a new Chromium context (empty cache),
// every script and stylesheet it fetched counted gzipped (level 9, as a server compressing
// them would send). A public route loading an admin chunk is reported as leaked back-office code.
import { chromium } from '@playwright/test';
import path from 'node:path';
import zlib from 'node:zlib';

export const PUBLIC_ROUTES = [
  '/',
  '/services',
  '/special-offers',
  '/gallery',
  '/reviews',
  '/login',
  '/register',
  '/verify-email',
  '/forgot-password',
  // Any token opens the form; the server judges it only when the new password is sent.
  '/reset-password/0123456789abcdef0123456789abcdef',
  '/faq',
];
export const ADMIN_ROUTES = [
  '/admin/dashboard',
  '/admin/appointments',
  '/admin/day',
  '/admin/services',
  '/admin/settings',
];

/**
 * Gzipped same-origin script a first visit may load (issue 22, decision 0019): the home page
 * 125 KB, every other public route 140 KB. Back-office pages have none.
 */
export const SCRIPT_BUDGET_KB = { '/': 125, public: 140 };
const budgetOf = (route) => SCRIPT_BUDGET_KB[route] ?? SCRIPT_BUDGET_KB.public;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchBrowser = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

const isAdminChunk = (name) => /admin|recharts|chart/i.test(name);
const sum = (files, kind) =>
  files.filter((file) => file.kind === kind).reduce((total, file) => total + file.gzip, 0);

/** Opens one route with an empty cache; returns the gzipped bytes of each script and stylesheet. */
async function filesOf(browser, url, token) {
  const context = await browser.newContext();
  if (token) await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.route(/accounts\.google\.com|js\.stripe\.com/, (request) => request.abort());
  const pending = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/assets/')) return;
    const kind = pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : null;
    if (!kind) return;
    pending.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => ({
          name: path.basename(pathname),
          kind,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
        })),
    );
  });
  await page.goto(url);
  // The app's scripts start after the first paint (docs/architecture.md#page-rendering): the
  // visit is over once the app has taken the page over and the network has gone quiet.
  await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(pending);
  await context.close();
  return files;
}

/** One row per route: gzipped JS and CSS bytes, file count, and any back-office chunk it loaded. */
export async function weighRoutes(browser, base, routes, token) {
  const rows = [];
  for (const route of routes) {
    const files = await filesOf(browser, `${base}${route}`, token);
    const jsGzipBytes = sum(files, 'js');
    rows.push({
      route,
      jsGzipBytes,
      // Signed in (the back office) is not a first visit to a public page: no budget.
      budgetKb: token ? null : budgetOf(route),
      overBudget: !token && jsGzipBytes > budgetOf(route) * 1024,
      cssGzipBytes: sum(files, 'css'),
      files: files.length,
      leaked: files.filter((file) => isAdminChunk(file.name)).map((file) => file.name),
      assets: files,
    });
  }
  return rows;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** `listFiles`: each route's files too, largest first (what to cut next). */
export function printWeights(rows, { listFiles = false } = {}) {
  console.log('route                 JS gz KB   budget   CSS gz KB   files');
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(20)} ${kb(row.jsGzipBytes).padStart(9)} ${String(row.budgetKb ?? '').padStart(8)} ${kb(row.cssGzipBytes).padStart(11)} ${String(row.files).padStart(7)}` +
        (row.overBudget ? '  OVER BUDGET' : ''),
    );
    if (listFiles)
      for (const file of [...row.assets].sort((a, b) => b.gzip - a.gzip))
        console.log(`    ${file.name.padEnd(44)} ${kb(file.gzip).padStart(7)}`);
    if (row.leaked.length)
      console.error(`  back-office code loaded on ${row.route}: ${row.leaked.join(', ')}`);
  }
}
