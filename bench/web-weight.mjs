#!/usr/bin/env node
// What a first visit downloads: the built product on a fresh embedded database, each route
// opened in a new Chromium context (empty cache), every script and stylesheet it fetched
// counted gzipped (level 9, as a server compressing them would send). It also checks that no
// back-office code reaches a customer: a public route loading an admin chunk is an error.
//   npm run build && node bench/web-weight.mjs [--routes /,/services] [--admin]
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';

const PUBLIC_ROUTES = ['/', '/services', '/special-offers', '/gallery', '/reviews', '/login', '/register', '/faq'];
const ADMIN_ROUTES = ['/admin/dashboard', '/admin/appointments', '/admin/day', '/admin/services', '/admin/settings'];

const { values } = parseArgs({
  options: { routes: { type: 'string' }, admin: { type: 'boolean', default: false } },
});
const publicRoutes = values.routes ? values.routes.split(',') : PUBLIC_ROUTES;
const root = path.resolve(import.meta.dirname, '..');
if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('Build the web app first: npm run build');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-weight-'));
fs.chmodSync(dataDir, 0o755);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
  stdio: 'ignore',
});

async function waitForHealth() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy');
}

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Opens one route with an empty cache; returns the gzipped bytes of each script and stylesheet. */
async function weigh(browser, route, token) {
  const context = await browser.newContext();
  if (token) await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.route(/accounts\.google\.com|js\.stripe\.com/, (request) => request.abort());
  const files = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/assets/')) return;
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!kind) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.push({ name: path.basename(url.pathname), kind, gzip: zlib.gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  await context.close();
  return files;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (files, kind) => files.filter((file) => file.kind === kind).reduce((total, file) => total + file.gzip, 0);
const isAdminChunk = (name) => /admin|recharts|chart/i.test(name);

let failed = false;
try {
  await waitForHealth();
  const browser = await chromium.launch({ executablePath, args: launchArgs });
  console.log('route                 JS gz KB   CSS gz KB   files');
  for (const route of publicRoutes) {
    const files = await weigh(browser, route);
    const leaked = files.filter((file) => isAdminChunk(file.name));
    console.log(
      `${route.padEnd(20)} ${kb(sum(files, 'js')).padStart(9)} ${kb(sum(files, 'css')).padStart(11)} ${String(files.length).padStart(7)}`,
    );
    if (leaked.length) {
      failed = true;
      console.error(`  back-office code loaded on ${route}: ${leaked.map((file) => file.name).join(', ')}`);
    }
  }
  if (values.admin) {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@salon.lk', password: 'SalonAdmin1', role: 'admin' }),
    }).then((response) => response.json());
    for (const route of ADMIN_ROUTES) {
      const files = await weigh(browser, route, login.token);
      console.log(
        `${route.padEnd(20)} ${kb(sum(files, 'js')).padStart(9)} ${kb(sum(files, 'css')).padStart(11)} ${String(files.length).padStart(7)}`,
      );
    }
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
