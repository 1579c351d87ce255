#!/usr/bin/env node
// `node bench/unknown-pages.mjs` after `npm run build`: 400 requests to made-up page addresses,
// 40 at a time, against the built product on a fresh embedded database, and how long a real
// page (/register) takes meanwhile. Every unknown address shares one rendered not-found page
// per language (docs/architecture.md#page-rendering), so the flood costs what cached answers do.
import { startProduct } from './lib/product.mjs';

const TOTAL = 400;
const AT_A_TIME = 40;

const product = await startProduct();
try {
  const page = (path) =>
    fetch(product.base + path).then(async (answer) => ({ status: answer.status, body: await answer.text() }));
  await page('/register');
  const started = performance.now();
  const meanwhile = (async () => {
    const from = performance.now();
    await page('/register');
    return performance.now() - from;
  })();
  let notFound = 0;
  for (let first = 0; first < TOTAL; first += AT_A_TIME) {
    const batch = Array.from({ length: AT_A_TIME }, (_, index) => page(`/no-such-page-${first + index}`));
    for (const answer of await Promise.all(batch)) if (answer.status === 404) notFound += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${TOTAL} unknown addresses, ${AT_A_TIME} at a time: ${seconds.toFixed(2)} s, ${notFound} answered 404; /register meanwhile ${(await meanwhile).toFixed(0)} ms`,
  );
  if (notFound !== TOTAL) process.exitCode = 1;
} finally {
  await product.stop();
}
