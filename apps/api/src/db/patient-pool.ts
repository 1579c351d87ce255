import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { isDatabaseUnavailable } from './primary-finder.ts';

/** A pool that waits out a database that is away (restarting, failing over) instead of failing. */
export interface PatientPool extends pg.Pool {
  /**
   * Stops the waiting, for a shutdown that must not hang on a database that is away: a connection
   * fails as it would, and a query of `query()` is given up with no rows.
   */
  giveUp(): void;
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  release: (release?: unknown) => void,
) => void;

/**
 * Makes `pool` wait, retrying every `retryMs`, while the database cannot be reached, for the job
 * queue (docs/decisions/0013-job-queue.md). graphile-worker 0.16 stops its whole runner when its
 * crontab's statement fails, and that failure escapes as an unhandled rejection that ends the
 * process; waiting here means the statement never fails for a database that is merely away.
 *
 * A connection is only ever tried again before a statement was sent on it, so that is safe for
 * everything. `query()` also repeats a statement whose connection was cut while it ran: only
 * graphile-worker's crontab uses `pool.query` (its jobs go through `connect`), and its statements
 * are idempotent (a tick already recorded in `known_crontabs` queues nothing again).
 */
export function waitOutOutages(pool: pg.Pool, retryMs = 500): PatientPool {
  let givenUp = false;
  const waits = (error: unknown) => !givenUp && !pool.ending && isDatabaseUnavailable(error);

  const connect = pool.connect.bind(pool) as (callback: ConnectCallback) => void;
  const connectUntil = (callback: ConnectCallback) =>
    connect((error, client, release) => {
      if (error && waits(error)) setTimeout(() => connectUntil(callback), retryMs);
      else callback(error, client, release);
    });
  // pool.query goes through this.connect too, so its connection waits as well.
  pool.connect = ((callback?: ConnectCallback) => {
    if (callback) return connectUntil(callback);
    return new Promise((resolve, reject) =>
      connectUntil((error, client) => (error ? reject(error) : resolve(client!))),
    );
  }) as pg.Pool['connect'];

  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult>;
  pool.query = (async (...args: unknown[]) => {
    if (typeof args.at(-1) === 'function') return query(...args);
    for (;;) {
      try {
        return await query(...args);
      } catch (error) {
        if (givenUp && isDatabaseUnavailable(error))
          return { rows: [], rowCount: 0, command: '', oid: 0, fields: [] };
        if (!waits(error)) throw error;
        await sleep(retryMs);
      }
    }
  }) as pg.Pool['query'];

  const patient = pool as PatientPool;
  patient.giveUp = () => {
    givenUp = true;
  };
  return patient;
}
