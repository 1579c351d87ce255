#!/usr/bin/env node
// What a first visit downloads, route by route, on the built product (bench/lib/web-weight.mjs).
// Fails when a public route loads back-office code or more script than its budget.
//   npm run build && node bench/web-weight.mjs [--routes /,/services] [--admin] [--files]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root, startProduct } from './lib/product.mjs';
import { ADMIN_ROUTES, launchBrowser, printWeights, PUBLIC_ROUTES, weighRoutes } from './lib/web-weight.mjs';

const { values } = parseArgs({
  options: {
    routes: { type: 'string' },
    admin: { type: 'boolean', default: false },
    files: { type: 'boolean', default: false },
  },
});
if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('Build the web app first: npm run build');
  process.exit(1);
}

const product = await startProduct();
let failed = false;
try {
  const browser = await launchBrowser();
  const rows = await weighRoutes(
    browser,
    product.base,
    values.routes ? values.routes.split(',') : PUBLIC_ROUTES,
  );
  failed = rows.some((row) => row.leaked.length > 0 || row.overBudget);
  if (values.admin) {
    const login = await fetch(`${product.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@salon.lk', password: 'SalonAdmin1', role: 'admin' }),
    }).then((response) => response.json());
    // Back-office pages load back-office code by design: only public routes can leak it.
    const adminRows = await weighRoutes(browser, product.base, ADMIN_ROUTES, login.token);
    rows.push(...adminRows.map((row) => ({ ...row, leaked: [], overBudget: false })));
  }
  printWeights(rows, { listFiles: values.files });
  await browser.close();
} finally {
  await product.stop();
}
process.exit(failed ? 1 : 0);
