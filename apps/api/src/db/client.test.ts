import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import journal from './migrations/meta/_journal.json' with { type: 'json' };
import { applyMigrations, createDatabase } from './client.ts';

const adminUrl = inject('databaseAdminUrl');
const name = `migrate_${randomBytes(6).toString('hex')}`;
const url = adminUrl.replace(/\/postgres$/, `/${name}`);

async function asAdmin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('applyMigrations', () => {
  // An empty database, not the migrated template: the race is over the very first migration.
  beforeAll(() => asAdmin(`create database ${name}`));
  afterAll(() => asAdmin(`drop database if exists ${name} with (force)`));

  it('lets several processes starting together on one empty database all succeed, each migration applied once', async () => {
    const processes = Array.from({ length: 4 }, () => createDatabase(url, { max: 1 }));
    try {
      const outcomes = await Promise.allSettled(processes.map((db) => applyMigrations(db)));

      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      const applied = await processes[0]!.$client.query('select hash from drizzle.__drizzle_migrations');
      expect(applied.rowCount).toBe(journal.entries.length);
      const settings = await processes[0]!.$client.query('select capacity from salon_settings');
      expect(settings.rows).toEqual([{ capacity: 3 }]);
      // The job queue's schema comes with them (docs/decisions/0013-job-queue.md).
      const queue = await processes[0]!.$client.query(
        'select count(*)::int as jobs from graphile_worker.jobs',
      );
      expect(queue.rows).toEqual([{ jobs: 0 }]);
    } finally {
      await Promise.all(processes.map((db) => db.$client.end()));
    }
  });

  it('survives the database ending a connection the pool has lent out (a restart mid-transaction)', async () => {
    const db = createDatabase(url, { max: 2 });
    try {
      const lent = await db.$client.connect();
      const { rows } = await lent.query<{ pid: number }>('select pg_backend_pid() as pid');
      const ended = new Promise((resolve) => lent.once('end', resolve));
      // What a restart does to every session: the server ends it while the app is between queries.
      await asAdmin(`select pg_terminate_backend(${rows[0]!.pid})`);
      await ended;
      lent.release();

      const answer = await db.$client.query('select 1 as one');
      expect(answer.rows).toEqual([{ one: 1 }]);
    } finally {
      await db.$client.end();
    }
  });
});
