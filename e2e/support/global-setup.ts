import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_ADMIN_KEY } from './admin-key.ts';
import { startMailCatcher } from './mail-catcher.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitForHealth(url: string, server: ReturnType<typeof spawn>) {
  for (let waited = 0; waited < 90_000; waited += 250) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy within 90 s');
}

/** The real server on a fresh embedded database, its mail caught by a local SMTP server. */
export default async function globalSetup() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-e2e-'));
  fs.chmodSync(workDir, 0o755);
  const mailDir = path.join(workDir, 'mail');
  const catcher = await startMailCatcher(mailDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: path.join(workDir, 'data'),
      SMTP_URL: catcher.url,
      ADMIN_REGISTRATION_KEY: E2E_ADMIN_KEY,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
    await catcher.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}
