import Fastify from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import { systemClock } from './lib/clock.ts';
import type { Mailer } from './mail/mailer.ts';
import { createAccountService } from './modules/auth/account.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createEmailVerificationsRepository } from './modules/auth/email-verifications.repository.ts';
import { createGoogleSignInService } from './modules/auth/google-sign-in.service.ts';
import { createPasswordResetsRepository } from './modules/auth/password-resets.repository.ts';
import { createPasswordService } from './modules/auth/password.service.ts';
import { createSessionService } from './modules/auth/session.service.ts';
import { createSessionsRepository } from './modules/auth/sessions.repository.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createAuthGuards } from './plugins/authentication.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticWeb } from './plugins/static-web.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  webDistDir?: string;
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole HTTP application, wired by hand; never listens (server.ts does). */
export async function buildApp({
  config,
  db,
  mailer,
  clock = systemClock,
  logger,
  webDistDir = defaultWebDist,
}: AppDeps) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.isProduction,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await registerRateLimits(app);

  const logError = (error: unknown, message: string) => app.log.error({ err: error }, message);
  const users = createUsersRepository(db);
  const sessions = createSessionsRepository(db);
  const sessionService = createSessionService({ sessions, clock });
  const guards = createAuthGuards(app, sessionService);
  const accounts = createAccountService({
    db,
    users,
    verifications: createEmailVerificationsRepository(db),
    sessionService,
    mailer,
    clock,
    adminRegistrationKey: config.adminRegistrationKey,
    logError,
  });
  const passwords = createPasswordService({
    db,
    users,
    resets: createPasswordResetsRepository(db),
    sessions,
    sessionService,
    mailer,
    clock,
    appUrl: config.appUrl,
    logError,
  });
  const google = createGoogleSignInService({
    clientId: config.google.clientId,
    jwksUrl: config.google.jwksUrl,
    users,
    sessionService,
  });

  app.get('/healthz', async () => {
    await db.$client.query('select 1');
    return { status: 'ok' };
  });
  await app.register(configRoutes, { prefix: '/api/config', config });
  await app.register(authRoutes, {
    prefix: '/api/auth',
    guards,
    accounts,
    passwords,
    google,
    sessionService,
  });
  await registerStaticWeb(app, webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
