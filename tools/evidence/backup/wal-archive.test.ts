import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WAL_ARCHIVE_SCRIPT } from '../../backup/physical.ts';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-wal-archive-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync(process.execPath, [WAL_ARCHIVE_SCRIPT, ...args], { encoding: 'utf8' });

describe('the archive and restore command of the embedded server', () => {
  const backupDir = path.join(workDir, 'backups');
  const uploadsDir = path.join(workDir, 'uploads');
  const segment = path.join(workDir, 'segment');

  it('archives the new images, then the segment; an image removed from the site stays archived', () => {
    fs.mkdirSync(path.join(uploadsDir, 'gallery'), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, 'gallery', 'a.webp'), 'image a');
    fs.writeFileSync(path.join(uploadsDir, 'gallery', 'b.webp.part'), 'half an image');
    fs.writeFileSync(segment, Buffer.alloc(65_536, 7));
    expect(run('archive', backupDir, uploadsDir, segment, '000000010000000000000001').status).toBe(0);
    expect(fs.readdirSync(path.join(backupDir, 'uploads', 'gallery'))).toEqual(['a.webp']);
    expect(fs.statSync(path.join(backupDir, 'wal', '000000010000000000000001.gz')).size).toBeLessThan(1_000);

    fs.rmSync(path.join(uploadsDir, 'gallery', 'a.webp'));
    fs.writeFileSync(path.join(uploadsDir, 'gallery', 'c.webp'), 'image c');
    expect(run('archive', backupDir, uploadsDir, segment, '000000010000000000000002').status).toBe(0);
    expect(fs.readdirSync(path.join(backupDir, 'uploads', 'gallery')).sort()).toEqual(['a.webp', 'c.webp']);
  });

  it('takes the same segment twice (a retry) but never overwrites one with other contents', () => {
    expect(run('archive', backupDir, uploadsDir, segment, '000000010000000000000001').status).toBe(0);
    fs.writeFileSync(segment, Buffer.alloc(65_536, 8));
    const refused = run('archive', backupDir, uploadsDir, segment, '000000010000000000000001');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/refusing to overwrite/);
  });

  it('restores an archived segment byte for byte, and answers 1 for one it does not have', () => {
    const target = path.join(workDir, 'RECOVERYXLOG');
    expect(run('restore', backupDir, '000000010000000000000001', target).status).toBe(0);
    expect(fs.readFileSync(target).equals(Buffer.alloc(65_536, 7))).toBe(true);
    expect(run('restore', backupDir, '000000010000000000000009', target).status).toBe(1);
  });
});
