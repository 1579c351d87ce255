// API throughput with autocannon, each endpoint beside a bare node:http server answering the
// same bytes (the floor: what loopback HTTP alone costs on this machine, this sitting).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const CONNECTIONS = 20;
const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

/** Serves `body` with `contentType` from its own process; returns its base URL and a stop. */
export async function startBare(body, contentType) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'salon-bare-')), 'body');
  fs.writeFileSync(file, body);
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'bare-server.mjs'), file, contentType],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const [port] = await once(readline.createInterface({ input: child.stdout }), 'line');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}

async function cannon(url, request, seconds) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  return {
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Alternates the real endpoint and its bare twin, `runs` times each after a warm-up, so both
 * see the same moments of a busy machine; medians per side.
 */
export async function measureEndpoint(base, endpoint, { runs, seconds }) {
  const request = {
    method: endpoint.method,
    headers: { 'content-type': 'application/json', ...endpoint.headers },
    body: endpoint.body && JSON.stringify(endpoint.body),
  };
  const answer = await fetch(`${base}${endpoint.path}`, request);
  if (!answer.ok) throw new Error(`${endpoint.name}: ${answer.status} ${await answer.text()}`);
  const bytes = Buffer.from(await answer.arrayBuffer());
  const bare = await startBare(bytes, answer.headers.get('content-type') ?? 'application/json');
  try {
    await cannon(`${base}${endpoint.path}`, request, 1);
    await cannon(`${bare.base}${endpoint.path}`, request, 1);
    const real = [];
    const floor = [];
    for (let run = 0; run < runs; run++) {
      real.push(await cannon(`${base}${endpoint.path}`, request, seconds));
      floor.push(await cannon(`${bare.base}${endpoint.path}`, request, seconds));
    }
    const reqPerSec = median(real.map((r) => r.reqPerSec));
    const bareReqPerSec = median(floor.map((r) => r.reqPerSec));
    return {
      name: endpoint.name,
      bytes: bytes.length,
      reqPerSec,
      p99Ms: median(real.map((r) => r.p99Ms)),
      failures: real.reduce((sum, r) => sum + r.failures, 0),
      bareReqPerSec,
      bareP99Ms: median(floor.map((r) => r.p99Ms)),
      ratioToBare: reqPerSec / bareReqPerSec,
    };
  } finally {
    await bare.stop();
  }
}

const CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' };

/**
 * Every customer (a session with one service in the cart) books once, `CONNECTIONS` at a time,
 * as the site does it: look at a random day's free slots, pick one, hold, pay, confirm. A
 * customer whose slot went first (409) looks again, up to three tries; those answers are
 * counted, not errors.
 */
export async function bookingRush(base, tokens, days, serviceId) {
  const post = (url, token, body) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).then(async (response) => ({ status: response.status, body: await response.json() }));
  const services = [{ _id: serviceId, quantity: 1 }];
  const freeSlots = async (token, date) =>
    (await post('/api/appointments/check-availability', token, { date, services })).body.availableSlots ?? [];
  const pick = (items) => items[Math.floor(Math.random() * items.length)];
  let freeSlotsBefore = 0;
  for (const date of days) freeSlotsBefore += (await freeSlots(tokens[0], date)).length;
  if (freeSlotsBefore === 0) throw new Error('no free slot on the booking days');
  const outcome = { booked: 0, slotGone: 0, gaveUp: 0, other: {} };
  const other = (what) => (outcome.other[what] = (outcome.other[what] ?? 0) + 1);
  const queue = [...tokens];
  const started = performance.now();
  const latencies = [];
  async function customer(token) {
    const t0 = performance.now();
    for (let attempt = 0; attempt < 3; attempt++) {
      const date = pick(days);
      const slots = await freeSlots(token, date);
      if (slots.length === 0) continue;
      const hold = await post('/api/appointments/create-payment-intent', token, {
        totalAmount: 1000,
        date,
        startTime: pick(slots),
      });
      if (hold.status === 409) {
        outcome.slotGone++;
        continue;
      }
      if (hold.status !== 200) return other(`hold ${hold.status}`);
      const paid = await post('/api/payments/sandbox/confirm', token, {
        clientSecret: hold.body.clientSecret,
        card: CARD,
      });
      if (!paid.body.paymentIntent) return other(`pay ${paid.status}`);
      const created = await post('/api/appointments/create', token, {
        paymentIntentId: hold.body.paymentIntentId,
      });
      if (created.status !== 201) return other(`create ${created.status}`);
      outcome.booked++;
      latencies.push(performance.now() - t0);
      return;
    }
    outcome.gaveUp++;
  }
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (queue.length) await customer(queue.shift());
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    customers: tokens.length,
    freeSlotsBefore,
    ...outcome,
    seconds,
    bookingsPerSec: outcome.booked / seconds,
    attemptsPerSec: tokens.length / seconds,
    p99BookingMs: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? null,
  };
}
