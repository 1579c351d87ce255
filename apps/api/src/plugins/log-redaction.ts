import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { sqlState } from '../db/errors.ts';

const REDACTED = '[redacted]';

// A password-reset link carries its secret in the path (API call and the web page it opens).
const RESET_TOKEN_IN_PATH = /(\/reset-password\/)[^/?#]+/g;
const SECRET_IN_QUERY = /([?&](?:token|code|otp|key)=)[^&#]*/gi;

/** The URL as it may be logged: reset tokens and secret query values masked. */
export const redactUrl = (url: string) =>
  url.replace(RESET_TOKEN_IN_PATH, `$1${REDACTED}`).replace(SECRET_IN_QUERY, `$1${REDACTED}`);

// Fastify's own fields for a request; a serializer must never throw, whatever it is given.
function serializeRequest(request: Partial<FastifyRequest>) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const causesOf = (error: Error) => {
  const chain: Error[] = [];
  for (let current: unknown = error; current instanceof Error && chain.length < 10; current = current.cause)
    chain.push(current);
  return chain;
};

/**
 * Drizzle's DrizzleQueryError writes the query's parameters into its message ("params: ...")
 * and keeps them as `params`: a failed insert would log a password hash or a reset-token
 * hash. These are the exact texts to cut out.
 */
const queryParamTexts = (chain: Error[]) =>
  chain.flatMap((error) => {
    const params = (error as { params?: unknown }).params;
    return Array.isArray(params) && params.length > 0 ? [`params: ${String(params)}`] : [];
  });

// `params` is the query's values; PostgreSQL's `detail` may quote a whole failing row.
const HIDDEN_FIELDS = new Set(['params', 'detail', 'cause']);

/** pino's `err` serializer, minus query values; keeps SQL text, SQLSTATE and the cause chain. */
export function serializeError(error: unknown): {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
} {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const chain = causesOf(error);
  const secrets = queryParamTexts(chain);
  const scrub = (text: string) =>
    secrets.reduce((scrubbed, secret) => scrubbed.split(secret).join(`params: ${REDACTED}`), text);
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (!HIDDEN_FIELDS.has(key) && !(value instanceof Error)) fields[key] = value;
  }
  return {
    type: error.constructor?.name ?? error.name,
    ...fields,
    code: fields.code ?? sqlState(error),
    message: scrub(chain.map((link) => link.message).join(': ')),
    stack: scrub(chain.map((link) => link.stack ?? '').join('\ncaused by: ')),
  };
}

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
];

type LoggerOption = FastifyServerOptions['logger'];

/** Adds the redacting serializers to whatever logger options the caller chose. */
export function withLogRedaction(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: { ...options.serializers, req: serializeRequest, err: serializeError },
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
  };
}
