import { globalErrorMessages } from '@salon/contracts';
import type { MessageParams } from '@salon/contracts';
import { ApiError, serverErrorCodes } from './api-error.ts';
import type { ApiErrorCode, ServerErrorCode } from './api-error.ts';

interface ErrorPayload {
  message?: string;
  /** The message by id with its values (docs/decisions/0035-messages-by-id.md). */
  messageId?: string;
  params?: MessageParams;
  error?: string;
  code?: ServerErrorCode;
  details?: Record<string, unknown>;
}

const isServerErrorCode = (value: unknown): value is ServerErrorCode =>
  serverErrorCodes.includes(value as ServerErrorCode);

// Error bodies are read leniently: a proxy or crash page may not follow the envelope.
function readErrorPayload(payload: unknown): ErrorPayload {
  if (typeof payload !== 'object' || payload === null) return {};
  const record = payload as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
  const details = record.details;
  const params = record.params;
  return {
    message: text(record.message),
    messageId: text(record.messageId),
    params: typeof params === 'object' && params !== null ? (params as MessageParams) : undefined,
    error: text(record.error),
    code: isServerErrorCode(record.code) ? record.code : undefined,
    details:
      typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : undefined,
  };
}

// The server's default code for each status (docs/errors.md): an answer without a code it
// knows (a proxy's page, a code newer than this client) is still named by its status.
const codeByStatus: Record<number, ServerErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

function codeOf(status: number, body: ErrorPayload): ApiErrorCode {
  if (body.code) return body.code;
  if (status >= 500) return 'INTERNAL';
  return codeByStatus[status] ?? 'UNKNOWN_ERROR';
}

/** docs/product.md#8.1: the message each kind of failure shows. */
function messageFor(code: ApiErrorCode, body: ErrorPayload): string {
  switch (code) {
    case 'VALIDATION_FAILED':
    case 'MALFORMED_REQUEST':
      return body.message ?? body.error ?? globalErrorMessages.badRequest;
    case 'UNAUTHORIZED':
      return globalErrorMessages.sessionExpired;
    case 'FORBIDDEN':
    case 'EMAIL_NOT_VERIFIED':
      return body.message ?? globalErrorMessages.forbidden;
    case 'NOT_FOUND':
      return body.message ?? globalErrorMessages.notFound;
    case 'INTERNAL':
      return globalErrorMessages.serverError;
    default:
      return body.message ?? globalErrorMessages.unexpected;
  }
}

export interface ErrorAnswer {
  status: number;
  /** The parsed body, or undefined when it was not JSON. */
  payload: unknown;
  /** The Retry-After header, if any. */
  retryAfter: string | null;
}

/** The ApiError for an error answer, whichever transport (fetch, XMLHttpRequest) received it. */
export function apiErrorFromAnswer({ status, payload, retryAfter }: ErrorAnswer): ApiError {
  const body = readErrorPayload(payload);
  const code = codeOf(status, body);
  return new ApiError({
    code,
    status,
    message: messageFor(code, body),
    // A 5xx outside the server's envelope (a proxy's or a crash page) has no reason worth showing.
    serverMessage: status >= 500 && !body.code ? undefined : (body.message ?? body.error),
    // The same words by id, for the screens to format in the reader's language.
    serverMessageRef: body.messageId ? { id: body.messageId, params: body.params } : undefined,
    details: body.details,
    retryAfterSeconds: readRetryAfter(retryAfter),
  });
}

function readRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
