import type { FastifyServerOptions } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { MessageDeliveryOptions } from '../jobs/register-message-delivery.ts';
import { createMailer } from '../mail/mailer.ts';
import type { PaymentProvider } from '../modules/payments/payment-provider.ts';
import { createSandboxProvider } from '../modules/payments/sandbox-provider.ts';
import { createSmsSender } from '../sms/sms-sender.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { startSmtpCapture } from './smtp-capture.ts';
import { createTestClock } from './test-clock.ts';

export interface TestAppOptions {
  /** Wraps the sandbox provider, e.g. to count or fail its calls. */
  wrapPayments?: (sandbox: PaymentProvider) => PaymentProvider;
  /**
   * A database someone else owns (a second app on the same one, or a server started outside
   * vitest); it is left open on close. Without it the app gets a fresh clone of the template.
   */
  db?: Database;
  /** The app's logger; silent by default (TEST_LOG=1 shows its error log while debugging). */
  logger?: FastifyServerOptions['logger'];
  /** The built web app to serve; none by default. */
  webDistDir?: string;
  /** Runs the job queue as a server does; off by default, tests drive it (app.reminders, app.runDueJobs). */
  runJobs?: boolean;
  /** The message outbox's worker and retry timing; a worker with the default timing unless told. */
  messages?: MessageDeliveryOptions;
  /** The waitlist's offer worker, polling this often and woken by writes; off (0) unless told. */
  waitlistPollMs?: number;
}

// Loaded only when a clone is wanted: it reads vitest's global setup, absent outside vitest.
async function cloneTemplateDatabase() {
  const { createTestDatabase } = await import('./database.ts');
  return createTestDatabase();
}

/**
 * The real application on a fresh database, its mail going to a local SMTP capture and its
 * files (DATA_DIR, uploads) to a temporary folder of its own, removed on close: no test
 * writes into the repository's ./data. `env` takes the same variables as production.
 */
export async function buildTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const database = options.db ? { db: options.db, drop: async () => {} } : await cloneTemplateDatabase();
  const smtp = await startSmtpCapture();
  const clock = createTestClock();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-api-test-data-'));
  const uploadsDir = path.join(dataDir, 'uploads');
  fs.mkdirSync(uploadsDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://salon.test',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: config.mailFrom,
    outboxDir: path.join(dataDir, 'outbox'),
    log: () => {},
  });
  // The SMS_PROVIDER the env names, counting sends still under way so a test can wait them out.
  const inFlight = new Set<Promise<unknown>>();
  const smsSender = createSmsSender({
    config: config.sms,
    outboxDir: path.join(dataDir, 'sms-outbox'),
    log: () => {},
  });
  const sms: SmsSender = {
    mode: smsSender.mode,
    send(message) {
      const sending = smsSender.send(message);
      const tracked = sending.catch(() => {}).finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
      return sending;
    },
  };
  const app = await buildApp({
    config,
    db: database.db,
    mailer,
    sms,
    clock,
    logger: options.logger ?? (process.env.TEST_LOG ? { level: 'error' } : false),
    webDistDir: options.webDistDir ?? '/nonexistent',
    sweepIntervalMs: 0,
    runJobs: options.runJobs ?? false,
    messages: options.messages ?? {},
    waitlistPollMs: options.waitlistPollMs ?? 0,
    uploadsDir,
    ...(options.wrapPayments && {
      payments: options.wrapPayments(createSandboxProvider(database.db, clock)),
    }),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    smtp,
    clock,
    dataDir,
    uploadsDir,
    /**
     * Resolves once every message job due has been worked and every SMS the app has started
     * sending has been answered (or failed).
     */
    async smsSettled() {
      await app.messagesSettled();
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    async close() {
      await app.close();
      mailer.close();
      await smtp.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
