import type { TaskList } from 'graphile-worker';
import { z } from 'zod';
import { addJob } from '../../jobs/job-queue.ts';
import { queueMessages } from '../../jobs/message-outbox.ts';
import type { Clock } from '../../lib/clock.ts';
import { reminderMessages } from '../notifications/reminder-mail.ts';
import type { RemindersRepository } from './reminders.repository.ts';

/** How long before an appointment its reminder goes out. */
export const REMINDER_WINDOW_MS = 24 * 60 * 60 * 1000;

const SCAN_TASK = 'scan-reminders';
const SEND_TASK = 'send-reminder';
const sendPayload = z.object({ appointmentId: z.uuid() });

export type Reminders = ReturnType<typeof createReminders>;

/**
 * docs/decisions/0013-job-queue.md: one reminder per appointment, whatever restarts or processes;
 * its mail and SMS go through the outbox (docs/decisions/0021-durable-messages.md).
 */
export function createReminders({
  repository,
  clock,
  appUrl,
}: {
  repository: RemindersRepository;
  clock: Clock;
  appUrl: string;
}) {
  /** Queues a send job for each reminder now due; the job key keeps one job per appointment. */
  async function scan(): Promise<number> {
    const due = await repository.findDue(clock.now(), REMINDER_WINDOW_MS);
    for (const appointmentId of due)
      await addJob(
        repository.db,
        SEND_TASK,
        { appointmentId },
        {
          jobKey: `reminder:${appointmentId}`,
          onExistingKey: 'keep',
        },
      );
    return due.length;
  }

  /**
   * Claims the reminder and queues its mail and SMS in the claim's transaction: they commit
   * together or not at all, and the outbox sends each key once, retrying a mail server or
   * gateway that is down. A reminder already claimed, or no longer owed, queues nothing.
   * True if this call claimed it.
   */
  async function sendReminder(appointmentId: string): Promise<boolean> {
    return repository.transaction(async (tx) => {
      const now = clock.now();
      const row = await repository.claim(tx, appointmentId, now);
      if (!row) return false;
      await queueMessages(tx, reminderMessages(row, now, appUrl));
      return true;
    });
  }

  const tasks: TaskList = {
    [SCAN_TASK]: async () => {
      await scan();
    },
    [SEND_TASK]: async (payload) => {
      await sendReminder(sendPayload.parse(payload).appointmentId);
    },
  };

  return {
    scan,
    send: sendReminder,
    tasks,
    /**
     * Every minute, without retries (the next minute is the retry) and with one scan queued at
     * most, so a busy queue does not pile them up.
     */
    crontab: `* * * * * ${SCAN_TASK} ?max=1&jobKey=${SCAN_TASK}`,
    /** Queued when a server starts, so a restart does not wait for the next minute. */
    queueScan: () => addJob(repository.db, SCAN_TASK, {}, { jobKey: SCAN_TASK, maxAttempts: 1 }),
  };
}
