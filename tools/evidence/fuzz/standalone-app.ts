import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyMigrations, createDatabase, startEmbeddedPostgres } from '@salon/api/tooling';
import { buildTestApp } from '@salon/api/testing/build-test-app';
import type { TestApp } from '@salon/api/testing/build-test-app';

/**
 * The real app on its own throw-away embedded PostgreSQL, for runs outside vitest (whose
 * global setup would otherwise provide the server); the app itself is buildTestApp's.
 */
export async function buildStandaloneApp(): Promise<TestApp> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-fuzz-'));
  // The server runs as the `postgres` user when we are root: it must reach this folder.
  fs.chmodSync(workDir, 0o755);
  const server = await startEmbeddedPostgres({
    dataDir: path.join(workDir, 'db'),
    database: 'salon_fuzz',
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  const db = createDatabase(server.urlFor('salon_fuzz'));
  await applyMigrations(db);
  const testApp = await buildTestApp({}, { db, logger: false });
  return {
    ...testApp,
    async close() {
      await testApp.close();
      await db.$client.end();
      await server.stop();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
