import { errorCodes } from '@salon/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, createJobQueuePool } from '../db/client.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { createTestDatabase } from '../test/database.ts';
import { relayTo } from '../test/database-relay.ts';
import { addJob, createJobQueue } from './job-queue.ts';
import { queueMessages } from './message-outbox.ts';

/**
 * docs/decisions/0013-job-queue.md: with one database server, the job queue waits out a
 * database that goes away (a restart under `npm start`) instead of ending the process, and
 * works what was queued once the database is back.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let target: { host: string; port: number };
const through = (port: number) => {
  const url = new URL(database.url);
  url.port = String(port);
  return url.toString();
};

beforeAll(async () => {
  database = await createTestDatabase();
  const url = new URL(database.url);
  target = { host: url.hostname, port: Number(url.port) };
});
afterAll(() => database.drop());

describe("the job queue's pool", () => {
  it('waits for a database that refuses connections, then answers', async () => {
    const relay = await relayTo(target);
    const pool = createJobQueuePool(createDatabase(through(relay.port), { max: 1 }));
    try {
      await relay.lose();
      const answer = pool.query<{ one: number }>('select 1 as one');
      const back = await relayTo(target, relay.port);
      try {
        expect((await answer).rows).toEqual([{ one: 1 }]);
      } finally {
        await back.lose();
      }
    } finally {
      await pool.end();
    }
  });

  it("repeats a crontab's statement whose connection the database cut while it ran", async () => {
    const relay = await relayTo(target);
    const pool = createJobQueuePool(createDatabase(through(relay.port), { max: 1 }));
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const answer = pool.query<{ one: number }>('select 1 as one from pg_sleep(0.3)');
      await vi.waitFor(async () => {
        const { rowCount } = await admin.query(
          `select 1 from pg_stat_activity where query like 'select 1 as one from pg_sleep%'`,
        );
        expect(rowCount).toBe(1);
      });
      await relay.lose();
      const back = await relayTo(target, relay.port);
      try {
        expect((await answer).rows).toEqual([{ one: 1 }]);
      } finally {
        await back.lose();
      }
    } finally {
      await admin.end();
      await pool.end();
    }
  });

  it('gives up a statement when told (a shutdown), instead of waiting for the database', async () => {
    const relay = await relayTo(target);
    const pool = createJobQueuePool(createDatabase(through(relay.port), { max: 1 }));
    try {
      await relay.lose();
      const answer = pool.query('select 1 as one');
      pool.giveUp();
      expect((await answer).rows).toEqual([]);
    } finally {
      await pool.end();
    }
  });
});

describe('a server whose only database goes away and comes back', () => {
  it('answers 503 meanwhile, keeps its queue running, and sends a message queued meanwhile once the database is back', async () => {
    const relay = await relayTo(target);
    const db = createDatabase(through(relay.port));
    const test = await buildTestApp({}, { db, messages: { pollIntervalMs: 50 } });
    let back: Awaited<ReturnType<typeof relayTo>> | undefined;
    try {
      await relay.lose();

      const meanwhile = await test.app.inject({ method: 'GET', url: '/api/branches' });
      expect(meanwhile.statusCode).toBe(503);
      expect(meanwhile.json()).toMatchObject({ code: errorCodes.databaseUnavailable });
      // Queued by whoever still reaches the database (another process), straight to it.
      const to = `away-${Date.now()}@salon.test`;
      await queueMessages(database.db, [
        {
          key: `test:${to}`,
          channel: 'mail',
          message: {
            to,
            subject: 'Back again',
            text: 'Back again',
            html: '<p>Back again</p>',
            logSummary: 'test',
          },
        },
      ]);

      back = await relayTo(target, relay.port);
      expect((await test.smtp.waitForMail(to)).subject).toBe('Back again');
      const after = await test.app.inject({ method: 'GET', url: '/api/branches' });
      expect(after.statusCode).toBe(200);
    } finally {
      await test.close();
      await db.$client.end().catch(() => {});
      await back?.lose();
    }
  });

  it('stops while the database is away, without waiting for it', async () => {
    const relay = await relayTo(target);
    const db = createDatabase(through(relay.port));
    const queue = createJobQueue({
      db,
      tasks: { 'test-noop': async () => {} },
      crontab: '',
      pollIntervalMs: 50,
    });
    try {
      await queue.start();
      await relay.lose();
      await queue.stop();
    } finally {
      await db.$client.end();
    }
  });

  it('replaces a runner that lost a worker (a job whose end could not be recorded), and goes on working', async () => {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    // What a failed completion looks like to graphile-worker: its worker gives up and exits.
    await admin.query(`
      create function public.refuse_doomed_completion() returns trigger language plpgsql as $$
        begin
          if old.payload->>'doomed' = 'yes' then raise exception 'completion refused'; end if;
          return old;
        end $$;
      create trigger refuse_doomed_completion before delete on graphile_worker._private_jobs
        for each row execute function public.refuse_doomed_completion();
    `);
    const worked: string[] = [];
    const logged: string[] = [];
    const queue = createJobQueue({
      db: database.db,
      tasks: {
        'test-mark': async (payload) => {
          worked.push((payload as { name: string }).name);
        },
      },
      crontab: '',
      pollIntervalMs: 50,
      log: (_level, message) => logged.push(message),
    });
    try {
      await queue.start();
      await addJob(database.db, 'test-mark', { name: 'doomed', doomed: 'yes' });
      await vi.waitFor(() => expect(logged).toContain('job queue lost a worker; starting it again'), {
        timeout: 15_000,
      });

      await addJob(database.db, 'test-mark', { name: 'after' });
      await vi.waitFor(() => expect(worked).toContain('after'), { timeout: 15_000 });
    } finally {
      await queue.stop();
      await admin.query('drop trigger refuse_doomed_completion on graphile_worker._private_jobs');
      await admin.end();
    }
  });
});
