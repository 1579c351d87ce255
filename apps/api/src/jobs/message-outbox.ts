import { and, eq, sql } from 'drizzle-orm';
import type { TaskList } from 'graphile-worker';
import { z } from 'zod';
import type { Database, Executor } from '../db/client.ts';
import { messageDeliveries } from '../db/schema/index.ts';
import type { MessageDeliveryRow } from '../db/schema/index.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import type { SmsMessage, SmsSender } from '../sms/sms-sender.ts';
import { addJob } from './job-queue.ts';

/**
 * The outbox of every mail and SMS to a customer or the salon
 * (docs/decisions/0021-durable-messages.md): a `message_deliveries` row and a `deliver-message`
 * job, queued in one transaction; the worker sends the row once and marks it sent.
 */

export type OutgoingMessage =
  | { key: string; channel: 'mail'; message: MailMessage }
  | { key: string; channel: 'sms'; message: SmsMessage };

export const DELIVER_TASK = 'deliver-message';
const deliverPayload = z.object({ key: z.string().min(1) });

export interface MessageRetry {
  /** The wait after the first failure; each later one doubles it. */
  baseMs: number;
  /** The longest wait between two attempts. */
  maxMs: number;
  /** After this many failed attempts the message is dead: logged at error, never sent. */
  maxAttempts: number;
}

/** About 12 hours of trying: 30 s, 1 min, 2 min, … then hourly. */
export const defaultMessageRetry: MessageRetry = { baseMs: 30_000, maxMs: 60 * 60_000, maxAttempts: 16 };

export const retryDelayMs = (retry: MessageRetry, failedAttempts: number) =>
  Math.min(retry.maxMs, retry.baseMs * 2 ** Math.max(0, failedAttempts - 1));

/**
 * A mail server or gateway that does not answer must not hold the row lock for minutes. A send
 * cut off here is retried; one that still ends well is marked sent (see `stillGoing` below).
 */
const SEND_TIMEOUT_MS = 30_000;

/** The first and the longest wait between two tries to mark a handed-over message sent. */
const MARK_RETRY_FIRST_MS = 200;
const MARK_RETRY_MAX_MS = 5_000;

export const RESCUE_TASK = 'rescue-stranded-messages';
/**
 * A message job still locked this long after a worker took it belongs to a worker that died:
 * every send gives up after SEND_TIMEOUT_MS, and rendering a notice is a few queries.
 */
export const STRANDED_AFTER_MS = 4 * SEND_TIMEOUT_MS;

/**
 * Frees the message jobs of workers that died holding them (a SIGKILL mid-send), which
 * graphile-worker itself would leave locked for four hours. The row's status check keeps the
 * retry from sending what was already marked sent. Answers how many jobs it freed.
 */
export async function rescueStrandedMessages(
  db: Database,
  taskIdentifiers: string[],
  olderThanMs = STRANDED_AFTER_MS,
) {
  const { rows } = await db.$client.query<{ locked_by: string; jobs: number }>(
    `select locked_by, count(*)::int as jobs from graphile_worker.jobs
      where task_identifier = any($1) and locked_at < now() - make_interval(secs => $2::float8 / 1000)
      group by locked_by`,
    [taskIdentifiers, olderThanMs],
  );
  if (rows.length === 0) return 0;
  await db.$client.query('select graphile_worker.force_unlock_workers($1::text[])', [
    rows.map((row) => row.locked_by),
  ]);
  return rows.reduce((sum, row) => sum + row.jobs, 0);
}

/**
 * Queues the messages; call it inside the transaction of the change that causes them, so they
 * commit or vanish with it. A key already queued (or sent) is left as it is: a no-op.
 */
export async function queueMessages(executor: Executor, messages: OutgoingMessage[]) {
  for (const outgoing of messages) {
    // A mail to an account without an e-mail address is never queued (see MailMessage.to).
    if (outgoing.message.to === null) continue;
    const inserted = await executor
      .insert(messageDeliveries)
      .values({
        messageKey: outgoing.key,
        channel: outgoing.channel,
        recipient: outgoing.message.to,
        payload: storable(outgoing.message),
      })
      .onConflictDoNothing({ target: [messageDeliveries.businessId, messageDeliveries.messageKey] })
      .returning({ id: messageDeliveries.id });
    if (inserted.length > 0) await addJob(executor, DELIVER_TASK, { key: outgoing.key });
  }
}

/** The .ics attachment is text; a Buffer would not survive JSON as one. */
function storable(message: MailMessage | SmsMessage) {
  if (!('attachments' in message) || !message.attachments) return message;
  return {
    ...message,
    attachments: message.attachments.map((attachment) => ({
      ...attachment,
      content:
        typeof attachment.content === 'string' ? attachment.content : attachment.content.toString('utf8'),
    })),
  };
}

export type DeliveryOutcome = 'sent' | 'skipped' | 'retrying' | 'dead';

export interface MessageDeliveryDeps {
  db: Database;
  mailer: Pick<Mailer, 'send'>;
  sms: Pick<SmsSender, 'send'>;
  retry: MessageRetry;
  logWarn: (entry: Record<string, unknown>, message: string) => void;
  logError: (entry: Record<string, unknown>, message: string) => void;
  /** How long a send may take before it is cut off and retried; tests shorten it. */
  sendTimeoutMs?: number;
}

