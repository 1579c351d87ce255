#!/usr/bin/env node
// `npm run bench`: the built product on a fresh embedded database seeded with a realistic
// year, then API throughput beside a bare node:http floor, the booking rush with an
// overbooking check in SQL, first-visit JS/CSS weight and Lighthouse mobile scores.
// Prints tables and writes bench/results/latest.json. See bench/README.md for reading them.
//   npm run build && npm run bench [-- --quick] [-- --skip-web] [-- --skip-api] [-- --only availability]
// (`--only branches`: issue 28's availability at 20 branches alone; also `npm run bench:branches`)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bookingRush, measureEndpoint } from './lib/api-load.mjs';
import { lighthouseRoutes } from './lib/lighthouse.mjs';
import { root, startProduct } from './lib/product.mjs';
import { launchBrowser, printWeights, PUBLIC_ROUTES, weighRoutes } from './lib/web-weight.mjs';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'skip-api': { type: 'boolean', default: false },
    'skip-web': { type: 'boolean', default: false },
    // Only the API figures whose name contains this (e.g. while profiling one endpoint).
    only: { type: 'string' },
  },
});
const quick = values.quick;
const plan = quick
  ? { appointments: 2000, bookers: 40, runs: 1, seconds: 2, lighthouseRoutes: ['/'], lighthouseRuns: 1 }
  : {
      appointments: 10_000,
      bookers: 300,
      runs: 3,
      seconds: 5,
      lighthouseRoutes: ['/', '/services', '/special-offers', '/gallery', '/reviews', '/login'],
      lighthouseRuns: 3,
    };

if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('bench: the web app is not built (apps/web/dist is missing). Run `npm run build` first.');
  process.exit(1);
}

const log = (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const tsx = (script, env, args = []) =>
  JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', path.join('bench', script), ...args], {
      cwd: root,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    })
      .trim()
      .split('\n')
      .at(-1),
  );

const results = {
  date: new Date().toISOString(),
  mode: quick ? 'quick' : 'full',
  machine: {
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((n) => +n.toFixed(2)),
    node: process.version,
  },
  commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim(),
};
let failed = false;

// docs/decisions/0036-stylists.md: "Anyone available" shares the work; its own database.
if (!values['skip-api'] && (!values.only || 'stylist fairness'.includes(values.only))) {
  log('stylist fairness: a simulated month of "anyone" bookings');
  const bookings = quick ? ['--bookings', '300'] : [];
  let output;
  try {
    output = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join('bench', 'stylist-fairness.ts'), ...bookings],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
  } catch (error) {
    output = String(error.stdout ?? '');
    failed = true;
  }
  process.stdout.write(output);
  results.stylistFairness = { ratio: Number(/busiest\/quietest ratio ([\d.]+)/.exec(output)?.[1] ?? NaN) };
}

// docs/decisions/0042-waitlist.md: a cancellation's time offered within 60 s (p95); its own database.
if (!values['skip-api'] && (!values.only || 'waitlist offer'.includes(values.only))) {
  log('waitlist offer: cancellation to offer queued');
  let output;
  try {
    output = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join('bench', 'waitlist-offer.ts'), '--cancellations', quick ? '10' : '50'],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
  } catch (error) {
    output = String(error.stdout ?? '');
    failed = true;
  }
  process.stdout.write(output);
  results.waitlistOffer = { p95Ms: Number(/waitlist offer p95 (\d+) ms/.exec(output)?.[1] ?? NaN) };
}

