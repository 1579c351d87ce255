import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { installJobQueueSchema } from '../jobs/job-queue.ts';
import * as schema from './schema/index.ts';
import { waitOutOutages } from './patient-pool.ts';
import type { PatientPool } from './patient-pool.ts';
import { createPrimaryPool, parseMultiHostUrl } from './primary-finder.ts';
import type { MultiHostUrl } from './primary-finder.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/**
 * What a repository needs to run its statements: the database itself, or a transaction of it.
 * Every repository method that may run inside a service's transaction takes one of these.
 */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * Runs `work` in one transaction: what a service is given to make several repository calls
 * commit or vanish together, without holding the database handle (docs/conventions.md#layers).
 */
export type RunInTransaction = <T>(work: (tx: Executor) => Promise<T>) => Promise<T>;

export const transactionsOf =
  (db: Database): RunInTransaction =>
  (work) =>
    db.transaction((tx) => work(tx));

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Makes the transaction it runs in wait, at its commit, until the synchronous standby has its
 * WAL, whatever the server's own synchronous_commit (docs/decisions/0044-standby-failover.md).
 * Taken with the locks of the transactions that book a time or record money.
 */
export const waitForStandby = sql`set_config('synchronous_commit', 'on', true)`;

export function createDatabase(connectionString: string, options: { max?: number } = {}): Database {
  // Several servers (a primary and its standby): connections go to whichever takes writes.
  const servers = parseMultiHostUrl(connectionString);
  const pool = servers
    ? createPrimaryPool(servers, { max: options.max ?? 10 })
    : new pg.Pool({ connectionString, max: options.max ?? 10 });
  if (servers) severalServers.set(pool, servers);
  // A connection the server drops (restart, shutdown) must not crash the process. The pool
  // forwards errors of its idle connections to its own 'error' event: once an app logs these
  // (logPoolErrors), it alone does; before that (migrations, CLI) they still reach stderr.
  pool.on('error', (error) => {
    // While the pool is being ended (shutdown) a dropped connection is expected, not news.
    if (pool.listenerCount('error') === 1 && !pool.ending)
      console.error(`database connection error: ${error.message}`);
  });
  // A lent-out connection (between two queries of a transaction) has no listener of the pool's,
  // so its 'error' event would be uncaught. With one, the next query on it fails (that request
  // answers 500, logged with its request id) and the pool discards it when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  return drizzle(pool, { schema });
}

const severalServers = new WeakMap<pg.Pool, MultiHostUrl>();

/**
 * A pool of its own for the job queue, which waits for the database while it is away (a
 * restart, or a failover when DATABASE_URL names several servers) instead of failing, since
 * graphile-worker's crontab stops the worker, and ends the process, on a failed statement
 * (docs/decisions/0013-job-queue.md). The caller gives it up and ends it.
 */
export function createJobQueuePool(db: Database): PatientPool {
  const servers = severalServers.get(db.$client);
  const pool = servers
    ? createPrimaryPool(servers, { max: 4 }, 30_000)
    : new pg.Pool({ ...db.$client.options, max: 4 });
  // graphile-worker logs the errors of its connections while it runs; none may crash the process.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return waitOutOutages(pool);
}

/** The class of the database's connections: pg.Client, or one that finds the primary among several servers. */
export const clientClassOf = (db: Database): typeof pg.Client =>
  (db.$client.options as pg.PoolConfig & { Client?: typeof pg.Client }).Client ?? pg.Client;

/** Sends the pool's errors to `log` until the returned function is called. */
export function logPoolErrors(db: Database, log: (error: Error) => void): () => void {
  db.$client.on('error', log);
  return () => db.$client.off('error', log);
}

const MIGRATION_LOCK = "hashtext('salon:migrations')";

/**
 * drizzle's migrator takes no lock: two processes starting together on one database would
 * both run the same migration and one would crash. A session advisory lock on one pooled
 * connection makes them take turns; the second finds the work done. The migrations run on
 * that same connection, so a pool of one connection is enough. The job queue's schema
 * (docs/decisions/0013-job-queue.md) is installed under the same lock, so the test template
 * has it too and no app installs it again.
 */
export async function applyMigrations(db: Database): Promise<void> {
  const connection = await db.$client.connect();
  try {
    await connection.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    await migrate(drizzle(connection, { schema }), { migrationsFolder });
    // A pool of its own, of the same servers: see installJobQueueSchema.
    const queuePool = new pg.Pool({ ...db.$client.options, max: 1 });
    await installJobQueueSchema(queuePool).finally(() => queuePool.end());
    await connection.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    connection.release();
  } catch (error) {
    // Ending the session frees the lock whatever state the failure left it in.
    connection.release(true);
    throw error;
  }
}
