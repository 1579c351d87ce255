import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabaseIfMissing, loadEmbeddedPostgres } from '@salon/api/tooling';

export interface ChaosCluster {
  url: string;
  /** Stops the server (fast shutdown: open sessions are cut), waits, and starts it again on the same port and data. */
  restart(downMs: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * One PostgreSQL server both app processes share. Unlike the app's own embedded start, the
 * port stays fixed across a restart, so the servers' DATABASE_URL keeps working.
 */
export async function startChaosCluster(dataDir: string, port: number): Promise<ChaosCluster> {
  const password = randomBytes(16).toString('hex');
  const cluster = new (await loadEmbeddedPostgres())({
    databaseDir: path.join(dataDir, 'postgres'),
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses root; as root it runs as the `postgres` system user.
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    onLog: () => {},
    onError: () => {},
  });
  await cluster.initialise();
  await cluster.start();
  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  await createDatabaseIfMissing(adminUrl, 'salon');
  return {
    url: adminUrl.replace(/\/postgres$/, '/salon'),
    async restart(downMs) {
      await cluster.stop();
      await sleep(downMs);
      await cluster.start();
    },
    stop: () => cluster.stop(),
  };
}
