// Starts the real server on a fresh embedded database, as a visitor would find it after
// `npm start` in development mode (demo catalogue and admin seeded at start).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server's environment, also what a script needs to reach its database (DATA_DIR).
 * `checkout`: the server of another checkout, for a before/after in one sitting.
 */
export async function startProduct(extraEnv = {}, checkout = root) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    ...extraEnv,
  };
  // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server under load.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: checkout,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 250) {
    if (server.exitCode !== null) throw new Error('the server exited while starting');
    if (waited > 120_000) throw new Error('the server did not become healthy');
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(250);
  }
  return {
    base,
    env,
    dataDir,
    pid: server.pid,
    async stop() {
      server.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
