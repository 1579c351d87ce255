import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createImageStore } from '../modules/files/image-store.ts';
import type { ImageStore } from '../modules/files/image-store.ts';
import type { PaymentProvider } from '../modules/payments/payment-provider.ts';
import type { ReadCacheHttp } from '../plugins/read-cache.ts';
import { createSmsSender } from '../sms/sms-sender.ts';
import type { SmsSender } from '../sms/sms-sender.ts';

/**
 * What every part of the wiring shares: the outside world buildApp was given (or its
 * production default) and the few things made once for all (docs/decisions/0010-hand-wired-composition-root.md).
 */
export interface AppContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
  clock: Clock;
  payments: PaymentProvider;
  images: ImageStore;
  reads: ReadCacheHttp;
  logError: (error: unknown, message: string) => void;
}

export function createAppContext(
  app: FastifyInstance,
  deps: Omit<AppContext, 'sms' | 'images' | 'logError'> & { sms: SmsSender | undefined; uploadsDir: string },
): AppContext {
  const { sms, uploadsDir, ...given } = deps;
  return {
    ...given,
    sms:
      sms ??
      createSmsSender({
        config: deps.config.sms,
        outboxDir: path.join(deps.config.dataDir, 'sms-outbox'),
        log: (entry, message) => app.log.info(entry, message),
      }),
    images: createImageStore(uploadsDir),
    logError: (error, message) => app.log.error({ err: error }, message),
  };
}
