// Backups of a database the salon does not run itself (DATABASE_URL): a consistent logical
// snapshot. pg_dump when one of the server's version or newer is installed; otherwise every
// table copied out inside one REPEATABLE READ READ ONLY transaction (one snapshot for all),
// and restored into an empty database as our migrations make it (docs/decisions/0043-backups.md).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { applyMigrations, createDatabase } from '@salon/api/tooling';
import type { LogicalManifest, LogicalTable } from './backup-set.ts';
import { backupName, layout, writeManifest } from './backup-set.ts';
import { copyIn, copyOut } from './copy-protocol.ts';
import { syncUploads } from './wal-archive.mjs';

/** The schemas the app's data lives in: its tables, the migrations' record, the job queue. */
const SCHEMAS = ['public', 'drizzle', 'graphile_worker'];

async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
  return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
}

/** The newest pg_dump on this machine (PATH, then Debian's versioned folders) with its major version. */
export function findPgDump(): { bin: string; major: number } | undefined {
  const candidates = ['pg_dump'];
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian))
    for (const version of fs.readdirSync(debian))
      candidates.push(path.join(debian, version, 'bin', 'pg_dump'));
  const found = candidates.flatMap((bin) => {
    try {
      const major = Number(
        /\(PostgreSQL\) (\d+)/.exec(execFileSync(bin, ['--version'], { encoding: 'utf8' }))?.[1],
      );
      return Number.isFinite(major) ? [{ bin, major }] : [];
    } catch {
      return [];
    }
  });
  return found.sort((a, b) => b.major - a.major)[0];
}

/** A URL without its password, and the password for PGPASSWORD: never on a command line (visible in ps). */
function withoutPassword(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, PGPASSWORD: password } };
}

const quoteName = (client: pg.Client, schema: string, name: string) =>
  `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;

export type LogicalMethod = 'copy' | 'pg_dump';

export async function logicalBackup(options: {
  databaseUrl: string;
  dataDir: string;
  backupDir: string;
  method?: LogicalMethod;
}): Promise<{ dir: string; manifest: LogicalManifest }> {
  const dirs = layout(options.backupDir);
  const uploadsDir = path.join(options.dataDir, 'uploads');
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const startedAt = new Date();
  const name = backupName(startedAt, 'logical');
  const partial = path.join(dirs.base, `${name}.partial`);
  try {
    fs.rmSync(partial, { recursive: true, force: true });
    fs.mkdirSync(partial, { recursive: true, mode: 0o700 });
    const major = await serverMajor(client);
    const serverVersion = (await client.query<{ server_version: string }>('show server_version')).rows[0]!
      .server_version;
    const pgDump = findPgDump();
    const method: LogicalMethod = options.method ?? (pgDump && pgDump.major >= major ? 'pg_dump' : 'copy');
    // Images first: every row the snapshot holds was committed after its image was written.
    syncUploads(uploadsDir, dirs.uploads);
    let manifest: LogicalManifest;
    if (method === 'pg_dump') {
      if (!pgDump || pgDump.major < major)
        throw new Error(`pg_dump ${pgDump?.major ?? '(none)'} cannot dump a PostgreSQL ${major} server`);
      const { url, env } = withoutPassword(options.databaseUrl);
      execFileSync(
        pgDump.bin,
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${path.join(partial, 'salon.dump')}`,
          url,
        ],
        { env, stdio: ['ignore', 'inherit', 'inherit'] },
      );
      const migrations = await client.query<{ count: number }>(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      manifest = {
        kind: 'logical',
        name,
        method,
        startedAt: startedAt.toISOString(),
        stoppedAt: new Date().toISOString(),
        serverVersion,
        migrations: migrations.rows[0]!.count,
        tables: [],
        sequences: [],
      };
    } else {
      manifest = await copySnapshot(client, partial, { name, startedAt, serverVersion });
    }
    // Images again: those written while the snapshot was read (its rows name none of them,
    // but a restore to a later backup will).
    syncUploads(uploadsDir, dirs.uploads);
    writeManifest(partial, manifest);
    const dir = path.join(dirs.base, name);
    fs.renameSync(partial, dir);
    return { dir, manifest };
  } catch (error) {
    // A backup that failed leaves nothing behind that looks like one.
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  } finally {
    await client.end();
  }
}

