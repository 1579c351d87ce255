import { errorCodes } from '@salon/contracts';
import type { ErrorCode, MessageRef } from '@salon/contracts';

/** The `code` of every error envelope the server sends (the contracts' one list). */
export const serverErrorCodes: readonly ErrorCode[] = Object.values(errorCodes);
export type ServerErrorCode = ErrorCode;

/**
 * Failures the client names itself, because no usable envelope came back: no answer at all
 * (`NETWORK_ERROR`), none within 30 s (`TIMEOUT`), a success that breaks its contract
 * (`INVALID_RESPONSE`), or an error answer naming no code the client knows at a status that
 * names none either (`UNKNOWN_ERROR`).
 */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'INVALID_RESPONSE' | 'UNKNOWN_ERROR';

export type ApiErrorCode = ServerErrorCode | ClientErrorCode;

interface ApiErrorInit {
  code: ApiErrorCode;
  status: number;
  message: string;
  serverMessage?: string;
  serverMessageRef?: MessageRef;
  details?: Record<string, unknown>;
  retryAfterSeconds?: number;
}

/**
 * Every failed call throws this; callers branch on `code`, never on the status or the text.
 * `message` is already the text docs/product.md#8.1 shows for the failure; `serverMessage` keeps the
 * server's own words for screens (login, register) that word failures differently.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  /** The HTTP status, or 0 when no answer arrived (timeout, network): for logs, not for branching. */
  readonly status: number;
  readonly serverMessage: string | undefined;
  /** `serverMessage` by id and values, when the server sent them (docs/decisions/0035-messages-by-id.md). */
  readonly serverMessageRef: MessageRef | undefined;
  readonly details: Record<string, unknown> | undefined;
  /** From a 429's Retry-After header, in whole seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.code = init.code;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.serverMessageRef = init.serverMessageRef;
    this.details = init.details;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the call failed with one of `codes`. */
export function hasErrorCode(error: unknown, ...codes: ApiErrorCode[]): error is ApiError {
  return isApiError(error) && codes.includes(error.code);
}

/** No answer at all: the global text (docs/product.md#8.1) says more than any screen's own fallback. */
const codesWithoutAnswer: readonly ApiErrorCode[] = ['NETWORK_ERROR', 'TIMEOUT'];

/**
 * The text a screen shows for a failed call when its area has its own fallback (docs/product.md#8.3):
 * the global text when no answer came back (timeout, no connection), the server's message where
 * it gave one (its own fault answers with the global server-error text, never the cause), else
 * the area's fallback: a bare 5xx, an unreadable answer, a refusal without words.
 */
export function describeError(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (codesWithoutAnswer.includes(error.code)) return error.message;
  if (error.code === 'INTERNAL') return error.serverMessage ? error.message : fallback;
  return error.serverMessage ?? fallback;
}

/**
 * `describeError` as a message by id, for `t` to format in the reader's language: the server's
 * id and values where its words are shown (`{ id: '{title} can be booked once per visit',
 * params: { title } }`), else the text, which is its own id.
 */
export function errorMessage(error: unknown, fallback: string): MessageRef {
  const showsServerWords =
    isApiError(error) &&
    !codesWithoutAnswer.includes(error.code) &&
    error.code !== 'INTERNAL' &&
    error.serverMessage !== undefined;
  return showsServerWords && error.serverMessageRef
    ? error.serverMessageRef
    : { id: describeError(error, fallback) };
}