export function createMessageDelivery({
  db,
  mailer,
  sms,
  retry,
  logWarn,
  logError,
  sendTimeoutMs = SEND_TIMEOUT_MS,
}: MessageDeliveryDeps) {
  const send = (row: MessageDeliveryRow) =>
    row.channel === 'mail' ? mailer.send(row.payload as MailMessage) : sms.send(row.payload as SmsMessage);

  /**
   * Keys this process handed to the mail server or gateway whose `sent` mark did not commit
   * (the database went away in between). Sending them again would deliver them twice, so this
   * process records them as sent as soon as the database answers, and a retried job for one of
   * them only records it.
   */
  const handedOverUnmarked = new Set<string>();

  /**
   * Sends cut off by the bound that are still going. A process starved of CPU can see its timer
   * fire before the mail server's answer it already has is read, so a send cut off may well end
   * well: then it is handed over, and is marked like one whose mark the database lost. Until it
   * ends, a retry in this process waits for it (for one more bound) rather than sending the
   * message a second time.
   */
  const stillGoing = new Map<string, Promise<void>>();

  function watchLateSend(key: string, sending: Promise<unknown>) {
    // Settles with the send's outcome, not with its mark: a waiting retry then marks it too.
    const outcome = sending.then(
      () => {
        handedOverUnmarked.add(key);
        logWarn({ key }, 'message sent after its send was cut off, marking it');
        void keepMarking(key);
      },
      () => {},
    );
    stillGoing.set(
      key,
      outcome.finally(() => stillGoing.delete(key)),
    );
  }

  const markSent = (executor: Executor, key: string) =>
    executor
      .update(messageDeliveries)
      .set({
        status: 'sent',
        sentAt: new Date(),
        attempts: sql`${messageDeliveries.attempts} + 1`,
        lastError: null,
      })
      .where(and(eq(messageDeliveries.messageKey, key), eq(messageDeliveries.status, 'queued')));

  /** Retries the mark until the database answers; the set keeps any retried job from sending meanwhile. */
  async function keepMarking(key: string) {
    for (
      let waitMs = MARK_RETRY_FIRST_MS;
      handedOverUnmarked.has(key);
      waitMs = Math.min(waitMs * 2, MARK_RETRY_MAX_MS)
    ) {
      try {
        await markSent(db, key);
        handedOverUnmarked.delete(key);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
    }
  }

  /**
   * Sends the row only while it is `queued`, holding its lock until it is marked `sent` in the
   * same transaction: a second worker on the same key waits, then finds it sent. A failure
   * counts the attempt and queues the next one after the back-off, or marks the row dead.
   */
  async function deliver(key: string): Promise<DeliveryOutcome> {
    const late = stillGoing.get(key);
    if (late) {
      const ended = await withTimeout(late, sendTimeoutMs).then(
        () => true,
        () => false,
      );
      // A send that hangs on (the transport's own timeouts run to minutes) must not hold a
      // worker slot as long: the retry is put off again rather than sent beside it.
      if (!ended) return recordFailure(key, new Error('the send cut off before is still going'));
    }
    if (handedOverUnmarked.has(key)) {
      await keepMarking(key);
      return 'skipped';
    }
    let handedOver = false;
    try {
      const sent = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(messageDeliveries)
          .where(and(eq(messageDeliveries.messageKey, key), eq(messageDeliveries.status, 'queued')))
          .for('update');
        if (!row) return false;
        const sending = send(row);
        await withTimeout(sending, sendTimeoutMs).catch((error: unknown) => {
          if (error instanceof SendCutOff) watchLateSend(key, sending);
          throw error;
        });
        handedOver = true;
        await markSent(tx, key);
        return true;
      });
      return sent ? 'sent' : 'skipped';
    } catch (error) {
      if (!handedOver) return recordFailure(key, error);
      handedOverUnmarked.add(key);
      logWarn(
        { key, reason: error instanceof Error ? error.message : String(error) },
        'message sent, marking it when the database answers',
      );
      await keepMarking(key);
      return 'sent';
    }
  }

  async function recordFailure(key: string, error: unknown): Promise<DeliveryOutcome> {
    const reason = error instanceof Error ? error.message : String(error);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(messageDeliveries)
        .set({
          attempts: sql`${messageDeliveries.attempts} + 1`,
          lastError: reason.slice(0, 500),
          status: sql`case when ${messageDeliveries.attempts} + 1 >= ${retry.maxAttempts} then 'dead' else 'queued' end`,
        })
        .where(and(eq(messageDeliveries.messageKey, key), eq(messageDeliveries.status, 'queued')))
        .returning();
      if (!row) return 'skipped';
      const entry = { key, channel: row.channel, to: row.recipient, attempts: row.attempts, reason };
      if (row.status === 'dead') {
        logError(entry, 'message dead: every attempt failed, it will not be sent');
        return 'dead';
      }
      const delay = retryDelayMs(retry, row.attempts);
      await addJob(tx, DELIVER_TASK, { key }, { runAt: new Date(Date.now() + delay) });
      logWarn({ ...entry, retryInMs: delay }, 'message not sent, retrying');
      return 'retrying';
    });
  }

  const tasks: TaskList = {
    [DELIVER_TASK]: async (payload) => {
      await deliver(deliverPayload.parse(payload).key);
    },
  };
  return { deliver, tasks };
}

class SendCutOff extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendCutOff(`not handed over within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
