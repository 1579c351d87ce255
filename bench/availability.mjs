#!/usr/bin/env node
// Availability throughput: the real server on a fresh embedded database with a busy day booked,
// loaded by autocannon at 20 connections, against a bare node:http server answering the very
// same bytes in the same sitting (the ratio is what compares across machines).
//   node bench/availability.mjs [--seconds 5] [--root <checkout>] [--profile <dir>]
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    root: { type: 'string' },
    profile: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const root = path.resolve(values.root ?? path.join(import.meta.dirname, '..'));

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
const server = spawn(
  process.execPath,
  [
    ...(values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : []),
    '--import',
    'tsx',
    'apps/api/src/server.ts',
  ],
  {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: 'ignore',
  },
);

async function json(method, url, body, token) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body && JSON.stringify(body),
  });
  return response.json();
}

/** The day the salon is full: every chair booked in 30-minute turns leaving a few gaps, cancelled
 * bookings in between, and two months of other days around it. With a team (the demo has one),
 * each chair's bookings name one stylist (chair 1 the first of the team, and so on), so the
 * stylists' own time is as busy as the chairs (docs/decisions/0036-stylists.md). */
async function fillBusyDay(date, userId) {
  const [, , , portLine] = fs
    .readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n');
  const password = fs.readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${password}@127.0.0.1:${portLine.trim()}/salon`,
  });
  await client.connect();
  const team = (await client.query('select id from staff order by position, name, id')).rows.map((r) => r.id);
  const day0 = new Date(`${date}T00:00:00Z`).getTime();
  const rows = [];
  for (let offset = -30; offset <= 30; offset++) {
    const day = new Date(day0 + offset * 86_400_000).toISOString().slice(0, 10);
    for (let chair = 1; chair <= 3; chair++)
      for (let turn = 0; turn < 20; turn++) {
        // 03:30 UTC is 09:00 in Colombo; every 7th turn of each chair stays free on the busy day.
        const free = offset === 0 && (turn + chair) % 7 === 0;
        const startsAt = new Date(`${day}T03:30:00Z`).getTime() + turn * 30 * 60_000;
        const status = free ? 'released' : offset === 0 || turn % 2 ? 'booked' : 'released';
        const staffId = team[chair - 1] ?? null;
        rows.push([userId, day, chair, startsAt, status, staffId]);
        if (offset === 0) rows.push([userId, day, chair, startsAt, 'refunded', staffId]);
      }
  }
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const params = [];
    const tuples = chunk.map(([user, day, chair, startsAt, status, staffId], index) => {
      params.push(user, day, chair, new Date(startsAt), new Date(startsAt + 30 * 60_000), status, staffId);
      const p = index * 7;
      return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 5}, $${p + 6}, '[]'::jsonb, $${p + 7})`;
    });
    await client.query(
      `insert into slot_reservations (user_id, date, chair, starts_at, ends_at, blocked_until, status, services, staff_id) values ${tuples.join(', ')}`,
      params,
    );
  }
  await client.query('analyze slot_reservations');
  await client.end();
  return { reservations: rows.length, stylists: team.length };
}

/** A bare node:http server answering the same status, headers' content type and body bytes. */
async function bare(body) {
  const bareServer = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(body);
    });
  });
  await new Promise((resolve) => bareServer.listen(0, '127.0.0.1', resolve));
  return bareServer;
}

const load = (url, options = {}) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: 20, duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

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
  const { token, data: login } = await json('POST', '/api/auth/login', {
    email: 'admin@salon.lk',
    password: 'SalonAdmin1',
    role: 'admin',
  });
  const userId = login?.user?._id ?? login?.user?.id;
  const services = (await json('GET', '/api/services/get-services')).data.services;
  const date = (() => {
    for (let days = 3; ; days++) {
      const d = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      if (new Date(`${d}T00:00:00Z`).getUTCDay() !== 0) return d;
    }
  })();
  const { reservations, stylists } = await fillBusyDay(date, userId);
  const availabilityBody = JSON.stringify({ date, services: [{ _id: services[0]._id, quantity: 1 }] });
  const availabilityRequest = {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: availabilityBody,
  };
  const answer = await fetch(`${base}/api/appointments/check-availability`, availabilityRequest);
  const availabilityBytes = Buffer.from(await answer.arrayBuffer());
  const servicesBytes = Buffer.from(await (await fetch(`${base}/api/services/get-services`)).arrayBuffer());
  console.log(
    `${reservations} reservations, ${stylists} stylists; busy day ${date}: ${answer.status} ${availabilityBytes.length} bytes,`,
    JSON.parse(availabilityBytes).data.availableSlots.length,
    'slots',
  );

  const scenarios = [
    [
      'POST /api/appointments/check-availability',
      '/api/appointments/check-availability',
      availabilityRequest,
      availabilityBytes,
    ],
    ['GET /api/services/get-services', '/api/services/get-services', {}, servicesBytes],
  ];
  console.log(`autocannon, 20 connections, ${seconds} s each (${os.cpus().length} cores)`);
  for (const [name, url, options, bytes] of scenarios) {
    const bareServer = await bare(bytes);
    const bareUrl = `http://127.0.0.1:${bareServer.address().port}${url}`;
    await load(bareUrl, { ...options, duration: 1 });
    const bareResult = await load(bareUrl, options);
    bareServer.close();
    await load(`${base}${url}`, { ...options, duration: 1 });
    const real = await load(`${base}${url}`, options);
    const non2xx = real.non2xx + real.errors;
    console.log(
      `${name.padEnd(44)} ${real.requests.average.toFixed(0).padStart(6)} req/s p99 ${String(real.latency.p99).padStart(4)} ms` +
        ` | bare ${bareResult.requests.average.toFixed(0).padStart(6)} req/s p99 ${bareResult.latency.p99} ms` +
        ` | ratio ${(real.requests.average / bareResult.requests.average).toFixed(3)}${non2xx ? ` (${non2xx} failed)` : ''}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
