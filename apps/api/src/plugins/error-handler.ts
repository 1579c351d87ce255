import { authMessages, globalErrorMessages } from '@salon/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, TooManyRequestsError } from '../lib/errors.ts';

// Fastify's own texts name internals; clients get plain words instead.
const frameworkMessages: Record<number, string> = {
  400: globalErrorMessages.badRequest,
  404: globalErrorMessages.notFound,
  413: 'The request is too large',
  415: 'Unsupported content type',
  429: authMessages.tooManyAttempts,
};

/** One place that turns every failure into the DESIGN section 3 envelope. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({ path: issue.instancePath, message: issue.message }));
      return reply.status(400).send({
        status: 'error',
        message: issues[0]?.message ?? globalErrorMessages.badRequest,
        details: { issues },
      });
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(error.statusCode)
        .send({ status: 'error', message: error.message, ...(error.details && { details: error.details }) });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply
        .status(statusCode)
        .send({ status: 'error', message: frameworkMessages[statusCode] ?? globalErrorMessages.badRequest });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ status: 'error', message: globalErrorMessages.serverError });
  });
}
