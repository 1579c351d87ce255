import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createJobQueue } from '../../jobs/job-queue.ts';
import type { JobLog } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { createReminders } from './reminders.ts';
import { createRemindersRepository } from './reminders.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminder's two steps, for tests driving them with the test clock. */
    reminders: { scan(): Promise<number>; send(appointmentId: string): Promise<boolean> };
    /** Works every queued job that is due, then returns (tests; servers run the queue themselves). */
    runDueJobs(): Promise<void>;
  }
}

/**
 * The 24-hour reminders and the job queue that carries them (docs/decisions/0013-job-queue.md).
 * With `runJobs` the queue works from onReady to onClose and scans once at start.
 */
export function registerReminders(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; appUrl: string; runJobs: boolean },
) {
  const reminders = createReminders({
    repository: createRemindersRepository(deps.db),
    clock: deps.clock,
    appUrl: deps.appUrl,
  });
  const log: JobLog = (level, message, meta = {}) => {
    // A scan completes every minute: routine success is debug, or the log drowns in it.
    const routine = message.startsWith('Completed task');
    const method = routine
      ? 'debug'
      : (({ error: 'error', warning: 'warn', info: 'info' } as const)[level as string] ?? 'debug');
    // pino serialises an error only under `err`; graphile-worker passes it as `error`.
    const { error, ...rest } = meta;
    app.log[method]({ ...rest, ...(error ? { err: error } : {}), component: 'job-queue' }, message);
  };
  const queue = createJobQueue({ db: deps.db, tasks: reminders.tasks, crontab: reminders.crontab, log });
  app.decorate('reminders', { scan: reminders.scan, send: reminders.send });
  app.decorate('runDueJobs', () => queue.runDue());
  if (!deps.runJobs) return;
  app.addHook('onReady', async () => {
    await queue.start();
    await reminders.queueScan();
  });
  app.addHook('onClose', async () => {
    await queue.stop();
  });
}
