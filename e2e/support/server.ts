import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_ADMIN_KEY } from './admin-key.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitForHealth(url: string, server: ChildProcess) {
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

export interface StartedServer {
  url: string;
  /** The server's own temporary directory; its DATA_DIR is `data` inside it. */
  workDir: string;
  /** Ends the server (SIGTERM, then SIGKILL after 15 s) and removes the directory it made. */
  stop(): Promise<void>;
}

/**
 * The real server (apps/api/src/server.ts) on a free 127.0.0.1 port, with a fresh embedded
 * database in `<workDir>/data`, workDir being `givenDir` or a new one under the system's temporary
 * directory. `env` adds to or
 * overrides the test defaults (SMTP_URL, PAYMENTS_PROVIDER...).
 */
export async function startServer(
  env: Record<string, string> = {},
  givenDir?: string,
): Promise<StartedServer> {
  const workDir = givenDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'salon-e2e-'));
  fs.chmodSync(workDir, 0o755);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: path.join(workDir, 'data'),
      ADMIN_REGISTRATION_KEY: E2E_ADMIN_KEY,
      LOG_LEVEL: 'warn',
      // The tests stand in for many customers, each behind its own address (fixtures.ts), as
      // a deployment behind a proxy sees them (docs/deploy.md#client-addresses-trust_proxy); without it every test shares
      // one address and a fast run trips the per-address sign-up limits.
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    }
    // A directory the caller gave is the caller's to remove (it may hold the mail catcher's).
    if (!givenDir) fs.rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, workDir, stop };
}
