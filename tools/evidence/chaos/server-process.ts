import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ServerProcess {
  name: string;
  baseUrl: string;
  logFile: string;
  pid(): number | undefined;
  isRunning(): boolean;
  /** A crash, not a shutdown: no handler runs, open transactions are cut by the database. */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** Resolves once /healthz answers 200 again (after a database restart, say). */
  waitUntilHealthy(): Promise<void>;
  /** Ends the process whatever its state (clean-up path). */
  end(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../../..');

async function waitForExit(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once('exit', resolve));
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess, logFile: string) {
  // At load 20 on 2 cores a server has taken over 90 s to answer its first /healthz.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${baseUrl} exited while starting; its log: ${logFile}`);
    const healthy = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await sleep(200);
  }
  throw new Error(`${baseUrl} did not answer /healthz within 180 s; its log: ${logFile}`);
}

/** The real server (as `npm start` runs it) on DATABASE_URL, with a DATA_DIR of its own. */
export function createServerProcess(options: {
  name: string;
  port: number;
  dataDir: string;
  databaseUrl: string;
  logFile: string;
  /** More environment, e.g. where mail and SMS go. */
  env?: Record<string, string>;
  /**
   * Environment of one life of the process (1 for its first start, 2 after a restart): the run
   * gives each life its own mail sender and SMS sender id, to see which life sent a message.
   */
  lifeEnv?: (life: number) => Record<string, string>;
}): ServerProcess {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | undefined;
  let lives = 0;
  return {
    name: options.name,
    baseUrl,
    logFile: options.logFile,
    pid: () => child?.pid,
    isRunning: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    async start() {
      const log = fs.openSync(options.logFile, 'a');
      child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: options.databaseUrl,
          PORT: String(options.port),
          DATA_DIR: options.dataDir,
          HOST: '127.0.0.1',
          // As behind a real reverse proxy on this machine: the client address comes from it.
          TRUST_PROXY: '127.0.0.1',
          LOG_LEVEL: 'warn',
          NODE_ENV: 'development',
          PAYMENTS_PROVIDER: 'sandbox',
          ...options.env,
          ...options.lifeEnv?.(++lives),
        },
        stdio: ['ignore', log, log],
      });
      fs.closeSync(log);
      await waitUntilHealthy(baseUrl, child, options.logFile);
    },
    async waitUntilHealthy() {
      if (!child) throw new Error(`${options.name} was never started`);
      await waitUntilHealthy(baseUrl, child, options.logFile);
    },
    async kill() {
      if (!child) return;
      child.kill('SIGKILL');
      await waitForExit(child);
    },
    async end() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await waitForExit(child);
    },
  };
}
