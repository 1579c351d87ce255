#!/usr/bin/env node
// Image bytes a first visit downloads on the picture-heavy pages, at a phone's and a laptop's
// width, on the built product: on opening (what loads before the visitor scrolls) and after
// scrolling to the end (every lazy picture). Also flags pictures shown sharper than their file
// (natural width below the box width times the device pixel ratio), i.e. blurry.
//   npm run build && node bench/image-weight.mjs [--routes /services,/gallery] [--shots DIR]
/* global window, document, Image -- the evaluated callbacks run in the page */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root, sleep, startProduct } from './lib/product.mjs';
import { launchBrowser } from './lib/web-weight.mjs';

const { values } = parseArgs({
  options: { routes: { type: 'string' }, shots: { type: 'string' } },
});
if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('Build the web app first: npm run build');
  process.exit(1);
}
const routes = values.routes ? values.routes.split(',') : ['/services', '/special-offers', '/gallery'];
const viewports = [
  { name: '375@2x', width: 375, height: 812, deviceScaleFactor: 2 },
  { name: '1280@1x', width: 1280, height: 800, deviceScaleFactor: 1 },
  { name: '1280@2x', width: 1280, height: 800, deviceScaleFactor: 2 },
];

async function weigh(browser, url, viewport, shot) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.deviceScaleFactor,
  });
  const page = await context.newPage();
  await page.route(/accounts\.google\.com|js\.stripe\.com/, (request) => request.abort());
  const images = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    images.push(
      response.body().then(
        (body) => body.length,
        () => 0,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const opening = await Promise.all(images);
  if (shot) await page.screenshot({ path: `${shot}-top.png` });
  // Scrolls a screen at a time so every lazy picture comes into view and loads.
  for (;;) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await sleep(150);
    if (done) break;
  }
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  const all = await Promise.all(images);
  // naturalWidth of a srcset picture is scaled by the chosen width descriptor: the file's own
  // pixels are read from a plain copy of the chosen file (already in the cache).
  const blurry = await page.evaluate(async () => {
    const pixelWidth = (url) =>
      new Promise((resolve) => {
        const probe = new Image();
        probe.onload = () => resolve(probe.naturalWidth);
        probe.onerror = () => resolve(0);
        probe.src = url;
      });
    const shown = [...document.images].filter((image) => image.currentSrc && image.clientWidth > 0);
    const rows = await Promise.all(
      shown.map(async (image) => ({
        url: image.currentSrc,
        pixels: await pixelWidth(image.currentSrc),
        needed: Math.round(image.clientWidth * window.devicePixelRatio),
      })),
    );
    // A 5 % margin: cover-cropped boxes are a few pixels off their file in either direction.
    return rows
      .filter((row) => row.pixels > 0 && row.pixels < row.needed * 0.95)
      .map((row) => `${row.url} ${row.pixels}px for ${row.needed} device px`);
  });
  const broken = await page.evaluate(
    () => [...document.images].filter((image) => image.complete && image.naturalWidth === 0).length,
  );
  await context.close();
  const total = (list) => list.reduce((sum, bytes) => sum + bytes, 0);
  return {
    openingCount: opening.length,
    openingBytes: total(opening),
    scrolledCount: all.length,
    scrolledBytes: total(all),
    blurry,
    broken,
  };
}

const product = await startProduct();
try {
  const browser = await launchBrowser();
  if (values.shots) fs.mkdirSync(values.shots, { recursive: true });
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`.padStart(8);
  console.log('route            viewport   opening (files, bytes)   scrolled to end      blurry broken');
  for (const route of routes) {
    for (const viewport of viewports) {
      const shot = values.shots && path.join(values.shots, `${route.slice(1)}-${viewport.name}`);
      const row = await weigh(browser, `${product.base}${route}`, viewport, shot);
      console.log(
        `${route.padEnd(16)} ${viewport.name.padEnd(9)} ${String(row.openingCount).padStart(4)} ${kb(row.openingBytes)}` +
          `          ${String(row.scrolledCount).padStart(4)} ${kb(row.scrolledBytes)}     ${String(row.blurry.length).padStart(4)} ${String(row.broken).padStart(5)}`,
      );
      for (const line of row.blurry.slice(0, 3)) console.log(`    blurry: ${line}`);
    }
  }
  await browser.close();
} finally {
  await product.stop();
}
