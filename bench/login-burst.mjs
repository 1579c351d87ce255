#!/usr/bin/env node
// Login burst benchmark: how much a burst of password logins for unknown addresses slows
// everyone else. The real server on a fresh embedded database; the catalogue's latency is
// measured alone, then during 150 simultaneous logins from 150 client addresses (behind a
// trusted local proxy, as a botnet would look), and reported as a ratio: median of several runs.
//   node bench/login-burst.mjs [--runs 3] [--logins 150] [--root <checkout to measure>]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    logins: { type: 'string', default: '150' },
    root: { type: 'string', default: path.resolve(import.meta.dirname, '..') },
  },
});
const runs = Number(values.runs);
const logins = Number(values.logins);

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-bench-'));
fs.chmodSync(dataDir, 0o755);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: values.root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'fatal',
    NODE_ENV: 'development',
    TRUST_PROXY: '127.0.0.1',
  },
  stdio: 'ignore',
});

/** Milliseconds for one catalogue request. */
async function timeCatalogue() {
  const started = performance.now();
  await fetch(`${base}/api/services/get-services`).then((r) => r.arrayBuffer());
  return performance.now() - started;
}

async function catalogueWhile(isBusy) {
  const times = [];
  do times.push(await timeCatalogue());
  while (isBusy());
  return times;
}

try {
  for (let waited = 0; ; waited += 200) {
    if (waited > 90_000) throw new Error('server did not start');
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(200);
  }
  for (let i = 0; i < 20; i++) await timeCatalogue(); // warm up
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const quiet = [];
    for (let i = 0; i < 50; i++) quiet.push(await timeCatalogue());
    let pending = logins;
    const statuses = {};
    const burstStarted = performance.now();
    const burst = Array.from({ length: logins }, (_, i) =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // Documentation addresses (RFC 5737): only a header, no traffic goes there.
          'x-forwarded-for': `198.51.100.${(i % 250) + 1}`,
        },
        body: JSON.stringify({ email: `nobody-${run}-${i}@example.lk`, password: 'Wrong1234' }),
      })
        .then((r) => (statuses[r.status] = (statuses[r.status] ?? 0) + 1))
        .finally(() => pending--),
    );
    const busy = await catalogueWhile(() => pending > 0);
    await Promise.all(burst);
    const burstMs = performance.now() - burstStarted;
    const result = {
      quietMedianMs: median(quiet),
      busyMedianMs: median(busy),
      busyMaxMs: Math.max(...busy),
      burstMs,
      statuses,
    };
    results.push(result);
    console.log(
      `run ${run}: catalogue ${result.quietMedianMs.toFixed(1)} ms alone, ` +
        `${result.busyMedianMs.toFixed(1)} ms median / ${result.busyMaxMs.toFixed(0)} ms max during the burst ` +
        `(x${(result.busyMedianMs / result.quietMedianMs).toFixed(1)}); burst ${(burstMs / 1000).toFixed(1)} s; ` +
        `logins ${JSON.stringify(statuses)}`,
    );
    await sleep(1000);
  }
  const ratio = median(results.map((r) => r.busyMedianMs / r.quietMedianMs));
  const maxMs = median(results.map((r) => r.busyMaxMs));
  const burstS = median(results.map((r) => r.burstMs)) / 1000;
  console.log(
    `login-burst: ${logins} logins, catalogue median x${ratio.toFixed(1)} during the burst, ` +
      `worst request ${maxMs.toFixed(0)} ms, burst over in ${burstS.toFixed(1)} s (median of ${runs} runs)`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
