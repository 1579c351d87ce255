import { sql } from 'drizzle-orm';
import { Logger, run, runMigrations, runOnce } from 'graphile-worker';
import type { LogLevel, Runner, TaskList } from 'graphile-worker';
import type { Pool } from 'pg';
import type { Database, Executor } from '../db/client.ts';
import { createJobQueuePool } from '../db/client.ts';

/**
 * The background job queue: graphile-worker in the application's own PostgreSQL
 * (docs/decisions/0013-job-queue.md). Jobs are rows, so they survive restarts, and any number
 * of server processes on one database share them, each job locked by one worker at a time.
 */

export type JobLog = (level: LogLevel, message: string, meta?: Record<string, unknown>) => void;

const silent: JobLog = () => {};
const loggerFor = (log: JobLog) => new Logger(() => (level, message, meta) => log(level, message, meta));

/**
 * Installs or upgrades the queue's own schema (`graphile_worker`). It runs on a pool of its own
 * of one connection (made and ended by the caller, to the same servers), so a caller holding a
 * connection of a one-connection pool (the migration lock of applyMigrations) does not wait on
 * itself.
 */
export async function installJobQueueSchema(pgPool: Pool) {
  await runMigrations({ pgPool, logger: loggerFor(silent) });
}

export interface JobSpec {
  /** At most one job with this key is queued (or running) at a time. */
  jobKey?: string;
  /**
   * 'replace' (graphile-worker's default) resets a queued job with the key: its attempts and
   * its time. 'keep' leaves any job with the key alone, running or backing off after failures,
   * so re-queuing every minute does not turn its back-off into a retry every few seconds.
   */
  onExistingKey?: 'replace' | 'keep';
  maxAttempts?: number;
  /** Not before this time (a retry's back-off); now when absent. */
  runAt?: Date;
}

/**
 * Queues a job with plain SQL, inside the caller's transaction when given one, so whether a
 * worker runs in this process or not does not matter.
 */
export async function addJob(executor: Executor, task: string, payload: object, spec: JobSpec = {}) {
  await executor.execute(sql`select graphile_worker.add_job(
    ${task},
    ${JSON.stringify(payload)}::json,
    run_at => ${spec.runAt?.toISOString() ?? null}::timestamptz,
    max_attempts => ${spec.maxAttempts ?? null}::smallint,
    job_key => ${spec.jobKey ?? null}::text,
    job_key_mode => ${spec.onExistingKey === 'keep' ? 'unsafe_dedupe' : 'replace'}
  )`);
}

export interface JobQueueOptions {
  db: Database;
  tasks: TaskList;
  /** graphile-worker crontab lines; each tick is queued once whatever the number of processes. */
  crontab: string;
  log?: JobLog;
  /** How often a worker looks for jobs that became due (a retry's back-off); 2 s by default. */
  pollIntervalMs?: number;
}

export type JobQueue = ReturnType<typeof createJobQueue>;

export function createJobQueue({ db, tasks, crontab, log = silent, pollIntervalMs }: JobQueueOptions) {
  const logger = loggerFor(log);
  let runner: Runner | undefined;
  let ownPool: Pool | undefined;
  return {
    /** Starts working jobs and the crontab until stop(); server.ts handles the signals. */
    async start() {
      // A primary and its standby: a pool that waits out a failover (docs/decisions/0044-standby-failover.md).
      ownPool = createJobQueuePool(db);
      runner = await run({
        pgPool: ownPool ?? db.$client,
        taskList: tasks,
        crontab,
        concurrency: 2,
        ...(pollIntervalMs === undefined ? {} : { pollInterval: pollIntervalMs }),
        noHandleSignals: true,
        logger,
      });
      runner.promise.catch((error) => log('error' as LogLevel, 'job queue stopped', { error }));
    },

    /** Lets running jobs finish, then stops. */
    async stop() {
      const stopping = runner;
      const pool = ownPool;
      runner = undefined;
      ownPool = undefined;
      await stopping?.stop();
      await pool?.end();
    },

    /** Works every job that is due now, then returns: what a worker would do, awaited (tests). */
    runDue: () => runOnce({ pgPool: db.$client, taskList: tasks, noHandleSignals: true, logger }),
  };
}
