import path from 'node:path';
import { buildApp, loadConfig, createMailer } from '@salon/api/tooling';
import type { Database } from '@salon/api/tooling';

/**
 * The sweep every server runs at start and on a timer, run once more and awaited, so the
 * checks see its result (a server's own start-up sweep is not awaited before /healthz).
 */
export async function sweepOnce(db: Database, dataDir: string) {
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PAYMENTS_PROVIDER: 'sandbox',
    LOG_LEVEL: 'silent',
  });
  const mailer = createMailer({
    smtpUrl: undefined,
    from: config.mailFrom,
    outboxDir: path.join(dataDir, 'outbox'),
    log: () => {},
  });
  const app = await buildApp({
    config,
    db,
    mailer,
    logger: false,
    sweepIntervalMs: 0,
    runJobs: false,
    // The messages it queues are the servers' to send, to the run's capture, not to this outbox.
    messages: { runWorker: false },
    webDistDir: '/nonexistent',
  });
  try {
    return await app.sweepBookings();
  } finally {
    await app.close();
    mailer.close();
  }
}
