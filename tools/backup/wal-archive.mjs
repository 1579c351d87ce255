#!/usr/bin/env node
// The embedded PostgreSQL server's archive_command and restore_command (docs/deploy.md#backups,
// docs/decisions/0043-backups.md). Plain JavaScript, no TypeScript loader: the server starts it
// once per WAL segment, so it must start fast. It runs as the database's own system user.
//
//   wal-archive.mjs archive <backup dir> <uploads dir> <%p> <%f>
//     copies the new images first (never deleting any), then the finished WAL segment, gzipped.
//     Images are written before the row that names them commits, so every image a replayed
//     segment names is already in the archive.
//   wal-archive.mjs restore <backup dir> <%f> <%p>
//     brings one archived segment (or timeline history file) back; exit 1 when there is none,
//     which is how the server learns it has replayed everything.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Writes a file whole or not at all: aside, flushed to disk, then renamed into place. */
function writeWhole(file, bytes) {
  const part = `${file}.part`;
  const handle = fs.openSync(part, 'w', 0o640);
  try {
    fs.writeSync(handle, bytes);
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
  fs.renameSync(part, file);
}

/** Every image not yet in the archive's uploads folder is copied there; nothing is ever removed. */
export function syncUploads(uploadsDir, archivedUploadsDir) {
  let copied = 0;
  if (!fs.existsSync(uploadsDir)) return copied;
  for (const kind of fs.readdirSync(uploadsDir, { withFileTypes: true })) {
    if (!kind.isDirectory()) continue;
    const from = path.join(uploadsDir, kind.name);
    const to = path.join(archivedUploadsDir, kind.name);
    fs.mkdirSync(to, { recursive: true });
    const present = new Set(fs.readdirSync(to));
    for (const name of fs.readdirSync(from)) {
      // A file still being written is named *.part until it is whole.
      if (name.endsWith('.part') || present.has(name)) continue;
      let bytes;
      try {
        bytes = fs.readFileSync(path.join(from, name));
      } catch (error) {
        if (error.code === 'ENOENT') continue; // removed meanwhile: it was in no backup's future
        throw error;
      }
      writeWhole(path.join(to, name), bytes);
      copied++;
    }
  }
  return copied;
}

function archive(backupDir, uploadsDir, walPath, walName) {
  syncUploads(uploadsDir, path.join(backupDir, 'uploads'));
  const walDir = path.join(backupDir, 'wal');
  fs.mkdirSync(walDir, { recursive: true });
  const target = path.join(walDir, `${walName}.gz`);
  const segment = fs.readFileSync(walPath);
  if (fs.existsSync(target)) {
    // Archived before (the server retries after a crash): fine only if it is the same segment.
    if (zlib.gunzipSync(fs.readFileSync(target)).equals(segment)) return 0;
    console.error(`wal-archive: ${target} exists with other contents; refusing to overwrite it`);
    return 1;
  }
  writeWhole(target, zlib.gzipSync(segment, { level: 6 }));
  return 0;
}

function restore(backupDir, walName, targetPath) {
  const source = path.join(backupDir, 'wal', `${walName}.gz`);
  if (!fs.existsSync(source)) return 1;
  writeWhole(targetPath, zlib.gunzipSync(fs.readFileSync(source)));
  return 0;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname;
if (isMain) {
  const [mode, ...args] = process.argv.slice(2);
  try {
    if (mode === 'archive' && args.length === 4) process.exit(archive(args[0], args[1], args[2], args[3]));
    if (mode === 'restore' && args.length === 3) process.exit(restore(args[0], args[1], args[2]));
    if (mode === 'check' && args.length === 0) process.exit(0); // can this user run it at all?
    console.error('usage: wal-archive.mjs archive <backup dir> <uploads dir> <%p> <%f>');
    console.error('       wal-archive.mjs restore <backup dir> <%f> <%p>');
    process.exit(2);
  } catch (error) {
    console.error(`wal-archive ${mode}: ${error.message}`);
    process.exit(1);
  }
}
