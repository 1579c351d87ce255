// Lighthouse 12 with its default mobile configuration (simulated Slow 4G and a 4x slower CPU)
// against a Chromium launched here; each route's figures are the medians of several runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './web-weight.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

/** One run's scores (0-100) and paint/blocking timings (ms). */
function figuresOf(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    // Lighthouse's own measure of this machine's speed during the run: the simulated timings
    // scale with it, so a low figure marks a run slowed by a busy machine, not by the page.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
  };
}

export async function lighthouseRoutes(base, routes, runs, log = () => {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const rows = [];
    for (const route of routes) {
      const each = [];
      const failures = [];
      // Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART): such a run is retried.
      for (let attempt = 0; each.length < runs && attempt < runs + 3; attempt++) {
        const result = await lighthouse(
          `${base}${route}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
          // The machine has no internet: third-party sign-in and payment scripts would only time out.
          {
            extends: 'lighthouse:default',
            settings: { blockedUrlPatterns: ['*accounts.google.com*', '*js.stripe.com*'] },
          },
        );
        if (result.lhr.runtimeError) {
          failures.push(result.lhr.runtimeError.code);
          log(`lighthouse ${route}: ${result.lhr.runtimeError.code}, again`);
          continue;
        }
        each.push(figuresOf(result.lhr));
        log(`lighthouse ${route} run ${each.length}: performance ${each.at(-1).performance}`);
      }
      if (each.length === 0) {
        rows.push({ route, runs: 0, failures });
        continue;
      }
      const row = { route, runs: each.length, ...(failures.length && { failures }) };
      for (const key of Object.keys(each[0])) row[key] = median(each.map((figures) => figures[key]));
      rows.push(row);
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
