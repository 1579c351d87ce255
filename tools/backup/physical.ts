// The embedded server's backups: an online base backup through the server's own backup API,
// and continuous archiving of its write-ahead log (docs/decisions/0043-backups.md). Neither
// needs a client program of the server's version, which this machine cannot have.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { PhysicalManifest } from './backup-set.ts';
import { backupName, chownTree, isRoot, layout, writeManifest } from './backup-set.ts';
import { syncUploads } from './wal-archive.mjs';

export const WAL_ARCHIVE_SCRIPT = path.join(import.meta.dirname, 'wal-archive.mjs');

/** What a base backup leaves out: the running server's own files and folders rebuilt at start. */
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label.old',
  'postgresql.auto.conf.tmp',
]);
const EMPTIED_DIRS = new Set([
  'pg_wal',
  'pg_dynshmem',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);

type Owner = { uid: number; gid: number };

/** Copies a live data folder as a backup tool must: a file the server removes meanwhile is skipped. */
function copyClusterFiles(source: string, target: string, owner: Owner, isTop = true) {
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    if (isTop && SKIPPED_FILES.has(entry.name)) continue;
    if (entry.name.startsWith('pgsql_tmp')) continue;
    const [from, to] = [path.join(source, entry.name), path.join(target, entry.name)];
    if (entry.isDirectory()) {
      if (isTop && EMPTIED_DIRS.has(entry.name)) fs.mkdirSync(to, { mode: 0o700 });
      else copyClusterFiles(from, to, owner, false);
      continue;
    }
    try {
      fs.copyFileSync(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
  }
}

function quoted(text: string): string {
  if (text.includes("'")) throw new Error(`A folder for backups cannot contain a quote: ${text}`);
  return `'${text}'`;
}

/**
 * The archive script as the server runs it: a copy in BACKUP_DIR, so the database's system user
 * can read it wherever the checkout lives (a home folder closed to it, say), and a moved or
 * updated checkout does not break archiving.
 */
export const archiveScriptIn = (backupDir: string) => path.join(backupDir, 'wal-archive.mjs');

export function archiveCommand(backupDir: string, uploadsDir: string): string {
  return [process.execPath, archiveScriptIn(backupDir), 'archive', backupDir, uploadsDir]
    .map(quoted)
    .concat(['%p', '%f'])
    .join(' ');
}

/** The restore side; the checkout's own script when the backup folder has none (copied elsewhere by hand). */
export function restoreCommand(backupDir: string): string {
  const script = fs.existsSync(archiveScriptIn(backupDir)) ? archiveScriptIn(backupDir) : WAL_ARCHIVE_SCRIPT;
  return [process.execPath, script, 'restore', backupDir].map(quoted).concat(['%f', '%p']).join(' ');
}

/**
 * Puts the archive script into BACKUP_DIR for `owner` (the database's system user) and checks
 * that this user can run it with this node: otherwise the server would keep its WAL forever.
 */
export function installArchiveScript(backupDir: string, owner: { uid: number; gid: number }) {
  const script = archiveScriptIn(backupDir);
  fs.copyFileSync(WAL_ARCHIVE_SCRIPT, `${script}.part`);
  fs.renameSync(`${script}.part`, script);
  fs.chmodSync(script, 0o644);
  const asOwner = isRoot() ? { uid: owner.uid, gid: owner.gid } : {};
  const check = spawnSync(process.execPath, [script, 'check'], { ...asOwner, encoding: 'utf8' });
  if (check.status !== 0)
    throw new Error(
      `The database's system user (uid ${owner.uid}) cannot run ${process.execPath} ${script}: ` +
        `${(check.stderr || check.error?.message || '').trim()}. Install node where every user can run it ` +
        '(e.g. /usr/bin/node) and keep BACKUP_DIR reachable by that user.',
    );
}

export interface ArchivingState {
  /** The server is sending its WAL to this archive now. */
  active: boolean;
  /** Turned on by this call: it takes effect at the server's next start. */
  needsRestart: boolean;
}

/**
 * Points the server's archive_command at BACKUP_DIR (a reload) and turns archive_mode on
 * (which a server reads only when it starts). archive_timeout bounds how much of the last
 * minutes a lost disk can take with it: a quiet salon's WAL segment is otherwise written out
 * only when full.
 */
export async function ensureArchiving(
  client: pg.Client,
  backupDir: string,
  uploadsDir: string,
): Promise<ArchivingState> {
  const command = archiveCommand(backupDir, uploadsDir);
  const setting = async (name: string) =>
    (
      await client.query<{ setting: string; pending_restart: boolean }>(
        'select setting, pending_restart from pg_settings where name = $1',
        [name],
      )
    ).rows[0]!;
  const mode = await setting('archive_mode');
  if ((await setting('archive_command')).setting !== command)
    await client.query(`alter system set archive_command = ${client.escapeLiteral(command)}`);
  if ((await setting('archive_timeout')).setting !== '300')
    await client.query(`alter system set archive_timeout = '5min'`);
  if (mode.setting !== 'on' && !mode.pending_restart)
    await client.query(`alter system set archive_mode = 'on'`);
  await client.query('select pg_reload_conf()');
  const running = mode.setting === 'on';
  return { active: running, needsRestart: !running };
}

/**
 * An online base backup of the cluster under `clusterDir` into BACKUP_DIR/base/<name>: the
 * server keeps serving; pg_backup_start takes no lock that a booking waits for. The WAL from
 * the backup's start to its stop goes into the copy itself, so it restores on its own even
 * without the archive; with the archive it is the start of a point-in-time recovery.
 */
export async function physicalBackup(options: {
  client: pg.Client;
  dataDir: string;
  backupDir: string;
  archiving: boolean;
  now?: () => Date;
}): Promise<{ dir: string; manifest: PhysicalManifest }> {
  const { client, dataDir, backupDir } = options;
  const clusterDir = path.join(dataDir, 'postgres');
  const owner = fs.statSync(clusterDir);
  const dirs = layout(backupDir);
  fs.mkdirSync(dirs.base, { recursive: true });
  const startedAt = (options.now ?? (() => new Date()))();
  const name = backupName(startedAt, 'physical');
  const partial = path.join(dirs.base, `${name}.partial`);
  const copy = path.join(partial, 'postgres');
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { mode: 0o700 });
  try {
    return await fillBackup();
  } catch (error) {
    // A backup that failed leaves nothing behind that looks like one.
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }

  async function fillBackup() {
    // Images first: every row the copy will hold was committed after its image was written.
    syncUploads(path.join(dataDir, 'uploads'), dirs.uploads);
    const serverVersion = (await client.query<{ server_version: string }>('show server_version')).rows[0]!
      .server_version;
    await client.query(`select pg_backup_start(${client.escapeLiteral(`salon ${name}`)}, true)`);
    let stop: { lsn: string; labelfile: string; spcmapfile: string };
    try {
      copyClusterFiles(clusterDir, copy, owner);
    } finally {
      stop = (
        await client.query<{ lsn: string; labelfile: string; spcmapfile: string }>(
          'select lsn::text, labelfile, spcmapfile from pg_backup_stop(false)',
        )
      ).rows[0]!;
    }
    const stoppedAt = new Date();
    const startWal = /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(stop.labelfile)![1]!;
    const timeline = Number(/START TIMELINE: (\d+)/.exec(stop.labelfile)![1]);
    const stopWal = (
      await client.query<{ name: string }>('select pg_walfile_name($1::pg_lsn) as name', [stop.lsn])
    ).rows[0]!.name;
    // The segments the copy needs to reach a consistent state, and the timelines' history.
    const walDir = path.join(clusterDir, 'pg_wal');
    for (const file of fs.readdirSync(walDir)) {
      const needed =
        file.endsWith('.history') ||
        (/^[0-9A-F]{24}$/.test(file) &&
          file.slice(0, 8) === startWal.slice(0, 8) &&
          file >= startWal &&
          file <= stopWal);
      if (needed) fs.copyFileSync(path.join(walDir, file), path.join(copy, 'pg_wal', file));
    }
    fs.writeFileSync(path.join(copy, 'backup_label'), stop.labelfile, { mode: 0o600 });
    if (stop.spcmapfile)
      fs.writeFileSync(path.join(copy, 'tablespace_map'), stop.spcmapfile, { mode: 0o600 });
    chownTree(copy, owner);
    fs.copyFileSync(path.join(dataDir, 'postgres.secret'), path.join(partial, 'postgres.secret'));
    // Images again: those written while the files were copied.
    syncUploads(path.join(dataDir, 'uploads'), dirs.uploads);
    if (isRoot()) chownTree(dirs.uploads, owner);

    const manifest: PhysicalManifest = {
      kind: 'physical',
      name,
      startedAt: startedAt.toISOString(),
      stoppedAt: stoppedAt.toISOString(),
      timeline,
      startWal,
      stopWal,
      serverVersion,
      archiving: options.archiving,
    };
    writeManifest(partial, manifest);
    const dir = path.join(dirs.base, name);
    fs.renameSync(partial, dir);
    return { dir, manifest };
  }
}

/** Archived segments older than the oldest kept base backup can restore nothing any more. */
export function pruneWal(backupDir: string, oldestKeptStartWal: string): number {
  const { wal } = layout(backupDir);
  if (!fs.existsSync(wal)) return 0;
  let removed = 0;
  for (const file of fs.readdirSync(wal)) {
    const segment = /^([0-9A-F]{24})\.gz$/.exec(file)?.[1];
    // Compared without the timeline: a later timeline continues the same log positions.
    if (segment && segment.slice(8) < oldestKeptStartWal.slice(8)) {
      fs.rmSync(path.join(wal, file));
      removed++;
    }
  }
  return removed;
}

/** Settings a restore writes into the copy's postgresql.auto.conf (later lines win, earlier ones are dropped). */
export function rewriteAutoConf(clusterDir: string, settings: Record<string, string | undefined>) {
  const file = path.join(clusterDir, 'postgresql.auto.conf');
  const names = Object.keys(settings);
  const kept = (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '')
    .split('\n')
    .filter(
      (line) =>
        line &&
        !names.some((name) => line.trim().startsWith(`${name} `) || line.trim().startsWith(`${name}=`)),
    );
  const added = Object.entries(settings)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name} = '${value!.replaceAll("'", "''")}'`);
  const stat = fs.existsSync(file) ? fs.statSync(file) : undefined;
  fs.writeFileSync(file, `${[...kept, ...added].join('\n')}\n`, { mode: 0o600 });
  if (stat && isRoot()) fs.chownSync(file, stat.uid, stat.gid);
}
