// What `npm run restore` (restore.ts) does: brings a backup back into an empty data folder (the embedded database) or
// an empty database (DATABASE_URL), never over data (docs/deploy.md#backups). Options:
//   --to "2026-11-27 13:05"   the state at that minute, salon time (SALON_TIMEZONE), from the
//                             newest base backup before it plus the archived WAL
//   --from <name>             a given backup (names: --list); default the newest that fits
//   --list                    the backups in BACKUP_DIR
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, startEmbeddedPostgres } from '@salon/api/tooling';
import type { StoredBackup } from './backup-set.ts';
import { chownTree, layout, listBackups, parseRestoreTime, postgresSystemUser } from './backup-set.ts';
import { missingImages, namedImages } from './images.ts';
import { logicalRestore } from './logical.ts';
import { restoreCommand, rewriteAutoConf } from './physical.ts';

export type Config = ReturnType<typeof loadConfig>;

/** A wrong argument or a target that is not empty: nothing was written. */
export class UsageError extends Error {}

function option(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(name);
  if (at < 0) return undefined;
  const value = argv[at + 1];
  if (!value || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

/** The data folder holds nothing, or nothing but the backups themselves (BACKUP_DIR's default place). */
function assertEmptyDataDir(config: Config) {
  if (!fs.existsSync(config.dataDir)) return;
  const backupsInside = path.relative(config.dataDir, config.backupDir).split(path.sep)[0];
  const other = fs.readdirSync(config.dataDir).filter((name) => name !== backupsInside);
  if (other.length)
    throw new UsageError(
      `DATA_DIR ${config.dataDir} is not empty (${other.slice(0, 5).join(', ')}${other.length > 5 ? ', …' : ''}): ` +
        'a restore writes only into an empty folder. Stop the site and move the old folder aside, or set DATA_DIR to a new one' +
        (backupsInside && !backupsInside.startsWith('..')
          ? ` (the backups are in it: then set BACKUP_DIR to where ${backupsInside} went).`
          : '.'),
    );
}

/** Adds the archived images to DATA_DIR/uploads (an image is never replaced: names are never reused). */
function restoreImages(config: Config): number {
  const from = layout(config.backupDir).uploads;
  if (!fs.existsSync(from)) return 0;
  let copied = 0;
  for (const kind of fs.readdirSync(from)) {
    const to = path.join(config.dataDir, 'uploads', kind);
    fs.mkdirSync(to, { recursive: true });
    for (const name of fs.readdirSync(path.join(from, kind))) {
      if (name.endsWith('.part') || fs.existsSync(path.join(to, name))) continue;
      fs.copyFileSync(path.join(from, kind, name), path.join(to, name));
      copied++;
    }
  }
  return copied;
}

async function describe(client: pg.Client, config: Config) {
  const { rows } = await client.query<{ appointments: number; latest: Date | null }>(
    'select count(*)::int as appointments, max(created_at) as latest from appointments',
  );
  const missing = missingImages(await namedImages(client), path.join(config.dataDir, 'uploads'));
  const latest = rows[0]!.latest ? rows[0]!.latest.toISOString() : 'none';
  return {
    line: `${rows[0]!.appointments} appointments (newest made ${latest}), images missing: ${missing.length}`,
    missing,
  };
}

function pickBackup(
  backups: StoredBackup[],
  from: string | undefined,
  to: Date | undefined,
  kind?: 'logical',
) {
  if (from) {
    const named = backups.find(
      (backup) => backup.manifest.name === from || backup.dir === path.resolve(from),
    );
    if (!named) throw new UsageError(`No backup named ${from} (npm run restore -- --list)`);
    return named;
  }
  const fitting = backups.filter(
    (backup) =>
      (!kind || backup.manifest.kind === kind) && (!to || new Date(backup.manifest.stoppedAt) <= to),
  );
  const chosen = fitting.at(-1);
  if (!chosen)
    throw new UsageError(
      to
        ? `No backup finished before ${to.toISOString()}: the oldest is ${backups[0]?.manifest.stoppedAt ?? 'none'}`
        : `No ${kind ?? ''} backup in ${backups.length ? 'BACKUP_DIR' : 'BACKUP_DIR (it is empty)'}`.replace(
            '  ',
            ' ',
          ),
    );
  return chosen;
}

/** A base backup into DATA_DIR, replayed to `to` (or to the end of the archive) and opened. */
async function restorePhysical(config: Config, backup: StoredBackup, to: Date | undefined) {
  const clusterDir = path.join(config.dataDir, 'postgres');
  const owner = postgresSystemUser();
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.cpSync(path.join(backup.dir, 'postgres'), clusterDir, { recursive: true });
  chownTree(clusterDir, owner);
  fs.chmodSync(clusterDir, 0o700);
  fs.copyFileSync(path.join(backup.dir, 'postgres.secret'), path.join(config.dataDir, 'postgres.secret'));
  fs.chmodSync(path.join(config.dataDir, 'postgres.secret'), 0o600);
  const images = restoreImages(config);
  const walDir = layout(config.backupDir).wal;
  const archived = fs.existsSync(walDir) && fs.readdirSync(walDir).some((name) => name.endsWith('.gz'));
  if (to && !archived)
    throw new UsageError(`There is no archived WAL in ${walDir} to replay up to ${to.toISOString()}`);
  // The copy must not archive into the live site's archive: a restored timeline there would
  // be what the next restore follows. `npm run backup` on the restored site turns it on again.
  rewriteAutoConf(clusterDir, {
    archive_mode: 'off',
    archive_command: undefined,
    restore_command: archived ? restoreCommand(config.backupDir) : undefined,
    recovery_target_time: to ? to.toISOString().replace('T', ' ').replace('Z', '+00') : undefined,
    recovery_target_action: to ? 'promote' : undefined,
  });
  if (archived) {
    fs.writeFileSync(path.join(clusterDir, 'recovery.signal'), '');
    chownTree(path.join(clusterDir, 'recovery.signal'), owner);
  }
  const log: string[] = [];
  let server;
  try {
    server = await startEmbeddedPostgres({ dataDir: config.dataDir, log: (line) => log.push(line) });
  } catch (error) {
    const reason = log.find((line) => /FATAL|PANIC/.test(line)) ?? (error as Error).message;
    if (/recovery ended before configured recovery target was reached/.test(log.join('\n')))
      throw new Error(
        `The archived WAL ends before ${to?.toISOString()}: nothing was written after that minute yet. ` +
          `Restore without --to for the newest state. (${reason})`,
      );
    throw new Error(`The restored database did not start: ${reason}`);
  }
  const client = new pg.Client({ connectionString: server.urlFor('salon') });
  try {
    await client.connect();
    const admin = new pg.Client({ connectionString: server.urlFor('postgres') });
    await admin.connect();
    for (const name of ['restore_command', 'recovery_target_time', 'recovery_target_action'])
      await admin.query(`alter system reset ${name}`);
    await admin.end();
    const replayed = log.filter((line) => /restored log file/.test(line)).length;
    const summary = await describe(client, config);
    return { summary, replayed, images };
  } finally {
    await client.end().catch(() => {});
    await server.stop();
  }
}

/**
 * One restore as `npm run restore` makes it (its arguments in `argv`). Returns the lines it
 * reports and whether every image the restored database names is there.
 */
export async function runRestore(
  argv: string[],
  config: Config = loadConfig(),
): Promise<{ lines: string[]; complete: boolean }> {
  if (argv.includes('--help'))
    return {
      lines: [
        'usage: npm run restore [-- --to "YYYY-MM-DD HH:MM"] [-- --from <name>] [-- --list]  (docs/deploy.md#backups)',
      ],
      complete: true,
    };
  const backups = listBackups(config.backupDir);
  if (argv.includes('--list')) {
    const lines = backups.map(
      ({ manifest }) => `${manifest.name}  ${manifest.kind}  ${manifest.startedAt} .. ${manifest.stoppedAt}`,
    );
    return { lines: lines.length ? lines : [`no backups in ${config.backupDir}`], complete: true };
  }
  const toText = option(argv, '--to');
  const to = toText === undefined ? undefined : parseRestoreTime(toText, config.salonTimeZone);
  if (toText !== undefined && !to)
    throw new UsageError(
      `--to takes "YYYY-MM-DD HH:MM" (salon time, ${config.salonTimeZone}); got "${toText}"`,
    );
  const from = option(argv, '--from');
  const startedAt = Date.now();
  const seconds = () => ((Date.now() - startedAt) / 1000).toFixed(1);
  const result = (line: string, summary: { line: string; missing: string[] }, more: string[] = []) => ({
    lines: [
      `${line}: ${summary.line}`,
      ...more,
      ...(summary.missing.length
        ? [`images the database names but the backup lacks: ${summary.missing.join(', ')}`]
        : []),
    ],
    complete: summary.missing.length === 0,
  });

  if (config.databaseUrl) {
    if (to)
      throw new UsageError(
        "A point in time needs the embedded server's WAL archive; with DATABASE_URL use your provider's point-in-time recovery.",
      );
    const backup = pickBackup(backups, from, undefined, 'logical');
    if (backup.manifest.kind !== 'logical')
      throw new UsageError(`${backup.manifest.name} restores into a data folder, not a database`);
    await logicalRestore({ dir: backup.dir, manifest: backup.manifest, databaseUrl: config.databaseUrl });
    const images = restoreImages(config);
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    const summary = await describe(client, config).finally(() => client.end());
    return result(
      `restored ${backup.manifest.name} into DATABASE_URL in ${seconds()} s, ${images} images added`,
      summary,
    );
  }

  assertEmptyDataDir(config);
  const backup = pickBackup(backups, from, to);
  const written = ['postgres', 'postgres.secret', 'uploads'].map((name) => path.join(config.dataDir, name));
  // The folder was empty: what failed leaves it empty again, ready for the next try.
  const undo = (error: unknown): never => {
    for (const file of written) fs.rmSync(file, { recursive: true, force: true });
    throw error;
  };
  if (backup.manifest.kind === 'logical') {
    if (to) throw new UsageError('A point in time restores from a physical backup; this one is logical');
    const manifest = backup.manifest;
    const server = await startEmbeddedPostgres({ dataDir: config.dataDir, database: 'salon' });
    try {
      await logicalRestore({ dir: backup.dir, manifest, databaseUrl: server.urlFor('salon') }).catch(undo);
      const images = restoreImages(config);
      const client = new pg.Client({ connectionString: server.urlFor('salon') });
      await client.connect();
      const summary = await describe(client, config).finally(() => client.end());
      return result(
        `restored ${manifest.name} into ${config.dataDir} in ${seconds()} s, ${images} images`,
        summary,
      );
    } finally {
      await server.stop();
    }
  }
  const { summary, replayed, images } = await restorePhysical(config, backup, to).catch(undo);
  return result(
    `restored ${backup.manifest.name}${to ? ` to ${toText} (${to.toISOString()})` : ''} into ${config.dataDir} ` +
      `in ${seconds()} s, ${replayed} archived WAL segments replayed, ${images} images`,
    summary,
    ['start the site on it with `npm start`; then `npm run backup` turns WAL archiving on again.'],
  );
}
