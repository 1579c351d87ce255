import { authMessages, globalErrorMessages } from '@salon/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { sqlState } from '../db/errors.ts';
import { isDatabaseUnavailable } from '../db/primary-finder.ts';
import { AppError, codeForStatus, errorCodes, errorEnvelope, TooManyRequestsError } from '../lib/errors.ts';
import type { ErrorCode } from '../lib/errors.ts';

interface PlainAnswer {
  statusCode: number;
  message: string;
  code: ErrorCode;
}

const malformed = (message: string): PlainAnswer => ({
  statusCode: 400,
  message,
  code: errorCodes.malformedRequest,
});
const tooLarge: PlainAnswer = {
  statusCode: 413,
  message: 'The request is too large',
  code: errorCodes.payloadTooLarge,
};

// Fastify's own texts name internals (FST_ERR_..., content-type parsers); clients get plain words.
const frameworkAnswers: Record<string, PlainAnswer> = {
  FST_ERR_BAD_URL: malformed('The address of the request is not valid'),
  FST_ERR_MAX_PARAM_LENGTH: {
    statusCode: 414,
    message: 'The address of the request is too long',
    code: errorCodes.uriTooLong,
  },
  FST_ERR_CTP_INVALID_JSON_BODY: malformed('The request body is not valid JSON'),
  FST_ERR_CTP_EMPTY_JSON_BODY: malformed('The request body is empty but was sent as JSON'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: malformed('The request body does not match its length'),
  FST_ERR_CTP_BODY_TOO_LARGE: tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    message: 'Send the request body as JSON or as a multipart form',
    code: errorCodes.unsupportedMediaType,
  },
};

const answersByStatus: Record<number, PlainAnswer> = {
  400: { statusCode: 400, message: globalErrorMessages.badRequest, code: errorCodes.malformedRequest },
  404: { statusCode: 404, message: globalErrorMessages.notFound, code: errorCodes.notFound },
  413: tooLarge,
  415: frameworkAnswers.FST_ERR_CTP_INVALID_MEDIA_TYPE!,
  429: { statusCode: 429, message: authMessages.tooManyAttempts, code: errorCodes.rateLimited },
};

/**
 * PostgreSQL refusing a value as data (bad text encoding, NUL, a date or number out of range)
 * means a field slipped past its schema: still the client's input, so a 400, not a 500.
 */
const DATA_EXCEPTIONS = new Set(['22P02', '22P05', '22021', '22007', '22008', '22001', '22003']);

function plainAnswerFor(error: FastifyError): PlainAnswer | undefined {
  const known = error.code ? frameworkAnswers[error.code] : undefined;
  if (known) return known;
  const statusCode = error.statusCode ?? 500;
  if (statusCode < 400 || statusCode >= 500) return undefined;
  return (
    answersByStatus[statusCode] ?? {
      statusCode,
      message: globalErrorMessages.badRequest,
      code: codeForStatus(statusCode),
    }
  );
}

const bodyNotAnObject = 'Send the request body as a JSON object';

/** Errors Fastify raises before routing (a bad URL, an over-long parameter): `frameworkErrors`. */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = plainAnswerFor(error) ?? answersByStatus[400]!;
  request.log.info({ code: error.code }, 'request refused before routing');
  return reply.status(answer.statusCode).send(errorEnvelope(answer.message, answer.code));
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers or URL over
 * the size limit, garbage on the socket): `clientErrorHandler`, in the same envelope.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The address or headers of the request are too long']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, globalErrorMessages.timeout]
        : [400, globalErrorMessages.badRequest];
  const code = codeForStatus(statusCode);
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(errorEnvelope(message, code));
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** One place that turns every failure into the docs/architecture.md#api-conventions envelope. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const [first] = error.validation;
      // No body, or JSON that is not an object: zod's own words ("expected object, received
      // string") would be the message.
      if (
        error.validationContext === 'body' &&
        first?.instancePath === '/' &&
        first.keyword === 'invalid_type'
      )
        return reply.status(400).send(errorEnvelope(bodyNotAnObject, errorCodes.malformedRequest));
      const issues = error.validation.map((issue) => ({ path: issue.instancePath, message: issue.message }));
      return reply.status(400).send(
        errorEnvelope(issues[0]?.message ?? globalErrorMessages.badRequest, errorCodes.validationFailed, {
          issues,
        }),
      );
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(errorEnvelope(error.messageRef, error.code, error.details));
    }
    const state = sqlState(error);
    if (state && DATA_EXCEPTIONS.has(state)) {
      request.log.warn({ err: error }, 'database refused a value: a schema is missing a rule');
      return reply
        .status(400)
        .send(errorEnvelope(globalErrorMessages.badRequest, errorCodes.validationFailed));
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing was committed that the client will hear about: it may try again (docs/decisions/0044-standby-failover.md).
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(errorEnvelope(globalErrorMessages.databaseUnavailable, errorCodes.databaseUnavailable));
    }
    const answer = plainAnswerFor(error);
    if (answer) return reply.status(answer.statusCode).send(errorEnvelope(answer.message, answer.code));
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorEnvelope(globalErrorMessages.serverError, errorCodes.internal));
  });
}
