import type { FastifyInstance } from 'fastify';
import { registerMessageDelivery } from '../jobs/register-message-delivery.ts';
import type { MessageDeliveryOptions } from '../jobs/register-message-delivery.ts';
import { registerReminders } from '../modules/reminders/register-reminders.ts';
import type { Bookings } from './bookings.ts';
import type { AppContext } from './context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Releases lapsed holds and books or refunds paid ones (docs/architecture.md#booking-and-payment step 4). */
    sweepBookings(): Promise<{ booked: number; released: number }>;
  }
}

export interface BackgroundWorkOptions {
  /** How often the sweep runs; 0 turns its timer off (tests call app.sweepBookings). */
  sweepIntervalMs: number;
  /** Whether this process works the job queue (reminders). */
  runJobs: boolean;
  messages: MessageDeliveryOptions;
}

/** What runs besides requests: the hold sweep, the reminders and the message outbox's worker. */
export function registerBackgroundWork(
  app: FastifyInstance,
  { config, db, mailer, sms, clock }: AppContext,
  { booking, notifier }: Pick<Bookings, 'booking' | 'notifier'>,
  { sweepIntervalMs, runJobs, messages }: BackgroundWorkOptions,
) {
  app.decorate('sweepBookings', () => booking.sweepHolds());
  scheduleSweep(app, sweepIntervalMs);
  registerReminders(app, { db, clock, appUrl: config.appUrl, runJobs });
  registerMessageDelivery(app, {
    db,
    mailer,
    sms,
    noticeTasks: notifier.tasks,
    options: messages,
  });
}

function scheduleSweep(app: FastifyInstance, intervalMs: number) {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    app.sweepBookings().catch((error) => app.log.error({ err: error }, 'booking sweep failed'));
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
