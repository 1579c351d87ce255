import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMailCatcher } from './mail-catcher.ts';
import { startServer } from './server.ts';

/** The real server on a fresh embedded database, its mail caught by a local SMTP server. */
export default async function globalSetup() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-e2e-'));
  const mailDir = path.join(workDir, 'mail');
  const catcher = await startMailCatcher(mailDir);
  let server;
  try {
    server = await startServer({ SMTP_URL: catcher.url }, workDir);
  } catch (error) {
    await catcher.close();
    fs.rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_MAIL_DIR = mailDir;
  // The days the tests have claimed to book on (support/days.ts): one file per day.
  process.env.E2E_DAY_POOL_DIR = path.join(workDir, 'days');
  fs.mkdirSync(process.env.E2E_DAY_POOL_DIR);
  // A spec that starts a server of its own (payhere.spec.ts) sends its mail to the same catcher.
  process.env.E2E_SMTP_URL = catcher.url;

  return async () => {
    await server.stop();
    await catcher.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}
