import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app.ts';

const apiSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const testFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });

describe('buildTestApp', () => {
  it('gives each app a fresh DATA_DIR in the temporary folder and removes it on close', async () => {
    const first = await buildTestApp();
    const second = await buildTestApp();
    try {
      for (const { dataDir, uploadsDir } of [first, second]) {
        expect(dataDir.startsWith(fs.realpathSync(os.tmpdir())) || dataDir.startsWith(os.tmpdir())).toBe(
          true,
        );
        expect(fs.existsSync(dataDir)).toBe(true);
        expect(path.dirname(uploadsDir)).toBe(dataDir);
      }
      expect(first.dataDir).not.toBe(second.dataDir);
    } finally {
      await first.close();
      await second.close();
    }
    expect(fs.existsSync(first.dataDir)).toBe(false);
    expect(fs.existsSync(second.dataDir)).toBe(false);
  });

  it("leaves a database it was given open: a second app on the first one's rows", async () => {
    const first = await buildTestApp();
    try {
      const second = await buildTestApp({}, { db: first.db });
      await second.close();
      const health = await first.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect((await first.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    } finally {
      await first.close();
    }
  });

  // An app built by hand takes DATA_DIR's default, ./data, and writes its uploads folder there.
  it('is the only way API tests build the app', () => {
    const ownBuilders = testFiles(apiSource).filter((file) =>
      /\bbuildApp\(/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(ownBuilders.map((file) => path.relative(apiSource, file))).toEqual([]);
  });
});
