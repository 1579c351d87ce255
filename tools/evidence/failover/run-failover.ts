// `npm run failover`: pg_auto_failover's monitor and two PostgreSQL 15 nodes (a primary and its
// synchronous standby) on loopback, two real server processes on the formation's multi-host
// DATABASE_URL, a booking storm through both, then the primary's node is lost (its PostgreSQL
// and its keeper SIGKILLed). The standby takes over; the servers find it by themselves. Exits 0
// only when every acknowledged booking is on the new primary and nothing is overbooked
// (docs/decisions/0044-standby-failover.md).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { createDatabase } from '@salon/api/tooling';
import { bookableDates, createCustomers } from '../chaos/customers.ts';
import { sweepOnce } from '../chaos/final-sweep.ts';
import { checkInvariants } from '../chaos/invariants.ts';
import type { ServerProcess } from '../chaos/server-process.ts';
import { createServerProcess } from '../chaos/server-process.ts';
import type { Slot } from '../chaos/storm.ts';
import { runStorm } from '../chaos/storm.ts';
import type { Formation } from './formation.ts';
import { startFormation } from './formation.ts';
import { ensureEngineInstalled } from './install.ts';
import { recordWrites, writeGapMs } from './write-gap.ts';

const CUSTOMERS = 60;
/** The storm's customers start over this long; the primary is lost this far into it. */
const SPREAD_MS = 40_000;
const KILL_AFTER_MS = 8_000;
const TIME_LIMIT_MS = 6 * 60_000;

