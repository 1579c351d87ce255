// docs/deploy.md#backups: a backup taken while a booking storm runs restores into an empty data
// folder (and, logically, into an empty database), and the restored site serves every booking
// acknowledged before the backup began.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, loadConfig } from '@salon/api/tooling';
import { runBackup } from '../../backup/run-backup.ts';
import { runRestore, UsageError } from '../../backup/run-restore.ts';
import { bookableDates, createCustomers } from '../chaos/customers.ts';
import { runStorm } from '../chaos/storm.ts';
import type { StormTally } from '../chaos/storm.ts';
import { embeddedUrl, startSite as startSiteIn } from './site.ts';
import type { Site } from './site.ts';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-backup-'));
// As root the database runs as the `postgres` user, which must reach its folders.
fs.chmodSync(workDir, 0o755);
const siteDir = path.join(workDir, 'site');
const restoredDir = path.join(workDir, 'restored');
const sites: Site[] = [];

async function startSite(name: string, dataDir: string) {
  const site = await startSiteIn(name, dataDir, workDir);
  sites.push(site);
  return site;
}

async function signInAsAdmin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@salon.lk', password: 'SalonAdmin1', role: 'admin' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function waitFor(condition: () => boolean, what: string) {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await sleep(50);
  }
}

afterAll(async () => {
  await Promise.allSettled(sites.map((site) => site.stop()));
  fs.rmSync(workDir, { recursive: true, force: true });
}, 60_000);

describe('npm run backup during a booking storm, npm run restore into an empty folder', () => {
  it('serves every booking acknowledged before the backup began, and refuses to restore over data', async () => {
    const site = await startSite('site', siteDir);
    const siteConfig = loadConfig({ DATA_DIR: siteDir });
    const db = createDatabase(embeddedUrl(siteDir, 'salon'), { max: 4 });
    let acknowledgedBefore: string[];
    let tally: StormTally;
    try {
      const customers = await createCustomers(db, site.baseUrl, 16, { label: 'backup' });
      const slots = bookableDates(3, 3).flatMap((date) =>
        ['10:00', '11:00', '12:00', '13:00'].map((startTime) => ({ date, startTime })),
      );
      tally = { attempts: 0, acknowledged: [], outcomes: new Map() };
      const storm = runStorm(
        customers,
        {
          servers: [site.baseUrl],
          slots,
          spreadMs: 6_000,
          attemptsPerCustomer: 3,
          patienceMs: 10_000,
          impatientShare: 0,
        },
        tally,
      );
      await waitFor(() => tally.acknowledged.length >= 4, 'the first bookings');
      acknowledgedBefore = [...tally.acknowledged];
      const report = await runBackup([], siteConfig);
      expect(report[0]).toMatch(/^backup: .*physical/);
      const acknowledgedByBackupEnd = tally.acknowledged.length;
      await storm;
      // The storm went on around the backup: the site kept serving.
      expect(tally.acknowledged.length).toBeGreaterThan(acknowledgedBefore.length);
      console.log(
        `backup test: ${acknowledgedBefore.length} bookings acknowledged before the backup, ` +
          `${acknowledgedByBackupEnd} by its end, ${tally.acknowledged.length} in all; ${report.join(' | ')}`,
      );
    } finally {
      await db.$client.end();
    }

    const restoredConfig = loadConfig({ DATA_DIR: restoredDir, BACKUP_DIR: siteConfig.backupDir });
    const restored = await runRestore([], restoredConfig);
    console.log(`backup test: ${restored.lines.join(' | ')}`);
    expect(restored.complete).toBe(true);
    await expect(runRestore([], restoredConfig)).rejects.toBeInstanceOf(UsageError);

    const copy = await startSite('restored', restoredDir);
    const token = await signInAsAdmin(copy.baseUrl);
    const served = await Promise.all(
      acknowledgedBefore.map(async (id) => {
        const response = await fetch(`${copy.baseUrl}/api/appointments/${id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await response.json()) as { data?: { appointment?: { _id: string } } };
        return { status: response.status, id: body.data?.appointment?._id };
      }),
    );
    expect(served).toEqual(acknowledgedBefore.map((id) => ({ status: 200, id })));
    // The images its pages name came back too: one of the demo services' pictures, served.
    const services = (await (await fetch(`${copy.baseUrl}/api/services/get-services`)).json()) as {
      data: { services: { thumbnail: string | null }[] };
    };
    const image = services.data.services.map((service) => service.thumbnail).find(Boolean);
    expect(image).toMatch(/^\/uploads\//);
    expect((await fetch(`${copy.baseUrl}${image}`)).status).toBe(200);

    // Logically too: the site's database as if it were an external one (DATABASE_URL), into an empty database.
    const external = loadConfig({
      DATABASE_URL: embeddedUrl(siteDir, 'salon'),
      DATA_DIR: siteDir,
      BACKUP_DIR: path.join(workDir, 'logical'),
    });
    const logical = await runBackup(['--method', 'copy'], external);
    expect(logical[0]).toMatch(/logical by copy/);
    const admin = new pg.Client({ connectionString: embeddedUrl(siteDir, 'postgres') });
    await admin.connect();
    try {
      await admin.query('create database salon_copy');
      const into = loadConfig({
        DATABASE_URL: embeddedUrl(siteDir, 'salon_copy'),
        DATA_DIR: siteDir,
        BACKUP_DIR: external.backupDir,
      });
      expect((await runRestore([], into)).complete).toBe(true);
      await expect(runRestore([], into)).rejects.toThrow(/already has \d+ tables/);
      const copyClient = new pg.Client({ connectionString: embeddedUrl(siteDir, 'salon_copy') });
      await copyClient.connect();
      const found = await copyClient
        .query<{ id: string }>('select id from appointments where id = any($1)', [tally!.acknowledged])
        .finally(() => copyClient.end());
      expect(found.rows.map((row) => row.id).sort()).toEqual([...tally!.acknowledged].sort());
    } finally {
      await admin.end();
    }
  }, 240_000);
});
