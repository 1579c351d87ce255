import { sql } from 'drizzle-orm';
import { Logger, run, runMigrations, runOnce } from 'graphile-worker';
import type { LogLevel, Runner, TaskList } from 'graphile-worker';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Pool } from 'pg';
import type { Database, Executor } from '../db/client.ts';
import { createJobQueuePool } from '../db/client.ts';
import type { PatientPool } from '../db/patient-pool.ts';

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

/** How long a runner that stopped on an error rests before the next one starts. */
const RESTART_AFTER_MS = 2_000;

export function createJobQueue({ db, tasks, crontab, log = silent, pollIntervalMs }: JobQueueOptions) {
  const logger = loggerFor(log);
  let working = false;
  let current: { runner: Runner; pool: PatientPool } | undefined;
  let restarting: Promise<void> | undefined;

  async function launch() {
    const pool = createJobQueuePool(db);
    let runner: Runner;
    try {
      runner = await run({
        pgPool: pool,
        taskList: tasks,
        crontab,
        concurrency: 2,
        ...(pollIntervalMs === undefined ? {} : { pollInterval: pollIntervalMs }),
        noHandleSignals: true,
        logger,
      });
    } catch (error) {
      await halt({ pool });
      throw error;
    }
    const generation = { runner, pool };
    current = generation;
    // A runner that stopped, or lost a worker (one that could not record a job's end), is
    // replaced: left alone, the process would go on answering requests with no one sending the
    // messages they queue.
    const relaunch = (reason: string, error: unknown) => {
      if (current !== generation || !working) return;
      current = undefined;
      log('error' as LogLevel, `job queue ${reason}; starting it again`, { error });
      restarting = (async () => {
        await halt(generation);
        while (working) {
          await sleep(RESTART_AFTER_MS);
          if (!working) return;
          try {
            await launch();
            return;
          } catch (failure) {
            log('error' as LogLevel, 'job queue could not start; trying again', { error: failure });
          }
        }
      })();
    };
    runner.events.on('worker:fatalError', ({ error }) => relaunch('lost a worker', error));
    runner.promise.catch((error: unknown) => relaunch('stopped', error));
  }

  /** Lets running jobs finish (failing fast on a database that is away), then ends the pool. */
  async function halt({ runner, pool }: { runner?: Runner; pool: PatientPool }) {
    pool.giveUp();
    // A runner that stopped itself on an error says so again here: it was logged already.
    await runner?.stop().catch(() => {});
    await pool.end();
  }

  return {
    /** Starts working jobs and the crontab until stop(); server.ts handles the signals. */
    async start() {
      working = true;
      await launch();
    },

    /** Lets running jobs finish, then stops. */
    async stop() {
      working = false;
      await restarting;
      const generation = current;
      current = undefined;
      if (generation) await halt(generation);
    },

    /** Works every job that is due now, then returns: what a worker would do, awaited (tests). */
    runDue: () => runOnce({ pgPool: db.$client, taskList: tasks, noHandleSignals: true, logger }),
  };
}
