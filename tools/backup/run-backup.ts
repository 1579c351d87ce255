// What `npm run backup` (backup.ts) does: a consistent backup of the database and the uploaded images while the site
// serves (docs/deploy.md#backups). With the embedded database: an online base backup, and the
// write-ahead log archived continuously from then on (point-in-time recovery). With DATABASE_URL:
// a logical snapshot (pg_dump, or COPY in one transaction). Options:
//   --keep N        base backups to keep (default 14; older ones and the WAL only they need go)
//   --method copy   for DATABASE_URL: the COPY snapshot even when a new enough pg_dump exists
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, startEmbeddedPostgres } from '@salon/api/tooling';
import { bytesIn, chownTree, layout, listBackups, megabytes } from './backup-set.ts';
import { logicalBackup } from './logical.ts';
import type { LogicalMethod } from './logical.ts';
import { ensureArchiving, installArchiveScript, physicalBackup, pruneWal } from './physical.ts';

function option(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
}

function runningPostmasterPid(clusterDir: string): number | undefined {
  const file = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(file)) return undefined;
  const pid = Number.parseInt(fs.readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** Base backups beyond the newest `keep` go, with the archived WAL that only they needed. */
function prune(backupDir: string, keep: number): string[] {
  const backups = listBackups(backupDir);
  const gone = backups.slice(0, Math.max(0, backups.length - keep));
  for (const backup of gone) fs.rmSync(backup.dir, { recursive: true, force: true });
  const oldestPhysical = backups.slice(gone.length).find((backup) => backup.manifest.kind === 'physical');
  if (oldestPhysical?.manifest.kind === 'physical') pruneWal(backupDir, oldestPhysical.manifest.startWal);
  return gone.map((backup) => backup.manifest.name);
}

export type Config = ReturnType<typeof loadConfig>;

async function backUpEmbedded(config: Config): Promise<string[]> {
  const clusterDir = path.join(config.dataDir, 'postgres');
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION')))
    throw new Error(
      `There is no database in DATA_DIR ${config.dataDir} yet: start the site once (npm start), or set DATA_DIR.`,
    );
  const owner = fs.statSync(clusterDir);
  const dirs = layout(config.backupDir);
  for (const dir of [dirs.base, dirs.wal, dirs.uploads]) fs.mkdirSync(dir, { recursive: true });
  // The archive is written by the database's own system user (archive_command).
  fs.chmodSync(config.backupDir, 0o755);
  chownTree(dirs.wal, owner);
  chownTree(dirs.uploads, owner);
  installArchiveScript(config.backupDir, owner);
  const wasRunning = runningPostmasterPid(clusterDir) !== undefined;
  let server = await startEmbeddedPostgres({ dataDir: config.dataDir, reuseRunning: true });
  const notes: string[] = [];
  try {
    const connect = async () => {
      const client = new pg.Client({ connectionString: server.urlFor('postgres') });
      await client.connect();
      return client;
    };
    let client = await connect();
    try {
      const archiving = await ensureArchiving(client, config.backupDir, path.join(config.dataDir, 'uploads'));
      if (archiving.needsRestart && !wasRunning) {
        // Started here, so restarted here: archiving is on from this backup.
        await client.end();
        await server.stop();
        server = await startEmbeddedPostgres({ dataDir: config.dataDir });
        client = await connect();
        archiving.active = true;
      } else if (archiving.needsRestart) {
        notes.push(
          'WAL archiving (point-in-time recovery) is now configured and starts at the next restart of the site; ' +
            'this backup restores on its own meanwhile.',
        );
      }
      const startedAt = Date.now();
      const { dir, manifest } = await physicalBackup({
        client,
        dataDir: config.dataDir,
        backupDir: config.backupDir,
        archiving: archiving.active,
      });
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      notes.unshift(
        `backup: ${manifest.name} (physical, PostgreSQL ${manifest.serverVersion}), ${megabytes(bytesIn(dir))} ` +
          `in ${seconds} s; WAL archiving ${archiving.active ? 'on' : 'not yet on'}; images: ${megabytes(bytesIn(dirs.uploads))} in ${dirs.uploads}`,
      );
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
  return notes;
}

/** One backup as `npm run backup` makes it (its arguments in `argv`); returns the lines it reports. */
export async function runBackup(argv: string[], config: Config = loadConfig()): Promise<string[]> {
  if (argv.includes('--help'))
    return ['usage: npm run backup [-- --keep 14] [-- --method copy|pg_dump]  (docs/deploy.md#backups)'];
  const keep = Number(option(argv, '--keep') ?? 14);
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error('--keep takes a whole number of backups, 1 or more');
  const method = option(argv, '--method') as LogicalMethod | undefined;
  if (method && method !== 'copy' && method !== 'pg_dump') throw new Error('--method is copy or pg_dump');
  let lines: string[];
  if (config.databaseUrl) {
    const startedAt = Date.now();
    const { dir, manifest } = await logicalBackup({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      backupDir: config.backupDir,
      method,
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    lines = [
      `backup: ${manifest.name} (logical by ${manifest.method}, PostgreSQL ${manifest.serverVersion}` +
        `${manifest.method === 'copy' ? `, ${manifest.tables.length} tables, ${rows} rows` : ''}), ` +
        `${megabytes(bytesIn(dir))} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    ];
  } else {
    lines = await backUpEmbedded(config);
  }
  const pruned = prune(config.backupDir, keep);
  if (pruned.length)
    lines.push(`removed ${pruned.length} older backups (keeping ${keep}): ${pruned.join(', ')}`);
  lines.push(`in ${config.backupDir}`);
  return lines;
}
