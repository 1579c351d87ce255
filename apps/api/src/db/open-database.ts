import type { Config } from '../config/env.ts';
import { applyMigrations, createDatabase } from './client.ts';
import type { Database } from './client.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

export interface OpenDatabase {
  db: Database;
  /** 'external' or 'embedded: <folder>', printed at start. */
  mode: string;
  close(): Promise<void>;
}

/** DATABASE_URL when set; otherwise the embedded server under DATA_DIR. Migrations applied. */
export async function openDatabase(
  config: Config,
  options: { log?: (line: string) => void; reuseRunning?: boolean } = {},
): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const db = createDatabase(config.databaseUrl);
    await applyMigrations(db);
    return { db, mode: 'external (DATABASE_URL)', close: () => db.$client.end() };
  }
  const server = await startEmbeddedPostgres({ dataDir: config.dataDir, database: 'salon', ...options });
  const db = createDatabase(server.urlFor('salon'));
  try {
    await applyMigrations(db);
  } catch (error) {
    await db.$client.end();
    await server.stop();
    throw error;
  }
  return {
    db,
    mode: `embedded PostgreSQL in ${config.dataDir}`,
    async close() {
      await db.$client.end();
      await server.stop();
    },
  };
}
