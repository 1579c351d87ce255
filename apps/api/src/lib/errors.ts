import { englishOf, errorCodes, messageFields } from '@salon/contracts';
import type { ErrorCode, MessageParams, MessageRef } from '@salon/contracts';

// The list lives in the contracts, which the web app reads too; re-exported for the server's own use.
export { errorCodes };
export type { ErrorCode };

const codeByStatus: Record<number, ErrorCode> = {
  400: errorCodes.validationFailed,
  401: errorCodes.unauthorized,
  402: errorCodes.paymentRequired,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  408: errorCodes.requestTimeout,
  409: errorCodes.conflict,
  413: errorCodes.payloadTooLarge,
  414: errorCodes.uriTooLong,
  415: errorCodes.unsupportedMediaType,
  429: errorCodes.rateLimited,
  431: errorCodes.headersTooLarge,
};

/** The default code of a status; a 4xx without its own name is still the client's mistake. */
export const codeForStatus = (statusCode: number): ErrorCode =>
  codeByStatus[statusCode] ?? (statusCode < 500 ? errorCodes.validationFailed : errorCodes.internal);

/**
 * The docs/architecture.md#api-conventions error envelope; the only shape a failed request
 * answers with. The message travels in English and by id with its values
 * (docs/decisions/0035-messages-by-id.md); a plain text is its own id.
 */
export const errorEnvelope = (
  message: string | MessageRef,
  code: ErrorCode,
  details?: Record<string, unknown>,
) => {
  return { status: 'error' as const, ...messageFields(message), code, ...(details && { details }) };
};

/**
 * Errors a service throws for a client's mistake or a broken rule. The error handler turns
 * each into its status code and the docs/architecture.md#api-conventions envelope; anything else is a 500.
 * `code` defaults to the status's name; pass a more specific one (`SLOT_TAKEN`) when a
 * client needs to tell this failure apart, and add it to docs/errors.md.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** The message by id (docs/decisions/0035-messages-by-id.md); `message` is its English. */
  readonly messageId: string;
  readonly params: MessageParams | undefined;

  constructor(
    readonly statusCode: number,
    message: string | MessageRef,
    readonly details?: Record<string, unknown>,
    code?: ErrorCode,
  ) {
    super(englishOf(message));
    this.name = new.target.name;
    this.code = code ?? codeForStatus(statusCode);
    this.messageId = typeof message === 'string' ? message : message.id;
    this.params = typeof message === 'string' ? undefined : message.params;
  }

  /** What the envelope says: the message by id and its values. */
  get messageRef(): MessageRef {
    return this.params ? { id: this.messageId, params: this.params } : { id: this.messageId };
  }
}

export class BadRequestError extends AppError {
  constructor(message: string | MessageRef, details?: Record<string, unknown>, code?: ErrorCode) {
    super(400, message, details, code);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string | MessageRef, code?: ErrorCode) {
    super(401, message, undefined, code);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string | MessageRef, code?: ErrorCode) {
    super(403, message, undefined, code);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string | MessageRef, code?: ErrorCode) {
    super(404, message, undefined, code);
  }
}

export class ConflictError extends AppError {
  constructor(message: string | MessageRef, details?: Record<string, unknown>, code?: ErrorCode) {
    super(409, message, details, code);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string | MessageRef,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
