import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { serverLogger } from './config/logger.ts';
import { DatabaseStartError } from './db/embedded-postgres.ts';
import { openDatabase } from './db/open-database.ts';
import { createMailer } from './mail/mailer.ts';
import { createImageStore } from './modules/files/image-store.ts';
import { seedDemoAdmin } from './modules/demo/demo-admin.ts';
import { DEMO_MANAGER, seedDemoManager } from './modules/demo/demo-manager.ts';
import { demoAdminBannerLine } from './modules/demo/demo-admin-banner.ts';
import { seedDemoCatalogue } from './modules/demo/demo-catalogue.ts';
import { DEMO_STYLIST, seedDemoStylist } from './modules/demo/demo-stylist.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** One server per DATA_DIR: a second one would end the first one's database as stale. */
function claimDataDir(dataDir: string) {
  const lockFile = path.join(dataDir, 'server.pid');
  fs.mkdirSync(dataDir, { recursive: true });
  const other = fs.existsSync(lockFile) ? Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10) : NaN;
  if (Number.isInteger(other) && other !== process.pid) {
    let alive = true;
    try {
      process.kill(other, 0);
    } catch {
      alive = false;
    }
    if (alive)
      fail(
        `Another Salon server (pid ${other}) is using DATA_DIR ${dataDir}; stop it or set another DATA_DIR.`,
      );
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => fs.rmSync(lockFile, { force: true });
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const releaseDataDir = claimDataDir(config.dataDir);
  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    releaseDataDir();
    if (error instanceof DatabaseStartError) fail(error.message);
    throw error;
  }
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: (entry, message) => app.log.info(entry, message),
  });
  const logger = serverLogger({
    level: config.logLevel,
    isProduction: config.isProduction,
    isTerminal: process.stdout.isTTY === true,
  });
  const app = await buildApp({ config, db: database.db, mailer, logger });
  const images = createImageStore(path.join(config.dataDir, 'uploads'));
  // Before listening, so every smaller copy a page lists is there from the first request.
  const variants = await images.createMissingVariants();
  if (variants.written > 0) app.log.info({ written: variants.written }, 'wrote missing image copies');
  if (variants.unreadable.length > 0)
    app.log.warn({ unreadable: variants.unreadable }, 'stored images without their smaller copies');
  if (!config.isProduction) {
    await seedDemoAdmin(database.db);
    await seedDemoCatalogue(database.db, images, new Date(), config.salonTimeZone);
    await seedDemoStylist(database.db);
    await seedDemoManager(database.db);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    mailer.close();
    await database.close();
    releaseDataDir();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    `Salon is running at http://localhost:${port}`,
    `  database: ${database.mode}`,
    `  payments: ${config.paymentsProvider}`,
    `  mail:     ${mailer.mode}`,
    `  sms:      ${config.sms.provider === 'outbox' ? `outbox: ${path.join(config.dataDir, 'sms-outbox')}` : config.sms.provider}`,
  ];
  if (!config.isProduction) lines.push(await demoAdminBannerLine(database.db));
  if (!config.isProduction)
    lines.push(
      `  demo stylist: ${DEMO_STYLIST.email} / ${DEMO_STYLIST.password} (sign in at /login)`,
      `  demo manager: ${DEMO_MANAGER.email} / ${DEMO_MANAGER.password} (${DEMO_MANAGER.branch}; sign in at /admin/login)`,
    );
  console.log(lines.join('\n'));
}

await main();