const startedAt = Date.now();
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(1)}s`;
const say = (line: string) => console.log(`[${elapsed()}] ${line}`);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

if (process.getuid?.() !== 0) {
  console.error('failover: run as root (it installs the engine when missing and runs it as `postgres`)');
  process.exit(1);
}
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-failover-'));
fs.chmodSync(workDir, 0o755);
const servers: ServerProcess[] = [];
let formation: Formation | undefined;
let cleaningUp: Promise<void> | undefined;

function cleanUp() {
  cleaningUp ??= (async () => {
    await Promise.allSettled(servers.map((server) => server.end()));
    await formation?.stop().catch(() => {});
    fs.rmSync(workDir, { recursive: true, force: true });
  })();
  return cleaningUp;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    console.error(`failover: ${signal}, ending what it started`);
    void cleanUp().finally(() => process.exit(130));
  });
const watchdog = setTimeout(() => {
  console.error(`failover: gave up after ${TIME_LIMIT_MS / 1000} s`);
  void cleanUp().finally(() => process.exit(1));
}, TIME_LIMIT_MS);

/**
 * Commits, as the app's own client does, one write transaction that waits for the standby,
 * every 100 ms from the kill on, until one succeeds: when the database takes writes again.
 */
async function firstDatabaseWrite(url: string, since: number): Promise<number> {
  const db = createDatabase(url, { max: 1 });
  try {
    for (;;) {
      const ok = await db.$client
        .query("begin; select pg_current_xact_id(), set_config('synchronous_commit', 'on', true); commit")
        .then(
          () => true,
          () => false,
        );
      if (ok) return Date.now() - since;
      if (Date.now() - since > 120_000) throw new Error('no write went through within 120 s of the kill');
      await sleep(100);
    }
  } finally {
    await db.$client.end();
  }
}

async function main() {
  ensureEngineInstalled(say);
  const [monitorPort, port1, port2, portA, portB] = (await Promise.all(
    Array.from({ length: 5 }, () => freePort()),
  )) as [number, number, number, number, number];
  formation = await startFormation(
    path.join(workDir, 'formation'),
    { monitor: monitorPort, nodes: [port1, port2] },
    say,
  );
  const first = await formation.primary();
  if (!first) throw new Error('no primary after the formation started');
  const replication = formation.replication(first);
  say(
    `formation up: primary ${first.name}, synchronous_standby_names '${replication.standbyNames}', standby ${replication.syncState}`,
  );
  if (!/^(sync|quorum)$/.test(replication.syncState))
    throw new Error(`the standby is not synchronous (${replication.syncState})`);
  say(`DATABASE_URL=${formation.url}`);

  for (const [name, port] of [
    ['server A', portA],
    ['server B', portB],
  ] as const) {
    const dataDir = path.join(workDir, name.replace(' ', '-'));
    servers.push(
      createServerProcess({ name, port, dataDir, databaseUrl: formation.url, logFile: `${dataDir}.log` }),
    );
  }
  // Both migrate PostgreSQL 15 from empty, under the migration lock.
  await Promise.all(servers.map((server) => server.start()));
  say('both servers healthy on the multi-host URL');

  const db = createDatabase(formation.url, { max: 4 });
  try {
    const customers = await createCustomers(db, servers[0]!.baseUrl, CUSTOMERS, { label: 'failover' });
    say(`${customers.length} customers signed in, each with a one-hour service in the cart`);
    const dates = bookableDates(4, 3);
    const slots: Slot[] = dates.flatMap((date) =>
      ['10:00', '10:30', '11:00', '11:30'].map((startTime) => ({ date, startTime })),
    );

    const writes = recordWrites();
    const storm = runStorm(customers, {
      servers: servers.map((server) => server.baseUrl),
      slots,
      spreadMs: SPREAD_MS,
      attemptsPerCustomer: 3,
      patienceMs: 60_000,
      impatientShare: 0.25,
    });
    await sleep(KILL_AFTER_MS);
    const lost = first;
    say(`SIGKILL ${lost.name}: its PostgreSQL and its pg_autoctl`);
    const killedAt = Date.now();
    await formation.kill(lost);
    const databaseGapMs = await firstDatabaseWrite(formation.url, killedAt);
    const promoted = formation.writable().map((node) => node.name);
    say(
      `${promoted.join(', ') || 'no node'} takes writes ${(databaseGapMs / 1000).toFixed(1)} s after the kill (a commit through the app's client)`,
    );
    const tally = await storm;
    writes.stop();
    say('storm over');
    for (const [outcome, times] of [...tally.outcomes].sort()) console.log(`  ${outcome}: ${times}`);
    console.log(formation.state());
    const crashed = servers.filter((server) => !server.isRunning()).map((server) => server.name);
    if (crashed.length) throw new Error(`${crashed.join(' and ')} died during the failover`);
    const gapMs = writeGapMs(writes.answers, killedAt);

    const swept = await sweepOnce(db, path.join(workDir, 'sweep'));
    say(`final sweep: ${swept.booked} booked, ${swept.released} released`);
    const now = await formation.primary();
    if (!now || now === lost) throw new Error('the standby did not take over');
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${now.port}/salon` });
    await client.connect();
    const report = await checkInvariants(client, tally.acknowledged).finally(() => client.end());
    const missing = tally.acknowledged.length - report.found;
    const overbooked = report.chairOverlaps.length + report.overCapacity.length;
    if (report.missing.length) console.log('  acknowledged but missing:', report.missing);
    if (report.chairOverlaps.length) console.log('  chair overlaps:', report.chairOverlaps);
    if (report.overCapacity.length) console.log('  over capacity:', report.overCapacity);
    if (report.stylistOverlaps.length) console.log('  stylist overlaps:', report.stylistOverlaps);
    if (report.paidWithoutBooking.length) console.log('  paid without booking:', report.paidWithoutBooking);
    say('done');
    console.log(
      `failover: attempts ${tally.attempts}, acknowledged ${tally.acknowledged.length}, found ${report.found}, ` +
        `lost ${missing}, overbooked ${overbooked}, write gap ${gapMs === undefined ? 'none' : (gapMs / 1000).toFixed(1)} s`,
    );
    return missing === 0 && overbooked === 0 && report.stylistOverlaps.length === 0 && gapMs !== undefined;
  } finally {
    await db.$client.end();
  }
}

let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error('failover: the run itself failed:', error);
  for (const server of servers) {
    const lines = fs.existsSync(server.logFile)
      ? fs.readFileSync(server.logFile, 'utf8').trim().split('\n')
      : [];
    console.error(`--- ${server.name}, last lines of its log:\n${lines.slice(-30).join('\n')}`);
  }
} finally {
  clearTimeout(watchdog);
  await cleanUp();
}
process.exit(passed ? 0 : 1);
