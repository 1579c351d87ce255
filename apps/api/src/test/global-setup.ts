import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// Declares the `databaseAdminUrl` it provides; read by createTestDatabase.
import type {} from './database.ts';
import { applyMigrations, createDatabase } from '../db/client.ts';
import { createDatabaseIfMissing, startEmbeddedPostgres } from '../db/embedded-postgres.ts';

export const TEMPLATE_DATABASE = 'salon_template';

/** One real PostgreSQL for the whole run; each test file clones the migrated template. */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-api-test-'));
  // The server runs as the `postgres` user when we are root: it must reach this folder.
  fs.chmodSync(dataDir, 0o755);
  const server = await startEmbeddedPostgres({
    dataDir,
    // Throw-away data: durability only costs time here.
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
  });
  await createDatabaseIfMissing(server.urlFor('postgres'), TEMPLATE_DATABASE);
  const template = createDatabase(server.urlFor(TEMPLATE_DATABASE), { max: 1 });
  await applyMigrations(template);
  await template.$client.end();
  project.provide('databaseAdminUrl', server.urlFor('postgres'));
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
