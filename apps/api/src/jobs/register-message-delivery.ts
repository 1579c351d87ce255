import type { FastifyInstance } from 'fastify';
import type { TaskList } from 'graphile-worker';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { createJobQueue } from './job-queue.ts';
import type { JobLog } from './job-queue.ts';
import {
  createMessageDelivery,
  defaultMessageRetry,
  RESCUE_TASK,
  rescueStrandedMessages,
} from './message-outbox.ts';
import type { MessageRetry } from './message-outbox.ts';

export interface MessageDeliveryOptions {
  /** Whether this process sends queued messages; tests turn it off to play a process that died. */
  runWorker?: boolean;
  retry?: Partial<MessageRetry>;
  /** How soon a worker notices a retry that became due; graphile-worker's 2 s by default. */
  pollIntervalMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once no message job is due or running (tests wait on it instead of sleeping). */
    messagesSettled(): Promise<void>;
  }
}

/**
 * The worker of the message outbox (docs/decisions/0021-durable-messages.md): a graphile-worker
 * runner of its own that takes only the message tasks, from onReady to onClose, in every process
 * (tests included, so a test sees its mails without driving the queue by hand).
 */
export function registerMessageDelivery(
  app: FastifyInstance,
  deps: {
    db: Database;
    mailer: Mailer;
    sms: SmsSender;
    noticeTasks: TaskList;
    options: MessageDeliveryOptions;
  },
) {
  const { runWorker = true, retry = {}, pollIntervalMs } = deps.options;
  const delivery = createMessageDelivery({
    db: deps.db,
    mailer: deps.mailer,
    sms: deps.sms,
    retry: { ...defaultMessageRetry, ...retry },
    logWarn: (entry, message) => app.log.warn({ ...entry, component: 'messages' }, message),
    logError: (entry, message) => app.log.error({ ...entry, component: 'messages' }, message),
  });
  const messageTasks = Object.keys({ ...deps.noticeTasks, ...delivery.tasks });
  const tasks: TaskList = {
    ...deps.noticeTasks,
    ...delivery.tasks,
    [RESCUE_TASK]: async () => {
      const freed = await rescueStrandedMessages(deps.db, messageTasks);
      if (freed > 0) app.log.warn({ freed, component: 'messages' }, 'message jobs of a dead worker freed');
    },
  };
  const log: JobLog = (level, message, meta = {}) => {
    // Every sent message completes a job: routine success is debug, or the log drowns in it.
    const method = message.startsWith('Completed task')
      ? 'debug'
      : (({ error: 'error', warning: 'warn', info: 'info' } as const)[level as string] ?? 'debug');
    const { error, ...rest } = meta;
    app.log[method]({ ...rest, ...(error ? { err: error } : {}), component: 'messages' }, message);
  };
  // Every minute, without retries (the next minute is the retry), one queued at most.
  const crontab = `* * * * * ${RESCUE_TASK} ?max=1&jobKey=${RESCUE_TASK}`;
  const queue = createJobQueue({ db: deps.db, tasks, crontab, log, pollIntervalMs });
  const identifiers = messageTasks;

  app.decorate('messagesSettled', async () => {
    for (;;) {
      const { rows } = await deps.db.$client.query<{ busy: number }>(
        `select count(*)::int as busy from graphile_worker.jobs
          where task_identifier = any($1) and attempts < max_attempts
            and (run_at <= now() or locked_at is not null)`,
        [identifiers],
      );
      if (rows[0]!.busy === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
  if (!runWorker) return;
  app.addHook('onReady', async () => {
    await queue.start();
  });
  app.addHook('onClose', async () => {
    await queue.stop();
  });
}
