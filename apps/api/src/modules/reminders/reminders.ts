import type { TaskList } from 'graphile-worker';
import { z } from 'zod';
import { addJob } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { sendAppointmentSmsInBackground } from '../../sms/appointment-sms.ts';
import type { BackgroundSmsDeps } from '../../sms/appointment-sms.ts';
import { reminderMail } from './reminder-mail.ts';
import type { RemindersRepository } from './reminders.repository.ts';

/** How long before an appointment its reminder goes out. */
export const REMINDER_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * The claimed row stays locked while the mail is handed to SMTP; a stuck server must not
 * hold it (and an admin's status change waiting on it) for nodemailer's minutes of timeouts.
 */
const SEND_TIMEOUT_MS = 30_000;

const SCAN_TASK = 'scan-reminders';
const SEND_TASK = 'send-reminder';
const sendPayload = z.object({ appointmentId: z.uuid() });

export type Reminders = ReturnType<typeof createReminders>;

/** docs/decisions/0013-job-queue.md: one reminder per appointment, whatever restarts or processes. */
export function createReminders({
  repository,
  send,
  clock,
  appUrl,
  sms,
}: {
  repository: RemindersRepository;
  send: (mail: MailMessage) => Promise<void>;
  clock: Clock;
  appUrl: string;
  /** The reminder SMS, sent once the mail's claim is committed; its failure is only logged. */
  sms: BackgroundSmsDeps;
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
   * Claims, sends and commits in one transaction: a failed send rolls the claim back and the
   * job is retried; a reminder already claimed, or no longer owed, is not sent. True if sent.
   * The SMS goes only after that commit, so it shares the mail's once-only claim, and its
   * failure neither rolls the claim back nor repeats the mail.
   */
  async function sendReminder(appointmentId: string): Promise<boolean> {
    const claimed = await repository.transaction(async (tx) => {
      const now = clock.now();
      const row = await repository.claim(tx, appointmentId, now);
      if (!row) return undefined;
      await withTimeout(send(reminderMail(row.appointment, row, row.endsAt, now, appUrl)), SEND_TIMEOUT_MS);
      return row;
    });
    if (!claimed) return false;
    void sendAppointmentSmsInBackground(
      sms,
      'reminder',
      claimed.appointment,
      claimed.phone,
      appUrl,
      claimed.language,
    );
    return true;
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

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`mail not handed over within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