async function copySnapshot(
  client: pg.Client,
  dir: string,
  about: { name: string; startedAt: Date; serverVersion: string },
): Promise<LogicalManifest> {
  // One snapshot for every table: what a client saw committed at its first statement.
  await client.query('begin isolation level repeatable read read only');
  try {
    const migrations = await client.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    const { rows: relations } = await client.query<{ oid: number; schema: string; table: string }>(
      `select c.oid, n.nspname as schema, c.relname as table
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and n.nspname = any($1) order by 2, 3`,
      [SCHEMAS],
    );
    const tables: LogicalTable[] = [];
    for (const relation of relations) {
      const { rows } = await client.query<{ name: string }>(
        `select attname as name from pg_attribute
         where attrelid = $1 and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
        [relation.oid],
      );
      const columns = rows.map((row) => row.name);
      const data = await copyOut(
        client,
        `copy ${quoteName(client, relation.schema, relation.table)} (${columns.map((c) => client.escapeIdentifier(c)).join(', ')}) to stdout`,
      );
      const file = `${relation.schema}.${relation.table}.copy.gz`;
      fs.writeFileSync(path.join(dir, file), zlib.gzipSync(data));
      let count = 0;
      for (const byte of data) if (byte === 10) count++;
      tables.push({ schema: relation.schema, table: relation.table, columns, rows: count, file });
    }
    const { rows: sequenceNames } = await client.query<{ schema: string; name: string }>(
      `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'S' and n.nspname = any($1) order by 1, 2`,
      [SCHEMAS],
    );
    const sequences: LogicalManifest['sequences'] = [];
    for (const sequence of sequenceNames) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text, is_called from ${quoteName(client, sequence.schema, sequence.name)}`,
      );
      sequences.push({ ...sequence, value: rows[0]!.last_value, isCalled: rows[0]!.is_called });
    }
    await client.query('commit');
    return {
      kind: 'logical',
      name: about.name,
      method: 'copy',
      startedAt: about.startedAt.toISOString(),
      stoppedAt: new Date().toISOString(),
      serverVersion: about.serverVersion,
      migrations: migrations.rows[0]!.count,
      tables,
      sequences,
    };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

export class NotEmptyError extends Error {}

/** Refuses a database that holds any table of ours: a restore never writes over data. */
export async function assertEmptyDatabase(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ count: number }>(
    `select count(*)::int as count from pg_tables where schemaname = any($1)`,
    [SCHEMAS],
  );
  if (rows[0]!.count > 0)
    throw new NotEmptyError(
      `The target database already has ${rows[0]!.count} tables; a restore goes into an empty database only ` +
        '(create one with `createdb`, or `create database salon_restored`, and point DATABASE_URL at it).',
    );
}

/** Tables in an order where each comes after every table it references. */
async function loadOrder(client: pg.Client, tables: LogicalTable[]): Promise<LogicalTable[]> {
  const key = (schema: string, table: string) => `${schema}.${table}`;
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select cn.nspname || '.' || c.relname as child, pn.nspname || '.' || p.relname as parent
     from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
     join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
     where k.contype = 'f' and k.conrelid <> k.confrelid`,
  );
  const byKey = new Map(tables.map((table) => [key(table.schema, table.table), table]));
  const ordered: LogicalTable[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done' || !byKey.has(name)) return;
    if (state.get(name) === 'visiting')
      throw new Error(`The tables reference each other in a circle through ${name}`);
    state.set(name, 'visiting');
    for (const row of rows) if (row.child === name) visit(row.parent);
    state.set(name, 'done');
    ordered.push(byKey.get(name)!);
  };
  for (const name of byKey.keys()) visit(name);
  return ordered;
}

/** Restores a logical backup into the empty database at `databaseUrl`. */
export async function logicalRestore(options: {
  dir: string;
  manifest: LogicalManifest;
  databaseUrl: string;
}) {
  const { dir, manifest, databaseUrl } = options;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await assertEmptyDatabase(client);
    if (manifest.method === 'pg_dump') {
      const pgRestore = findPgDump()?.bin.replace(/pg_dump$/, 'pg_restore');
      if (!pgRestore) throw new Error('This backup was made by pg_dump; restoring it needs pg_restore');
      const { url, env } = withoutPassword(databaseUrl);
      execFileSync(
        pgRestore,
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${url}`,
          path.join(dir, 'salon.dump'),
        ],
        { env, stdio: ['ignore', 'inherit', 'inherit'] },
      );
      return;
    }
    // The schema as this release's migrations make it: it must be the backup's own.
    const db = createDatabase(databaseUrl, { max: 1 });
    try {
      await applyMigrations(db);
    } finally {
      await db.$client.end();
    }
    const applied = (
      await client.query<{ count: number }>('select count(*)::int as count from drizzle.__drizzle_migrations')
    ).rows[0]!.count;
    if (applied !== manifest.migrations)
      throw new Error(
        `This backup was made with ${manifest.migrations} migrations and this release has ${applied}: restore it with ` +
          'the release that made it (then start the new release, which migrates). The target now holds an empty schema; drop and create it again before retrying.',
      );
    const tables = await loadOrder(client, manifest.tables);
    await client.query('begin');
    const names = tables.map((table) => quoteName(client, table.schema, table.table));
    // Triggers guard live changes (a status change after the start, a stylist's account kind):
    // the rows restored were checked when they were written, and their own history comes with them.
    for (const name of names) await client.query(`alter table ${name} disable trigger user`);
    await client.query(`truncate ${names.join(', ')}`);
    for (const table of tables) {
      const data = zlib.gunzipSync(fs.readFileSync(path.join(dir, table.file)));
      const columns = table.columns.map((column) => client.escapeIdentifier(column)).join(', ');
      await copyIn(
        client,
        `copy ${quoteName(client, table.schema, table.table)} (${columns}) from stdin`,
        data,
      );
    }
    for (const sequence of manifest.sequences)
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        quoteName(client, sequence.schema, sequence.name),
        sequence.value,
        sequence.isCalled,
      ]);
    for (const name of names) await client.query(`alter table ${name} enable trigger user`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
