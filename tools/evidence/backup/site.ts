// A real server (as `npm start` runs it) on its own embedded database under DATA_DIR, for the
// backup test and drill. Unlike the chaos run's servers, these own their database: ending one
// must end its database too, so they are stopped as systemd would (SIGTERM), not killed.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createServerProcess } from '../chaos/server-process.ts';
import type { ServerProcess } from '../chaos/server-process.ts';

export interface Site {
  baseUrl: string;
  server: ServerProcess;
  /** SIGTERM: the server drains, then stops its database; a database left behind is stopped by its pid. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function postmasterPid(dataDir: string): number | undefined {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(file)) return undefined;
  const pid = Number.parseInt(fs.readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export async function startSite(name: string, dataDir: string, logDir: string): Promise<Site> {
  const server = createServerProcess({
    name,
    port: await freePort(),
    dataDir,
    databaseUrl: '', // none: the server starts its own database under DATA_DIR
    logFile: path.join(logDir, `${name}.log`),
  });
  await server.start();
  return {
    baseUrl: server.baseUrl,
    server,
    async stop() {
      const database = postmasterPid(dataDir);
      const pid = server.pid();
      if (pid && server.isRunning()) {
        process.kill(pid, 'SIGTERM');
        for (let waited = 0; waited < 20_000 && server.isRunning(); waited += 100) await sleep(100);
        await server.end();
      }
      if (database && isAlive(database)) {
        process.kill(database, 'SIGINT');
        for (let waited = 0; waited < 20_000 && isAlive(database); waited += 100) await sleep(100);
      }
    },
  };
}

/** The embedded server's address as the site started it: its port file and its password file. */
export function embeddedUrl(dataDir: string, database: string) {
  const port = fs
    .readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]!
    .trim();
  const password = fs.readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
  return `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
}
