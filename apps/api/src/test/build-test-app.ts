import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { createMailer } from '../mail/mailer.ts';
import { createTestDatabase } from './database.ts';
import { startSmtpCapture } from './smtp-capture.ts';
import { createTestClock } from './test-clock.ts';

/**
 * The real application on a fresh database, its mail going to a local SMTP capture.
 * `env` takes the same variables as production.
 */
export async function buildTestApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const smtp = await startSmtpCapture();
  const clock = createTestClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://salon.test',
    DATA_DIR: path.join(os.tmpdir(), 'salon-api-test-data'),
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-uploads-'));
  const mailer = createMailer({ smtpUrl: smtp.url, from: config.mailFrom, outboxDir: '', log: () => {} });
  const app = await buildApp({
    config,
    db: database.db,
    mailer,
    clock,
    // TEST_LOG=1 shows the server's own error log while debugging a test.
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    webDistDir: '/nonexistent',
    sweepIntervalMs: 0,
    uploadsDir,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    smtp,
    clock,
    uploadsDir,
    async close() {
      await app.close();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
      mailer.close();
      await smtp.close();
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
