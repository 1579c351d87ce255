// `npm run backup:drill`: point-in-time recovery, end to end (docs/deploy.md#backups). A site on
// its own embedded database, a base backup with the WAL archived, bookings, the minute noted,
// more bookings; then a restore to that minute into an empty folder and a second site on it,
// which must serve the first bookings and not the later ones. Exits 0 only when it does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { createDatabase, loadConfig } from '@salon/api/tooling';
import { bytesIn, listBackups, megabytes } from '../../backup/backup-set.ts';
import { runBackup } from '../../backup/run-backup.ts';
import { runRestore } from '../../backup/run-restore.ts';
import { bookableDates, createCustomers } from '../chaos/customers.ts';
import type { Customer } from '../chaos/customers.ts';
import { runStorm } from '../chaos/storm.ts';
import { embeddedUrl, startSite } from './site.ts';
import type { Site } from './site.ts';

const startedAt = Date.now();
const say = (line: string) => console.log(`[${((Date.now() - startedAt) / 1000).toFixed(1)}s] ${line}`);

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-drill-'));
fs.chmodSync(workDir, 0o755);
const siteDir = path.join(workDir, 'site');
const restoredDir = path.join(workDir, 'restored');
const sites: Site[] = [];

async function site(name: string, dataDir: string): Promise<Site> {
  const started = await startSite(name, dataDir, workDir);
  sites.push(started);
  return started;
}

async function book(customers: Customer[], baseUrl: string): Promise<string[]> {
  const slots = bookableDates(3, 3).flatMap((date) =>
    ['10:00', '11:00', '12:00', '13:00', '14:00'].map((startTime) => ({ date, startTime })),
  );
  const tally = await runStorm(customers, {
    servers: [baseUrl],
    slots,
    spreadMs: 1_000,
    attemptsPerCustomer: 4,
    patienceMs: 10_000,
    impatientShare: 0,
  });
  return tally.acknowledged;
}

/** "2026-11-27 13:05" in the salon's time zone. */
function salonMinute(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Ends the current WAL segment and waits until the archive holds it. */
async function archiveNow(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      'select pg_walfile_name(pg_current_wal_lsn()) as name',
    );
    await client.query('select pg_switch_wal()');
    const deadline = Date.now() + 30_000;
    for (;;) {
      const archived = await client.query<{ last: string | null; failed: string | null }>(
        'select last_archived_wal as last, last_failed_wal as failed from pg_stat_archiver',
      );
      if ((archived.rows[0]!.last ?? '') >= rows[0]!.name) return;
      if (Date.now() > deadline)
        throw new Error(
          `segment ${rows[0]!.name} was not archived (last failure: ${archived.rows[0]!.failed})`,
        );
      await sleep(100);
    }
  } finally {
    await client.end();
  }
}

async function served(baseUrl: string, ids: string[]): Promise<number> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@salon.lk', password: 'SalonAdmin1', role: 'admin' }),
  });
  const { token } = (await login.json()) as { token: string };
  const statuses = await Promise.all(
    ids.map(
      async (id) =>
        (await fetch(`${baseUrl}/api/appointments/${id}`, { headers: { authorization: `Bearer ${token}` } }))
          .status,
    ),
  );
  const odd = statuses.filter((status) => status !== 200 && status !== 404);
  if (odd.length) throw new Error(`unexpected answers: ${odd.join(', ')}`);
  return statuses.filter((status) => status === 200).length;
}

async function main(): Promise<boolean> {
  const config = loadConfig({ DATA_DIR: siteDir });
  let current = await site('site', siteDir);
  say('site up on its own embedded database');
  // The first backup turns WAL archiving on; the server reads that setting when it starts.
  await runBackup([], config);
  await current.stop();
  current = await site('site', siteDir);
  const backupStarted = Date.now();
  const report = await runBackup([], config);
  const backupSeconds = (Date.now() - backupStarted) / 1000;
  const base = listBackups(config.backupDir).at(-1)!;
  say(report[0]!);

  const db = createDatabase(embeddedUrl(siteDir, 'salon'), { max: 4 });
  let before: string[];
  let after: string[];
  let minute: string;
  try {
    const customers = await createCustomers(db, current.baseUrl, 16, { label: 'drill' });
    before = await book(customers.slice(0, 8), current.baseUrl);
    // The chosen minute is the next one to begin: everything above was committed before it.
    const next = new Date(Math.floor(Date.now() / 60_000 + 1) * 60_000);
    minute = salonMinute(next, config.salonTimeZone);
    say(
      `${before.length} bookings made; the chosen minute is ${minute} (salon time); waiting for it to pass`,
    );
    while (Date.now() < next.getTime() + 1_000) await sleep(200);
    after = await book(customers.slice(8), current.baseUrl);
    say(`${after.length} more bookings made after ${minute}`);
    await archiveNow(embeddedUrl(siteDir, 'postgres'));
  } finally {
    await db.$client.end();
  }

  const restoreStarted = Date.now();
  const restored = await runRestore(
    ['--to', minute],
    loadConfig({ DATA_DIR: restoredDir, BACKUP_DIR: config.backupDir }),
  );
  const restoreSeconds = (Date.now() - restoreStarted) / 1000;
  say(restored.lines[0]!);
  await current.stop();
  const copy = await site('restored', restoredDir);
  const [presentBefore, presentAfter] = [
    await served(copy.baseUrl, before),
    await served(copy.baseUrl, after),
  ];
  const walBytes = bytesIn(path.join(config.backupDir, 'wal'));
  const passed =
    before.length > 0 &&
    after.length > 0 &&
    presentBefore === before.length &&
    presentAfter === 0 &&
    restored.complete;
  console.log(
    `drill: ${passed ? 'passed' : 'FAILED'}: restored to ${minute} (salon time): ${presentBefore} of ${before.length} ` +
      `bookings made before it served, ${presentAfter} of ${after.length} made after it; base backup ` +
      `${megabytes(bytesIn(base.dir))} in ${backupSeconds.toFixed(1)} s, archived WAL ${megabytes(walBytes)}, ` +
      `restore ${restoreSeconds.toFixed(1)} s`,
  );
  return passed;
}

let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error('drill: the run itself failed:', error);
  for (const { server } of sites) {
    const lines = fs.existsSync(server.logFile)
      ? fs.readFileSync(server.logFile, 'utf8').trim().split('\n')
      : [];
    console.error(`--- ${server.name}, last lines of its log:\n${lines.slice(-20).join('\n')}`);
  }
} finally {
  await Promise.allSettled(sites.map((site) => site.stop()));
  fs.rmSync(workDir, { recursive: true, force: true });
}
process.exit(passed ? 0 : 1);