// Issue 28: check-availability at 20 branches x 10 stylists with 30 days booked, p95 within
// BRANCHES_P95_BUDGET_MS; its own database (bench/branches.mjs).
if (!values['skip-api'] && (!values.only || 'branches availability'.includes(values.only))) {
  log('branches: check-availability at 20 branches x 10 stylists, 30 days booked');
  let output;
  try {
    output = execFileSync(
      process.execPath,
      [path.join('bench', 'branches.mjs'), ...(quick ? ['--quick'] : [])],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
  } catch (error) {
    output = String(error.stdout ?? '');
    failed = true;
  }
  process.stdout.write(output);
  try {
    results.branches = JSON.parse(output.trim().split('\n').at(-1));
  } catch {
    results.branches = { error: 'no figures' };
    failed = true;
  }
}

log('starting the product on a fresh embedded database');
const product = await startProduct();
try {
  log(`seeding a year: ${plan.appointments} appointments, 2000 customers`);
  const seed = tsx('seed-year.ts', product.env, [
    '--appointments',
    String(plan.appointments),
    '--bookers',
    String(plan.bookers),
  ]);
  results.seed = { ...seed, tokens: undefined };
  log(
    `seeded in ${seed.seconds.toFixed(1)} s; busiest day ahead ${seed.busyDay} (${seed.busyDayAppointments})`,
  );

  if (!values['skip-api']) {
    const auth = { authorization: `Bearer ${seed.tokens[0]}` };
    const endpoints = [
      { name: 'GET /api/services/get-services', method: 'GET', path: '/api/services/get-services' },
      { name: 'GET /api/special-offers/active', method: 'GET', path: '/api/special-offers/active' },
      { name: 'GET /api/reviews', method: 'GET', path: '/api/reviews' },
      {
        name: `POST /api/appointments/check-availability (${seed.busyDay})`,
        method: 'POST',
        path: '/api/appointments/check-availability',
        headers: auth,
        body: { date: seed.busyDay, services: [{ _id: seed.bookingServiceId, quantity: 1 }] },
      },
    ];
    results.api = [];
    const chosen = (name) => !values.only || name.includes(values.only);
    for (const endpoint of endpoints.filter((endpoint) => chosen(endpoint.name))) {
      log(`autocannon ${endpoint.name}: ${plan.runs} x ${plan.seconds} s, and its bare twin`);
      results.api.push(await measureEndpoint(product.base, endpoint, plan));
    }
    if (chosen('booking rush')) {
      log(
        `booking rush: ${plan.bookers} customers on ${seed.bookingDays.length} days from ${seed.bookingDays[0]}`,
      );
      results.booking = await bookingRush(product.base, seed.tokens, seed.bookingDays, seed.bookingServiceId);
      results.booking.check = tsx('check-overbooking.ts', product.env);
      results.booking.overbookings =
        results.booking.check.overCapacity +
        results.booking.check.chairTwice +
        results.booking.check.noSuchChair;
      if (results.booking.overbookings > 0) failed = true;
    }
  }

  if (!values['skip-web']) {
    log('weighing first visits');
    const browser = await launchBrowser();
    results.weight = await weighRoutes(browser, product.base, PUBLIC_ROUTES);
    await browser.close();
    if (results.weight.some((row) => row.leaked.length || row.overBudget)) failed = true;
    log(`lighthouse (mobile): ${plan.lighthouseRoutes.join(' ')}, ${plan.lighthouseRuns} run(s) each`);
    results.lighthouse = await lighthouseRoutes(
      product.base,
      plan.lighthouseRoutes,
      plan.lighthouseRuns,
      log,
    );
    if (results.lighthouse.some((row) => row.runs === 0)) failed = true;
  }
} catch (error) {
  // What was measured before the failure is still worth writing down.
  results.error = String(error?.stack ?? error);
  console.error(error);
  failed = true;
} finally {
  await product.stop();
}

const pad = (value, width) => String(value).padStart(width);
console.log(
  `\nSalon bench (${results.mode}), ${results.date}, ${results.machine.cpus} cores, load ${results.machine.loadAverage.join(' ')}`,
);
if (results.api?.length) {
  console.log(
    '\nAPI, autocannon 20 connections (medians)                  req/s   p99 ms   bare req/s  bare p99   x bare',
  );
  for (const row of results.api)
    console.log(
      `${row.name.slice(0, 56).padEnd(56)} ${pad(row.reqPerSec.toFixed(0), 7)} ${pad(row.p99Ms, 8)} ${pad(row.bareReqPerSec.toFixed(0), 12)} ${pad(row.bareP99Ms, 9)} ${pad(row.ratioToBare.toFixed(3), 8)}` +
        (row.failures ? `  (${row.failures} failed)` : ''),
    );
}
if (results.branches?.p95Ms !== undefined) {
  const b = results.branches;
  console.log(
    `\nAvailability at ${b.counts.branches} branches x ${b.counts.stylists / b.counts.branches} stylists, 30 days (${b.counts.reservations} reservations, fill ${(b.counts.fill * 100).toFixed(0)} %), ` +
      `${b.connections} connections, median of ${b.runs}:` +
      `\n  ${b.reqPerSec.toFixed(0)} req/s (x bare ${b.ratioToBare.toFixed(3)}), p50 ${b.p50Ms.toFixed(1)} ms, p95 ${b.p95Ms.toFixed(1)} ms, p99 ${b.p99Ms.toFixed(1)} ms` +
      ` (budget p95 ${b.budgetP95Ms} ms: ${b.p95Ms <= b.budgetP95Ms ? 'within' : 'OVER'})`,
  );
}
if (results.booking) {
  const b = results.booking;
  console.log(
    `\nBooking rush: ${b.customers} customers, ${b.freeSlotsBefore} free start times before: ${b.booked} booked, ` +
      `${b.slotGone} times a slot went first, ${b.gaveUp} gave up after 3 tries${Object.keys(b.other).length ? `, other ${JSON.stringify(b.other)}` : ''}` +
      `\n  ${b.bookingsPerSec.toFixed(1)} bookings/s (${b.attemptsPerSec.toFixed(1)} customers served/s), p99 booking ${b.p99BookingMs?.toFixed(0)} ms` +
      `\n  overbookings: ${b.overbookings} (over capacity ${b.check.overCapacity}, chair twice ${b.check.chairTwice}, no such chair ${b.check.noSuchChair})`,
  );
}
if (results.weight) {
  console.log('\nFirst visit, gzipped');
  printWeights(results.weight);
}
if (results.lighthouse) {
  console.log(
    `\nLighthouse 12 mobile, median of ${plan.lighthouseRuns}   perf  a11y  best  seo    FCP ms   LCP ms   TBT ms  CPU index`,
  );
  for (const row of results.lighthouse)
    if (row.runs === 0) console.log(`${row.route.padEnd(36)} failed: ${row.failures.join(', ')}`);
    else
      console.log(
        `${row.route.padEnd(36)} ${pad(row.performance, 5)} ${pad(row.accessibility, 5)} ${pad(row.bestPractices, 5)} ${pad(row.seo, 4)} ${pad(row.fcpMs, 9)} ${pad(row.lcpMs, 8)} ${pad(row.tbtMs, 8)} ${pad(row.benchmarkIndex, 10)}`,
      );
}
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nwritten to bench/results/latest.json');
process.exit(failed ? 1 : 0);
