#!/usr/bin/env node
// API latency benchmark: the real server on a fresh embedded database, requests over
// loopback. Each scenario's median per-request time over several runs is reported as a
// ratio against GET /healthz (one trivial query) measured in the same sitting, so figures
// from different machines or days can be compared.
//   node bench/api-latency.mjs [--runs 5] [--requests 200]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, requests: { type: 'string', default: '200' } },
});
const runs = Number(values.runs);
const requests = Number(values.requests);
const root = path.resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-bench-'));
fs.chmodSync(dataDir, 0o755);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
  stdio: 'ignore',
});

async function json(method, url, body, token) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body && JSON.stringify(body),
  });
  return response.json();
}

try {
  for (let waited = 0; ; waited += 200) {
    if (waited > 90_000) throw new Error('server did not start');
    if (
      await fetch(`${base}/healthz`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Availability needs a verified account: the seeded demo admin is one.
  const { token } = await json('POST', '/api/auth/login', {
    email: 'admin@salon.lk',
    password: 'SalonAdmin1',
    role: 'admin',
  });
  const services = (await json('GET', '/api/services/get-services')).data.services;
  const date = (() => {
    for (let days = 3; ; days++) {
      const d = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      if (new Date(`${d}T00:00:00Z`).getUTCDay() !== 0) return d;
    }
  })();

  const scenarios = {
    'GET /healthz (baseline)': () => fetch(`${base}/healthz`).then((r) => r.arrayBuffer()),
    'GET /api/services/get-services': () =>
      fetch(`${base}/api/services/get-services`).then((r) => r.arrayBuffer()),
    'GET /api/special-offers/active': () =>
      fetch(`${base}/api/special-offers/active`).then((r) => r.arrayBuffer()),
    'GET /api/reviews': () => fetch(`${base}/api/reviews`).then((r) => r.arrayBuffer()),
    'POST /api/appointments/check-availability': () =>
      json(
        'POST',
        '/api/appointments/check-availability',
        { date, services: [{ _id: services[0]._id, quantity: 1 }] },
        token,
      ),
  };

  const results = {};
  for (const [name, request] of Object.entries(scenarios)) {
    for (let i = 0; i < 20; i++) await request(); // warm-up
    const perRun = [];
    for (let run = 0; run < runs; run++) {
      const started = process.hrtime.bigint();
      for (let i = 0; i < requests; i++) await request();
      perRun.push(Number(process.hrtime.bigint() - started) / 1e6 / requests);
    }
    perRun.sort((a, b) => a - b);
    results[name] = perRun[Math.floor(perRun.length / 2)];
  }
  const baseline = results['GET /healthz (baseline)'];
  console.log(
    `median ms per request over ${runs} runs of ${requests} sequential requests (${os.cpus().length} cores)`,
  );
  for (const [name, ms] of Object.entries(results))
    console.log(`${name.padEnd(44)} ${ms.toFixed(2).padStart(7)} ms  x${(ms / baseline).toFixed(2)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
