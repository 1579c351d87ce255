import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startServer } from './server.ts';
import type { StartedServer } from './server.ts';

/** The migrated database every salon of the run is cloned from (support/global-setup.ts). */
export const TEMPLATE_DATABASE = 'salon_e2e_template';
/** The seeded catalogue's pictures, in the run's directory: a salon's server serves a copy. */
export const SEED_UPLOADS = 'seed-uploads';

export interface Salon extends StartedServer {
  /** The server's DATA_DIR: its uploads, mail outbox and texted codes (`sms-outbox`). */
  dataDir: string;
  /** This salon's pool of claimable days (support/days.ts). */
  dayPoolDir: string;
  /** Its own database, for setup no API can make (support/database.ts). */
  databaseUrl: string;
}

/**
 * A salon of its own: a database cloned from the run's migrated and seeded template on the run's
 * one PostgreSQL cluster (a clone is a file copy, well under a second, where a cluster of its own
 * costs an initdb, and a fresh database a seeding, of several seconds each), and the real server
 * on it, with its own DATA_DIR and pool
 * of days. `env` adds to the server's settings (PAYMENTS_PROVIDER...). Dropped by `stop()`.
 */
export async function startSalon(name: string, env: Record<string, string> = {}): Promise<Salon> {
  const adminUrl = process.env.E2E_DATABASE_ADMIN_URL;
  const runDir = process.env.E2E_RUN_DIR;
  if (!adminUrl || !runDir)
    throw new Error('E2E_DATABASE_ADMIN_URL is not set: run the specs through playwright.config.ts');
  const database = `salon_e2e_${name.replace(/\W/g, '_')}_${process.pid}`;
  await adminQuery(adminUrl, `create database ${database} template ${TEMPLATE_DATABASE}`);
  const workDir = fs.mkdtempSync(path.join(runDir, `${name}-`));
  const dayPoolDir = path.join(workDir, 'days');
  fs.mkdirSync(dayPoolDir);
  fs.cpSync(path.join(runDir, SEED_UPLOADS), path.join(workDir, 'data', 'uploads'), { recursive: true });
  const databaseUrl = adminUrl.replace(/\/postgres$/, `/${database}`);
  let server: StartedServer;
  try {
    server = await startServer(
      {
        SMTP_URL: process.env.E2E_SMTP_URL!,
        DATABASE_URL: databaseUrl,
        ...env,
      },
      workDir,
    );
  } catch (error) {
    await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
    throw error;
  }
  return {
    ...server,
    dataDir: path.join(workDir, 'data'),
    dayPoolDir,
    databaseUrl,
    async stop() {
      await server.stop();
      await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
