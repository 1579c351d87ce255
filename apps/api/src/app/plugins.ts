import Fastify from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { installProductErrorWords } from '@salon/contracts';
import { randomUUID } from 'node:crypto';
import type { Config } from '../config/env.ts';
import { toFastifyTrustProxy } from '../config/trust-proxy.ts';
import type { Database } from '../db/client.ts';
import { logPoolErrors } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { refuseControlCharacters } from '../lib/parse.ts';
import { registerMultipart } from '../modules/files/multipart.ts';
import { createAnswerReplay, serveWithReplay } from '../plugins/answer-replay.ts';
import { registerCompression } from '../plugins/compression.ts';
import { answerClientError, registerErrorHandler, sendFrameworkError } from '../plugins/error-handler.ts';
import { withLogRedaction } from '../plugins/log-redaction.ts';
import { registerOpenApi } from '../plugins/openapi.ts';
import { registerRateLimits } from '../plugins/rate-limits.ts';
import { registerReadCache } from '../plugins/read-cache.ts';
import { RequestLogController } from '../plugins/request-log.ts';
import { responseSerializerCompiler } from '../plugins/response-serializer.ts';
import { registerSecurityHeaders, securityHeadersFor } from '../plugins/security-headers.ts';

export interface ServerOptions {
  config: Config;
  db: Database;
  clock: Clock;
  logger: FastifyServerOptions['logger'] | undefined;
}

/**
 * The Fastify instance with everything every route runs through: parsing and serializing,
 * request ids, input hygiene, errors, security headers, compression, rate limits, uploads,
 * the OpenAPI description and the read cache (which must come before any route).
 */
export async function createServer({ config, db, clock, logger }: ServerOptions) {
  const securityHeaders = securityHeadersFor(config);
  const replay = createAnswerReplay(clock, securityHeaders);
  const app = Fastify({
    // Public reads kept ready are answered before routing (plugins/answer-replay.ts).
    serverFactory: (handler, options) => serveWithReplay(replay, handler, options),
    logger: withLogRedaction(logger ?? { level: config.logLevel }),
    bodyLimit: 1024 * 1024,
    // The job queues start in onReady and the first one installs its schema: on a busy machine that
    // passes Fastify's 10 s default, and a server that gives up there never serves at all.
    pluginTimeout: 60_000,
    // The longest real parameter is a 43-character reset token; longer ones are answered 414.
    routerOptions: { maxParamLength: 100 },
    // One line per request, at debug when all went well (plugins/request-log.ts).
    logController: new RequestLogController(),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  // A refusal a contract gave no words of its own still names the field, never zod's phrasing.
  installProductErrorWords();
  app.setSerializerCompiler(responseSerializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // Any text the database would store or compare; multipart fields are checked where they are read.
  app.addHook('preValidation', (request, _reply, done) => {
    refuseControlCharacters(request.params, request.query, request.body);
    done();
  });
  registerErrorHandler(app);
  const stopLoggingPoolErrors = logPoolErrors(db, (error) =>
    app.log.error({ err: error }, 'database connection error'),
  );
  app.addHook('onClose', async () => stopLoggingPoolErrors());
  registerSecurityHeaders(app, securityHeaders);
  await registerCompression(app);
  await registerRateLimits(app, db);
  await registerMultipart(app);
  await registerOpenApi(app, config);
  const reads = await registerReadCache(app, db, replay);
  return { app, reads };
}
