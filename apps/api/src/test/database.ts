import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase } from '../db/client.ts';
import type { Database } from '../db/client.ts';

// Beside its reader, so a project that only imports this file (tools/) knows it too.
declare module 'vitest' {
  export interface ProvidedContext {
    /** Given by global-setup.ts: the test PostgreSQL's `postgres` database. */
    databaseAdminUrl: string;
  }
}

const TEMPLATE_DATABASE = 'salon_template';

/** A fresh database cloned from the migrated template: fast, and isolated per test file. */
export async function createTestDatabase(): Promise<{ db: Database; url: string; drop(): Promise<void> }> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const db = createDatabase(url);
  return {
    db,
    url,
    async drop() {
      await db.$client.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
