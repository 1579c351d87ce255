import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { redactUrl } from './log-redaction.ts';

/** A successful answer slower than this is worth a line at info all the same. */
export const SLOW_REQUEST_MS = 1000;

const VERBOSE_LEVELS = new Set(['debug', 'trace']);

/**
 * One line per request, after the answer, in place of Fastify's two ("incoming request",
 * "request completed"). At info those two were a large share of the cost of a cheap request
 * (docs/deploy.md#logs), and a fast successful answer tells an operator nothing, so it is
 * logged at debug. Failures (4xx, 5xx) and slow answers stay at info, with the request id
 * the request's logger carries and the URL redacted. Fastify's other lines (errors after
 * the headers went out, for one) are kept as they are.
 */
export class RequestLogController extends LogController {
  readonly slowMs: number;

  constructor({ slowMs = SLOW_REQUEST_MS }: { slowMs?: number } = {}) {
    super();
    this.slowMs = slowMs;
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const statusCode = reply.statusCode;
    const responseTime = reply.elapsedTime;
    const notable = statusCode >= 400 || responseTime > this.slowMs;
    // The entry (and the URL's redaction) is built only when a line will be written.
    if (!error && !notable && !VERBOSE_LEVELS.has(request.log.level)) return;
    const entry = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode,
      responseTime: Math.round(responseTime * 10) / 10,
    };
    if (error) request.log.error({ ...entry, err: error }, 'request errored');
    else if (notable) request.log.info(entry, 'request completed');
    else request.log.debug(entry, 'request completed');
  }
}
