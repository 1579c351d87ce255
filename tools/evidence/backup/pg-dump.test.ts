// docs/decisions/0043-backups.md: with DATABASE_URL, `npm run backup` uses pg_dump when one of
// the server's version or newer is installed. The embedded server is newer than any pg_dump
// here, so this runs against Debian's PostgreSQL 15 server when the machine has it (and is
// skipped otherwise): backup by pg_dump, restore by pg_restore into an empty database.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, createDatabase, hashPassword, loadConfig, users } from '@salon/api/tooling';
import { postgresSystemUser } from '../../backup/backup-set.ts';
import { findPgDump } from '../../backup/logical.ts';
import { runBackup } from '../../backup/run-backup.ts';
import { runRestore } from '../../backup/run-restore.ts';

const bin = '/usr/lib/postgresql/15/bin';
const available = fs.existsSync(path.join(bin, 'postgres')) && (findPgDump()?.major ?? 0) >= 15;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-pg-dump-'));
fs.chmodSync(workDir, 0o755);
const clusterDir = path.join(workDir, 'cluster');
let port = 0;
const urlFor = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;

function asDatabaseUser(program: string, args: string[]) {
  const { uid, gid } = postgresSystemUser();
  execFileSync(path.join(bin, program), args, { uid, gid, stdio: 'ignore' });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as net.AddressInfo;
      server.close(() => resolve(free));
    });
    server.on('error', reject);
  });
}

async function rows(database: string, sql: string) {
  const client = new pg.Client({ connectionString: urlFor(database) });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe.runIf(available)('npm run backup with DATABASE_URL and a new enough pg_dump', () => {
  beforeAll(async () => {
    port = await freePort();
    const owner = postgresSystemUser();
    fs.mkdirSync(clusterDir);
    fs.chownSync(clusterDir, owner.uid, owner.gid);
    asDatabaseUser('initdb', [
      '-D',
      clusterDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-locale',
    ]);
    asDatabaseUser('pg_ctl', [
      '-D',
      clusterDir,
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c fsync=off`,
      '-w',
      'start',
    ]);
    await rows('postgres', 'create database salon');
    const db = createDatabase(urlFor('salon'), { max: 2 });
    try {
      await applyMigrations(db);
      await db.insert(users).values({
        name: 'Dumped Customer',
        email: 'dumped@example.lk',
        passwordHash: await hashPassword('Dumped123'),
        isVerified: true,
      });
    } finally {
      await db.$client.end();
    }
  }, 120_000);

  afterAll(() => {
    if (fs.existsSync(path.join(clusterDir, 'postmaster.pid')))
      asDatabaseUser('pg_ctl', ['-D', clusterDir, '-m', 'fast', '-w', 'stop']);
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('dumps with pg_dump and restores with pg_restore into an empty database, and only into an empty one', async () => {
    const env = { DATA_DIR: path.join(workDir, 'data'), BACKUP_DIR: path.join(workDir, 'backups') };
    const report = await runBackup([], loadConfig({ ...env, DATABASE_URL: urlFor('salon') }));
    expect(report[0]).toMatch(/logical by pg_dump, PostgreSQL 15/);
    await rows('postgres', 'create database salon_restored');
    const into = loadConfig({ ...env, DATABASE_URL: urlFor('salon_restored') });
    expect((await runRestore([], into)).complete).toBe(true);
    expect(await rows('salon_restored', `select name from users where email = 'dumped@example.lk'`)).toEqual([
      { name: 'Dumped Customer' },
    ]);
    const migrations = 'select count(*)::int as count from drizzle.__drizzle_migrations';
    expect(await rows('salon_restored', migrations)).toEqual(await rows('salon', migrations));
    await expect(runRestore([], into)).rejects.toThrow(/already has \d+ tables/);
  }, 120_000);
});
