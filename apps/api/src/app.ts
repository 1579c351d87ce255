import type { FastifyServerOptions } from 'fastify';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAccounts } from './app/accounts.ts';
import { createBookings } from './app/bookings.ts';
import { createCatalogue } from './app/catalogue.ts';
import { createAppContext } from './app/context.ts';
import { registerBackgroundWork } from './app/jobs.ts';
import { choosePaymentProvider } from './app/payment-provider.ts';
import { createServer } from './app/plugins.ts';
import { registerRoutes } from './app/routes.ts';
import { createSalon } from './app/salon.ts';
import { createWaitlist, registerWaitlistWorker } from './app/waitlist.ts';
import type { Config } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { MessageDeliveryOptions } from './jobs/register-message-delivery.ts';
import type { Clock } from './lib/clock.ts';
import { systemClock } from './lib/clock.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentProvider } from './modules/payments/payment-provider.ts';
import type { SmsSender } from './sms/sms-sender.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** The SMS gateway SMS_PROVIDER names by default (outbox, Notify.lk or Text.lk). */
  sms?: SmsSender;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  webDistDir?: string;
  /** Where uploaded and generated images live; DATA_DIR/uploads by default. */
  uploadsDir?: string;
  /** How often lapsed holds and unbooked payments are swept; 0 turns the timer off (tests). */
  sweepIntervalMs?: number;
  /** Replaces the provider PAYMENTS_PROVIDER names (tests of provider-independent rules). */
  payments?: PaymentProvider;
  /** Whether this process works the job queue (reminders); false in tests, which drive it. */
  runJobs?: boolean;
  /** The message outbox's worker and retry timing (docs/decisions/0021-durable-messages.md). */
  messages?: MessageDeliveryOptions;
  /** How often the waitlist's offer worker looks for freed time; 0 turns it off (tests). */
  waitlistPollMs?: number;
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Builds the whole HTTP application, wired by hand; never listens (server.ts does). Each step
 * is a file of src/app/ (docs/decisions/0010-hand-wired-composition-root.md), in dependency order.
 */
export async function buildApp({
  config,
  db,
  mailer,
  sms,
  clock = systemClock,
  logger,
  webDistDir = defaultWebDist,
  uploadsDir = path.join(config.dataDir, 'uploads'),
  payments = choosePaymentProvider(config, db, clock),
  sweepIntervalMs = 2 * 60_000,
  runJobs = true,
  messages = {},
  waitlistPollMs = 5_000,
}: AppDeps) {
  const { app, reads } = await createServer({ config, db, clock, logger });
  const context = createAppContext(app, { config, db, mailer, sms, clock, payments, reads, uploadsDir });
  const accounts = createAccounts(app, context);
  const catalogue = createCatalogue(context);
  const salon = createSalon(context);
  const bookings = createBookings(context, catalogue, salon);
  const waitlist = createWaitlist(context, catalogue, salon, bookings, { pollMs: waitlistPollMs });
  await registerRoutes(
    app,
    context,
    { accounts, catalogue, salon, bookings, waitlist },
    { uploadsDir, webDistDir },
  );
  registerBackgroundWork(app, context, bookings, { sweepIntervalMs, runJobs, messages });
  registerWaitlistWorker(app, waitlist, waitlistPollMs);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
