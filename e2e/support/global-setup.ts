import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyMigrations, createDatabase } from '../../apps/api/src/db/client.ts';
import { createDatabaseIfMissing, startEmbeddedPostgres } from '../../apps/api/src/db/embedded-postgres.ts';
import { createImageStore } from '../../apps/api/src/modules/files/image-store.ts';
import { seedDemoAdmin } from '../../apps/api/src/modules/demo/demo-admin.ts';
import { seedDemoCatalogue } from '../../apps/api/src/modules/demo/demo-catalogue.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { SEED_UPLOADS, TEMPLATE_DATABASE } from './salon.ts';

/**
 * The run's shared parts: one embedded PostgreSQL cluster holding a template database, migrated
 * and seeded as the server seeds a fresh install (the demo admin and catalogue, their pictures
 * in SEED_UPLOADS), and a local SMTP server catching every salon's mail. Each worker clones the template into a
 * salon of its own (support/fixtures.ts, support/salon.ts): e2e/README.md#a-salon-per-worker.
 */
export default async function globalSetup() {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-e2e-'));
  // The cluster runs as the `postgres` user when we are root: it must reach this folder.
  fs.chmodSync(runDir, 0o755);
  const mailDir = path.join(runDir, 'mail');
  const catcher = await startMailCatcher(mailDir);
  let cluster;
  try {
    cluster = await startEmbeddedPostgres({
      dataDir: path.join(runDir, 'cluster'),
      // Throw-away data: durability only costs time here.
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
    });
    await createDatabaseIfMissing(cluster.urlFor('postgres'), TEMPLATE_DATABASE);
    const template = createDatabase(cluster.urlFor(TEMPLATE_DATABASE), { max: 1 });
    await applyMigrations(template);
    // Seeded once here rather than by each salon's server (a drawing and hashing of ~15 s on a
    // busy machine): a salon copies the pictures, and its server finds the rows and seeds nothing.
    await seedDemoAdmin(template);
    const images = createImageStore(path.join(runDir, SEED_UPLOADS));
    await seedDemoCatalogue(template, images, new Date(), 'Asia/Colombo');
    await template.$client.end();
  } catch (error) {
    await cluster?.stop();
    await catcher.close();
    fs.rmSync(runDir, { recursive: true, force: true });
    throw error;
  }
  process.env.E2E_RUN_DIR = runDir;
  process.env.E2E_DATABASE_ADMIN_URL = cluster.urlFor('postgres');
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_SMTP_URL = catcher.url;
  // The days of a salon a spec starts for itself (payhere.spec.ts); a worker's own salon has its
  // own pool (support/fixtures.ts).
  process.env.E2E_DAY_POOL_DIR = path.join(runDir, 'days');
  fs.mkdirSync(process.env.E2E_DAY_POOL_DIR);

  return async () => {
    await cluster.stop();
    await catcher.close();
    fs.rmSync(runDir, { recursive: true, force: true });
  };
}
